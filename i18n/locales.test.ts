import {
  LOCALE_SLUGS,
  languageName,
  localeDirection,
  localeOfSlug,
  matchAcceptLanguage,
  SHIPPED_LOCALES,
  toLocale,
} from './locales';

describe('shipped locales', () => {
  it('gives every locale a distinct slug that maps back to it', () => {
    const slugs = SHIPPED_LOCALES.map((l) => LOCALE_SLUGS[l]);
    expect(new Set(slugs).size).toBe(SHIPPED_LOCALES.length);
    for (const l of SHIPPED_LOCALES) expect(localeOfSlug(LOCALE_SLUGS[l])).toBe(l);
    expect(localeOfSlug('FR')).toBe('fr-FR');
    expect(localeOfSlug('search')).toBeNull();
    expect(localeOfSlug(undefined)).toBeNull();
  });

  it('reads tags in any case and writes Arabic right to left', () => {
    expect(toLocale('ar-ae')).toBe('ar-AE');
    expect(toLocale('pt-BR')).toBeNull();
    expect(localeDirection('ar-AE')).toBe('rtl');
    expect(localeDirection('hi-IN')).toBe('ltr');
  });
});

describe('matchAcceptLanguage', () => {
  const offered = ['en-GB', 'fr-FR', 'ar-AE'] as const;
  it('prefers the exact tag, then the same language, by q-value', () => {
    expect(matchAcceptLanguage('fr-FR,fr;q=0.9,en;q=0.8', offered)).toBe('fr-FR');
    expect(matchAcceptLanguage('fr-CA', offered)).toBe('fr-FR');
    expect(matchAcceptLanguage('de;q=1, ar;q=0.5, en;q=0.7', offered)).toBe('en-GB');
    expect(matchAcceptLanguage('en-US', offered)).toBe('en-GB');
  });
  it('answers null for no header, no match, or only wildcards and zero weights', () => {
    expect(matchAcceptLanguage(null, offered)).toBeNull();
    expect(matchAcceptLanguage('de-DE,ja', offered)).toBeNull();
    expect(matchAcceptLanguage('*, fr;q=0', offered)).toBeNull();
  });
});

describe('languageName', () => {
  it('names each locale in its own language, dialects where a language is shipped twice', () => {
    expect(languageName('fr-FR')).toBe('Français');
    expect(languageName('de-DE')).toBe('Deutsch');
    expect(languageName('ar-AE')).toBe('العربية');
    expect(languageName('hi-IN')).toBe('हिन्दी');
    expect(languageName('en-GB')).toBe('British English');
    expect(languageName('en-US')).toBe('American English');
  });
});
