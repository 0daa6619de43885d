import { siteLocales } from './site-locales';

describe('siteLocales', () => {
  it('offers en-GB alone when the configuration names no locale', () => {
    expect(siteLocales({})).toEqual({ locales: ['en-GB'], defaultLocale: 'en-GB' });
    expect(siteLocales({ locales: null, default_locale: null })).toEqual({
      locales: ['en-GB'],
      defaultLocale: 'en-GB',
    });
  });

  it('keeps shipped locales once, in order, whatever their casing, default first', () => {
    expect(
      siteLocales({ locales: ['fr-fr', 'en-GB', 'xx-YY', 'FR-FR', 'ar-AE'], default_locale: 'en-gb' }),
    ).toEqual({
      locales: ['en-GB', 'fr-FR', 'ar-AE'],
      defaultLocale: 'en-GB',
    });
  });

  it('takes the first listed locale as default when none is named, and adds an unlisted default', () => {
    expect(siteLocales({ locales: ['de-DE', 'en-GB'] }).defaultLocale).toBe('de-DE');
    expect(siteLocales({ locales: ['fr-FR'], default_locale: 'it-IT' }).locales).toEqual(['it-IT', 'fr-FR']);
  });

  it('falls back to en-GB when the named default is not a shipped locale', () => {
    expect(siteLocales({ locales: ['zz'], default_locale: 'tlh' })).toEqual({
      locales: ['en-GB'],
      defaultLocale: 'en-GB',
    });
  });
});
