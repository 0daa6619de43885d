import { canonicalFor, canonicalPath } from './canonical';

describe('canonicalFor', () => {
  it('sets only alternates.canonical, so the layout OpenGraph survives the shallow merge', () => {
    expect(canonicalFor('/contact-us')).toEqual({ alternates: { canonical: '/contact-us' } });
  });

  it.each([
    ['/search/trips', '/search/trips'],
    ['search/trips', '/search/trips'],
    ['/search/trips/', '/search/trips'],
    ['/search/trips?x=1#travel_and_stay', '/search/trips'],
    ['/', '/'],
    ['', '/'],
  ])('%j → %j', (input, expected) => {
    expect(canonicalPath(input)).toBe(expected);
  });
});

describe('canonicalFor a page in one of the site’s languages', () => {
  const site = { defaultLocale: 'en-GB' as const };

  it('points at the language’s own address, and names no other language (the sitemap does)', () => {
    expect(canonicalFor('/contact-us/', { ...site, locale: 'fr-FR' })).toEqual({
      alternates: { canonical: '/fr/contact-us' },
    });
    expect(canonicalFor('/contact-us', { ...site, locale: 'en-GB' })).toEqual({
      alternates: { canonical: '/contact-us' },
    });
  });

});
