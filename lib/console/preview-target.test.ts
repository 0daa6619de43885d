import { PREVIEW_HOME, previewPagePath, previewTarget } from './preview-target';

describe('preview target', () => {
  it('keeps a page of the site with its query', () => {
    expect(previewTarget('/static_package/detail?id=7')).toBe('/static_package/detail?id=7');
    expect(previewTarget('/static_package/list')).toBe('/static_package/list');
  });

  it.each([
    null,
    '',
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    '/api/console/site',
    '/API',
    '/x/../api/console',
    '/a b',
    `/${'x'.repeat(600)}`,
  ])('sends %p to the home page', (to) => {
    expect(previewTarget(to)).toBe(PREVIEW_HOME);
  });
});

describe('preview pages', () => {
  it('opens the home, the results and the first package', () => {
    expect(previewPagePath('home', 'x')).toBe('/search/trips');
    expect(previewPagePath('results', 'x')).toBe('/static_package/list');
    expect(previewPagePath('detail', 'a b')).toBe('/static_package/detail?id=a%20b');
    expect(previewPagePath('detail', null)).toBe('/static_package/list');
  });
});
