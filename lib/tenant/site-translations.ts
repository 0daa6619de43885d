import { type Locale, toLocale } from '@/i18n/locales';
import type { TSiteConfig } from '@/lib/contract/site-config';
import { isPrototypeKey } from '@/lib/security/prototype-keys';
import { BUILDER_TEXT_KEY } from './builder-ids';

/**
 * The agency's own texts per language (issue 31), read from its configuration's `translations`
 * into the working configuration's names: trimmed, empty ones left out (they fall back), only for
 * shipped locales the site offers. lib/tenant/localize.ts puts them in place for one locale. Pure.
 */

/** A builder element's words in one language (see lib/tenant/builder-ids.ts for its name). */
export interface BuilderText {
  textContent?: string;
  linkContent?: string;
}

export interface SiteTexts {
  tagline?: string;
  about_us?: string;
  legal?: { terms?: string; privacy?: string; cancellation?: string };
  disclaimerText?: string;
  meta_description?: string;
  updates?: string;
  /** By builder id (`header-0-1`) or place in uiElementList (`3-1`). */
  builder?: Record<string, BuilderText>;
  /** Mode menu names by mode type (`stay1`). */
  modes?: Record<string, string>;
  /** Link captions by the link's caption in the default language (trimmed, as links[].caption). */
  links?: Record<string, string>;
  browserTabHeader?: string;
  /** By the destination's name in the default language (trimmed). */
  topDestinations?: Record<string, { name?: string; description?: string }>;
  /** By the traveller's name (trimmed). */
  testimonials?: Record<string, { text?: string; designation?: string }>;
}

export type SiteTranslations = Partial<Record<Locale, SiteTexts>>;

/** The disclaimer's longest text, as the base field's (lib/tenant/working-config.ts). */
const MAX_DISCLAIMER = 4000;

const text = (v: string | null | undefined): string | undefined => v?.trim() || undefined;

/** Only the fields that hold something, so an absent one falls back instead of blanking the base. */
function defined<T extends object>(value: T): T | undefined {
  const entries = Object.entries(value).filter(([, v]) => v !== undefined);
  return entries.length > 0 ? (Object.fromEntries(entries) as T) : undefined;
}

type RawTexts = NonNullable<TSiteConfig['translations']>[string];

function builderTexts(raw: RawTexts['builder']): Record<string, BuilderText> | undefined {
  const out: Record<string, BuilderText> = {};
  for (const [key, value] of Object.entries(raw ?? {})) {
    const name = key.trim().toLowerCase();
    if (isPrototypeKey(name) || !BUILDER_TEXT_KEY.test(name)) continue;
    const words = defined({ textContent: text(value.textContent), linkContent: text(value.linkContent) });
    if (words) out[name] = words;
  }
  return defined(out);
}

/** A map of names to words, keys and words trimmed; blank words are left out (they fall back). */
function namedTexts(
  raw: Record<string, string | null | undefined> | null | undefined,
): Record<string, string> | undefined {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw ?? {})) {
    const name = key.trim();
    const words = text(value);
    if (name && words && !isPrototypeKey(name)) out[name] = words;
  }
  return defined(out);
}

/** Entries keyed by a name, each with a few words; blank words left out, empty entries too. */
function namedEntries<K extends string>(
  raw: Record<string, Partial<Record<K, string | null>> | null | undefined> | null | undefined,
  fields: readonly K[],
): Record<string, Partial<Record<K, string>>> | undefined {
  const out: Record<string, Partial<Record<K, string>>> = {};
  for (const [key, value] of Object.entries(raw ?? {})) {
    const name = key.trim();
    if (!name || isPrototypeKey(name) || !value) continue;
    const words = defined(
      Object.fromEntries(fields.map((f) => [f, text(value[f])])) as Partial<Record<K, string>>,
    );
    if (words) out[name] = words;
  }
  return defined(out);
}

function siteTexts(raw: RawTexts): SiteTexts | undefined {
  return defined({
    tagline: text(raw.tagline),
    about_us: text(raw.about_us),
    legal: raw.legal
      ? defined({
          terms: text(raw.legal.terms_html),
          privacy: text(raw.legal.privacy_html),
          cancellation: text(raw.legal.cancellation_html),
        })
      : undefined,
    disclaimerText: text(raw.disclaimer_text)?.slice(0, MAX_DISCLAIMER),
    meta_description: text(raw.meta_description),
    updates: text(raw.updates),
    builder: builderTexts(raw.builder),
    modes: namedTexts(raw.modes),
    links: namedTexts(raw.links),
    browserTabHeader: text(raw.browser_tab_header),
    topDestinations: namedEntries(raw.top_destinations, ['name', 'description'] as const),
    testimonials: namedEntries(raw.testimonials, ['text', 'designation'] as const),
  });
}

/**
 * The translations of the locales in `offered` (the site's, lib/tenant/site-locales.ts), tags read
 * in any case; a tag given twice (`fr-fr`, `fr-FR`) keeps the first.
 */
export function siteTranslations(
  cfg: Pick<TSiteConfig, 'translations'>,
  offered: readonly Locale[],
): SiteTranslations {
  const out: SiteTranslations = {};
  for (const [tag, raw] of Object.entries(cfg.translations ?? {})) {
    const locale = toLocale(tag);
    if (!locale || !offered.includes(locale) || out[locale]) continue;
    const texts = siteTexts(raw);
    if (texts) out[locale] = texts;
  }
  return out;
}
