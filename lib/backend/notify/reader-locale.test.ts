import { linkIn, readerLocale } from './reader-locale';

const SITE = { locales: ['en-GB', 'fr-FR', 'ar-AE'], default_locale: 'en-GB' };

describe('readerLocale', () => {
  it("is the reader's own language while the site offers it, else the site's default", () => {
    expect(readerLocale(SITE, 'fr-FR')).toBe('fr-FR');
    expect(readerLocale(SITE, 'de-DE')).toBe('en-GB');
    expect(readerLocale(SITE, 'fr-fr')).toBe('fr-FR');
    expect(readerLocale(SITE, null)).toBe('en-GB');
    expect(readerLocale({ locales: ['fr-FR', 'en-GB'], default_locale: 'fr-FR' }, undefined)).toBe('fr-FR');
    expect(readerLocale({}, 'fr-FR')).toBe('en-GB');
  });
});

describe('linkIn', () => {
  it('puts the language in the path of a link into the site, query kept; the default stays unprefixed', () => {
    expect(linkIn(SITE, 'fr-FR', 'http://demo.localhost:3000/set-password?user_id=1&token=x')).toBe(
      'http://demo.localhost:3000/fr/set-password?user_id=1&token=x',
    );
    expect(linkIn(SITE, 'ar-AE', '/search/trips')).toBe('/ar/search/trips');
    expect(linkIn(SITE, 'en-GB', 'http://demo.localhost:3000/verify?t=1')).toBe(
      'http://demo.localhost:3000/verify?t=1',
    );
    expect(linkIn(SITE, 'fr-FR', 'not a url')).toBe('not a url');
  });
});
