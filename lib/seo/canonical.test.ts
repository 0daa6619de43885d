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
  const site = {
    locales: ['en-GB', 'fr-FR', 'ar-AE'] as ('en-GB' | 'fr-FR' | 'ar-AE')[],
    defaultLocale: 'en-GB' as const,
  };

  it('points at the language’s own address and names every language, x-default the default’s', () => {
    expect(canonicalFor('/contact-us/', { ...site, locale: 'fr-FR' })).toEqual({
      alternates: {
        canonical: '/fr/contact-us',
        languages: {
          'en-GB': '/contact-us',
          'fr-FR': '/fr/contact-us',
          'ar-AE': '/ar/contact-us',
          'x-default': '/contact-us',
        },
      },
    });
  });

  it('adds nothing on a site with one language', () => {
    expect(canonicalFor('/terms', { locales: ['en-GB'], defaultLocale: 'en-GB', locale: 'en-GB' })).toEqual({
      alternates: { canonical: '/terms' },
    });
  });
});
