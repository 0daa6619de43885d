/**
 * The locales the platform ships (issue 31): one catalogue each under `messages/<locale>/`. A site
 * offers a subset of them (its configuration's `locales`, default en-GB); this module is the one
 * place that knows their URL slugs, writing direction and how a browser's preference maps onto them.
 * Pure: the proxy, the pages, e-mails and PDFs all read it.
 */

export const SHIPPED_LOCALES = [
  'en-GB',
  'en-US',
  'fr-FR',
  'de-DE',
  'es-ES',
  'it-IT',
  'hi-IN',
  'ar-AE',
] as const;

export type Locale = (typeof SHIPPED_LOCALES)[number];

/** The spec's language (§9: en-GB, dates as DD-MMM-YY): every site that names no locale keeps it. */
export const DEFAULT_LOCALE: Locale = 'en-GB';

/**
 * The first path segment that selects a locale other than the site's default (`/fr/search/trips`).
 * The language alone where only one shipped locale speaks it; the full tag where two do.
 */
export const LOCALE_SLUGS: Readonly<Record<Locale, string>> = Object.freeze({
  'en-GB': 'en-gb',
  'en-US': 'en-us',
  'fr-FR': 'fr',
  'de-DE': 'de',
  'es-ES': 'es',
  'it-IT': 'it',
  'hi-IN': 'hi',
  'ar-AE': 'ar',
});

const BY_SLUG = new Map(Object.entries(LOCALE_SLUGS).map(([locale, slug]) => [slug, locale as Locale]));
const BY_LOWER = new Map(SHIPPED_LOCALES.map((l) => [l.toLowerCase(), l]));

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SHIPPED_LOCALES as readonly string[]).includes(value);
}

/** A shipped locale from any casing of its tag (`fr-fr`, `FR-FR`), or null. */
export function toLocale(value: string | null | undefined): Locale | null {
  return value ? (BY_LOWER.get(value.toLowerCase()) ?? null) : null;
}

/** The locale a URL's first segment selects (`fr` → fr-FR), or null when it selects none. */
export function localeOfSlug(segment: string | undefined): Locale | null {
  return segment ? (BY_SLUG.get(segment.toLowerCase()) ?? null) : null;
}

export const RTL_LOCALES: ReadonlySet<Locale> = new Set<Locale>(['ar-AE']);

export function localeDirection(locale: Locale): 'ltr' | 'rtl' {
  return RTL_LOCALES.has(locale) ? 'rtl' : 'ltr';
}

/**
 * The best of `offered` for an `Accept-Language` header (RFC 9110 §12.5.4): exact tag first, then
 * the same language (`fr-CA` → fr-FR), by the header's q-values in order; null when none matches.
 */
export function matchAcceptLanguage(
  header: string | null | undefined,
  offered: readonly Locale[],
): Locale | null {
  if (!header || offered.length === 0) return null;
  const ranges = header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim().toLowerCase(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((r) => r.tag && r.tag !== '*' && r.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranges) {
    const exact = offered.find((l) => l.toLowerCase() === tag);
    if (exact) return exact;
    const language = tag.split('-')[0];
    const sameLanguage = offered.find((l) => l.toLowerCase().split('-')[0] === language);
    if (sameLanguage) return sameLanguage;
  }
  return null;
}

/**
 * A locale's name in its own language, for the language picker ("Français", "العربية"): the
 * language alone where only one shipped locale speaks it, the dialect's name where two do
 * ("British English", "American English"). From Intl (CLDR), never a hand list.
 */
export function languageName(locale: Locale): string {
  const language = locale.split('-')[0] ?? locale;
  const shared = SHIPPED_LOCALES.filter((l) => l.startsWith(`${language}-`)).length > 1;
  const name =
    new Intl.DisplayNames([locale], { type: 'language', languageDisplay: 'dialect' }).of(
      shared ? locale : language,
    ) ?? locale;
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}
