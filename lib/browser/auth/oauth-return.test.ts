import { afterOAuthHref, oauthReturnAddress, oauthReturnParams } from './oauth-return';

describe('oauthReturnParams', () => {
  it.each([
    ['/userloginsso', '?code=abc&state=xyz', { code: 'abc', state: 'xyz' }],
    ['/userloginsso', 'code=abc&state=xyz&other=1', { code: 'abc', state: 'xyz' }],
    ['/userloginsso', '?code=abc', null],
    ['/userloginsso', '?state=xyz', null],
    ['/userloginsso', '?code=%20&state=xyz', null],
    ['/userloginsso', '', null],
    ['/search/trips', '?code=abc&state=xyz', null],
    ['/holidays', '?code=abc&state=xyz', null],
  ])('%s%s → %j', (path, search, expected) => {
    expect(oauthReturnParams(path, search)).toEqual(expected);
  });
});

describe('afterOAuthHref', () => {
  it.each([
    ['', '/search/trips'],
    ['#', '/search/trips'],
    ['#flights', '/search/trips#flights'],
  ])('%j → %s', (hash, expected) => {
    expect(afterOAuthHref(hash)).toBe(expected);
  });
});

it('asks the provider to return to /userloginsso on the same origin', () => {
  expect(oauthReturnAddress('https://demo.example')).toBe('https://demo.example/userloginsso');
});
