import { loginHref } from './routes';

describe('loginHref', () => {
  it.each([
    ['/search/trips', '', '/search/trips?login=1'],
    ['/list/7', '?sort=price', '/list/7?sort=price&login=1'],
    ['/list/7', '?login=0', '/list/7?login=1'],
  ])('%s %s → %s', (path, search, expected) => {
    expect(loginHref(path, search)).toBe(expected);
  });
});
