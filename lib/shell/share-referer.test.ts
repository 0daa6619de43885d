import { isSharePath, shareRefererCode } from './share-referer';

describe('shareRefererCode (spec §2 user-profile share page)', () => {
  it.each([
    ['/user_prof/share/AB12cd', 'AB12cd'],
    ['/user_prof/share/AB12cd&utm_source=wa&x=1', 'AB12cd'],
    ['/user_prof/share/AB12cd%26utm_source%3Dwa', 'AB12cd'],
    ['/user_prof/share/AB12cd/', 'AB12cd'],
    ['/user_prof/share/AB12cd/extra', 'AB12cd'],
    ['/en/user_prof/share/ref-9_x.y~z', 'ref-9_x.y~z'],
    ['/user_prof/share/AB12cd?referer=other#top', 'AB12cd'],
  ])('%s → %s', (path, code) => {
    expect(shareRefererCode(path)).toBe(code);
  });

  it.each([
    ['/user_prof/share', 'no code'],
    ['/user_prof/share/', 'empty code'],
    ['/user_prof/share/&utm=1', 'nothing before the ampersand'],
    ['/user_prof/share/%3Cscript%3E', 'not a token'],
    ['/user_prof/share/%E0%A4%A', 'malformed escape'],
    [`/user_prof/share/${'a'.repeat(65)}`, 'too long'],
    ['/search/trips', 'not a share page'],
    ['/user_prof/sharing/AB12', 'another page'],
  ])('%s → null (%s)', (path) => {
    expect(shareRefererCode(path)).toBeNull();
  });

  it('keeps the longest allowed code', () => {
    expect(shareRefererCode(`/user_prof/share/${'a'.repeat(64)}`)).toBe('a'.repeat(64));
  });
});

describe('isSharePath', () => {
  it.each([
    ['/user_prof/share', true],
    ['/user_prof/share/', true],
    ['/user_prof/share/AB12&x=1', true],
    ['/x/user_prof/share/AB12', true],
    ['/user_prof', false],
    ['/user_prof/shared', false],
    ['/search/trips', false],
  ])('%s → %s', (path, yes) => {
    expect(isSharePath(path)).toBe(yes);
  });
});
