import {
  chooseLocaleRoute,
  localePrefixOf,
  localizePath,
  splitLocalePath,
  withLocalePrefix,
} from './routing';

const site = { locales: ['en-GB', 'fr-FR', 'ar-AE'] as const, defaultLocale: 'en-GB' as const };
const route = (pathname: string, cookie?: string, acceptLanguage: string | null = null) =>
  chooseLocaleRoute({ pathname, site: { ...site, locales: [...site.locales] }, cookie, acceptLanguage });

describe('localizePath', () => {
  it('leaves the default unprefixed and prefixes the others with their slug', () => {
    expect(localizePath('/search/trips', 'en-GB', 'en-GB')).toBe('/search/trips');
    expect(localizePath('/search/trips', 'fr-FR', 'en-GB')).toBe('/fr/search/trips');
    expect(localizePath('/', 'ar-AE', 'en-GB')).toBe('/ar');
    expect(localizePath('terms', 'en-GB', 'fr-FR')).toBe('/en-gb/terms');
  });
});

describe('splitLocalePath', () => {
  it('reads a known slug as the first segment only', () => {
    expect(splitLocalePath('/fr/search/trips')).toEqual({ locale: 'fr-FR', rest: '/search/trips' });
    expect(splitLocalePath('/fr')).toEqual({ locale: 'fr-FR', rest: '/' });
    expect(splitLocalePath('/france/x')).toEqual({ locale: null, rest: '/france/x' });
    expect(splitLocalePath('/search/fr')).toEqual({ locale: null, rest: '/search/fr' });
  });
});

describe('chooseLocaleRoute', () => {
  it('serves an offered prefix and sends the default prefix to the unprefixed address', () => {
    expect(route('/fr/search/trips')).toEqual({ kind: 'serve', locale: 'fr-FR', rest: '/search/trips' });
    expect(route('/en-gb/terms')).toEqual({ kind: 'redirect', location: '/terms', permanent: true });
  });

  it('treats the prefix of a locale the site does not offer as an ordinary path', () => {
    expect(route('/de/search')).toEqual({ kind: 'serve', locale: 'en-GB', rest: '/de/search' });
  });

  it('serves the default to crawlers and to visitors who chose it', () => {
    expect(route('/search/trips')).toEqual({ kind: 'serve', locale: 'en-GB', rest: '/search/trips' });
    expect(route('/search/trips', 'en-GB', 'fr-FR')).toEqual({
      kind: 'serve',
      locale: 'en-GB',
      rest: '/search/trips',
    });
  });

  it('follows a remembered choice, then a first visit’s browser language', () => {
    expect(route('/search/trips', 'fr-FR', 'en')).toEqual({
      kind: 'redirect',
      location: '/fr/search/trips',
      permanent: false,
    });
    expect(route('/bookings', undefined, 'ar-SA,ar;q=0.9')).toEqual({
      kind: 'redirect',
      location: '/ar/bookings',
      permanent: false,
    });
  });

  it('ignores a remembered language the site no longer offers, and the browser once one is remembered', () => {
    expect(route('/search', 'de-DE', 'fr')).toEqual({ kind: 'serve', locale: 'en-GB', rest: '/search' });
  });
});

describe('withLocalePrefix', () => {
  it('prefixes internal absolute paths only, once', () => {
    expect(withLocalePrefix('/bookings?page=2', '/fr')).toBe('/fr/bookings?page=2');
    expect(withLocalePrefix('/', '/ar')).toBe('/ar');
    expect(withLocalePrefix('/fr/bookings', '/fr')).toBe('/fr/bookings');
    expect(withLocalePrefix('/api/v1/x', '/fr')).toBe('/api/v1/x');
    expect(withLocalePrefix('//cdn.example/x', '/fr')).toBe('//cdn.example/x');
    expect(withLocalePrefix('https://x.example/a', '/fr')).toBe('https://x.example/a');
    expect(withLocalePrefix('#top', '/fr')).toBe('#top');
    expect(withLocalePrefix('/bookings', '')).toBe('/bookings');
  });

  it('reads the prefix back from an address', () => {
    expect(localePrefixOf('/fr/search/trips')).toBe('/fr');
    expect(localePrefixOf('/search/trips')).toBe('');
  });
});
