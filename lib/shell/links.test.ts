import { configLinks, isExternalHref, safeHref } from './links';

describe('safeHref', () => {
  it.each([
    ['/about_us', '/about_us'],
    ['https://guides.example/', 'https://guides.example/'],
    ['HTTP://old.example', 'HTTP://old.example'],
    ['mailto:a@b.example', 'mailto:a@b.example'],
    ['tel:+441', 'tel:+441'],
    ['  /trimmed ', '/trimmed'],
    ['javascript:alert(1)', null],
    ['JaVaScRiPt:alert(1)', null],
    ['data:text/html,hi', null],
    ['//evil.example', null],
    ['relative/path', null],
    ['', null],
    [null, null],
  ])('%p → %p', (input, expected) => {
    expect(safeHref(input)).toBe(expected);
  });

  it('marks only http(s) addresses as external', () => {
    expect(isExternalHref('https://x.example')).toBe(true);
    expect(isExternalHref('/bookings')).toBe(false);
    expect(isExternalHref('mailto:a@b.example')).toBe(false);
  });
});

describe('configLinks', () => {
  it('keeps safe links in order, drops unsafe ones, falls back to the address for an empty caption', () => {
    const links = configLinks('footer-link', [
      { caption: 'Careers', redirection_url: 'https://x.example/careers' },
      { caption: 'Bad', redirection_url: 'javascript:void(0)' },
      { caption: ' ', redirection_url: '/terms' },
    ]);
    expect(links).toEqual([
      { id: 'footer-link-0', href: 'https://x.example/careers', label: 'Careers', external: true },
      { id: 'footer-link-2', href: '/terms', label: '/terms', external: false },
    ]);
  });
});
