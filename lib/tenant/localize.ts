import type { Locale } from '@/i18n/locales';
import { builderIds, innerBuilderId } from './builder-ids';
import type { BuilderText, SiteTexts } from './site-translations';
import type { UiBuilderElement, WorkingConfig } from './working-config';

/**
 * A site's working configuration in one of its languages (issue 31 item 6): each of the agency's
 * texts (tagline, about us, legal texts, disclaimer, meta description, updates, builder words, mode
 * names, link captions, browser tab title, top destinations, testimonials) in
 * `locale` where the configuration gives it, else in the site's default language: its entry in
 * `translations` if it has one, then the base fields. Field by field, so a translation may give
 * only a tagline. Everything else is the same configuration. Apply it once, to what
 * toWorkingConfig made (the base fields are the default language's). Pure.
 */

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A map's own entry only: a caption such as `constructor` must not read Object.prototype's. */
const own = <T>(map: Record<string, T> | undefined, key: string): T | undefined =>
  map && Object.hasOwn(map, key) ? map[key] : undefined;

/** A builder link with this text is the sign-in link (lib/builder/model.ts), whatever the language. */
const isLoginLink = (content: Record<string, unknown>): boolean =>
  typeof content.linkContent === 'string' && content.linkContent.trim().toLowerCase() === 'login';

/** The words for an element named by any of `names`, the locale's before the default's. */
function wordsFor(names: readonly (string | null)[], chain: readonly SiteTexts[]): BuilderText {
  const words: BuilderText = {};
  for (const texts of chain)
    for (const name of names) {
      const given = name === null ? undefined : texts.builder?.[name];
      words.textContent ??= given?.textContent;
      words.linkContent ??= given?.linkContent;
    }
  return words;
}

function localizedContent(
  content: Record<string, unknown>,
  names: readonly (string | null)[],
  chain: readonly SiteTexts[],
): Record<string, unknown> {
  const words = wordsFor(names, chain);
  const out: Record<string, unknown> = { ...content };
  if (words.textContent !== undefined) out.textContent = words.textContent;
  if (words.linkContent !== undefined && !isLoginLink(content)) out.linkContent = words.linkContent;
  if (Array.isArray(content.innerElements))
    out.innerElements = content.innerElements.map((inner, i) =>
      isObject(inner)
        ? {
            ...inner,
            content: localizedContent(
              isObject(inner.content) ? inner.content : {},
              names.map((name) => (name === null ? null : innerBuilderId(name, i))),
              chain,
            ),
          }
        : inner,
    );
  return out;
}

function localizedBuilder(elements: UiBuilderElement[], chain: readonly SiteTexts[]): UiBuilderElement[] {
  if (!chain.some((texts) => texts.builder)) return elements;
  const ids = builderIds(elements);
  return elements.map((element, i) => ({
    ...element,
    // The builder id first, then the element's place in the whole list.
    content: localizedContent(element.content, [ids[i] ?? null, String(i)], chain),
  }));
}

type PickText = <T>(read: (texts: SiteTexts) => T | undefined, base: T) => T;

/** Entries whose `fields` a translation gives by the entry's name in the default language. */
function byName<E extends { name: string }, K extends keyof E & string>(
  entries: E[],
  slot: (texts: SiteTexts) => Record<string, Partial<Record<K, string>>> | undefined,
  fields: readonly K[],
  pick: PickText,
): E[] {
  return entries.map((entry) => {
    const key = entry.name.trim();
    const out = { ...entry };
    for (const field of fields)
      out[field] = pick((texts) => own(slot(texts), key)?.[field] as E[K] | undefined, entry[field]);
    return out;
  });
}

export function localizeWorkingConfig(wc: WorkingConfig, locale: Locale): WorkingConfig {
  const chain = [
    wc.translations[locale],
    locale === wc.defaultLocale ? undefined : wc.translations[wc.defaultLocale],
  ].filter((texts): texts is SiteTexts => texts !== undefined);
  if (chain.length === 0) return wc;
  const pick: PickText = (read, base) => {
    for (const texts of chain) {
      const value = read(texts);
      if (value !== undefined) return value;
    }
    return base;
  };
  return {
    ...wc,
    tagline: pick((t) => t.tagline, wc.tagline),
    about_us: pick((t) => t.about_us, wc.about_us),
    legal: {
      terms: pick((t) => t.legal?.terms, wc.legal.terms),
      privacy: pick((t) => t.legal?.privacy, wc.legal.privacy),
      cancellation: pick((t) => t.legal?.cancellation, wc.legal.cancellation),
    },
    disclaimerText: pick((t) => t.disclaimerText, wc.disclaimerText),
    meta_description: pick((t) => t.meta_description, wc.meta_description),
    updates: pick((t) => t.updates, wc.updates),
    uiBuilder: localizedBuilder(wc.uiBuilder, chain),
    modesEnabled: wc.modesEnabled.map((mode) => ({
      ...mode,
      display_name: pick((t) => own(t.modes, mode.type), mode.display_name),
    })),
    browserTabHeader: pick((t) => t.browserTabHeader, wc.browserTabHeader),
    // A destination is named by its name in the default language, a testimonial by its traveller.
    topDestinations: byName(wc.topDestinations, (t) => t.topDestinations, ['name', 'description'], pick),
    testimonials: byName(wc.testimonials, (t) => t.testimonials, ['text', 'designation'], pick),
    // A link is named by its caption in the default language: captions are what the agency wrote.
    links: Object.fromEntries(
      Object.entries(wc.links).map(([type, entries]) => [
        type,
        entries.map((link) => ({ ...link, caption: pick((t) => own(t.links, link.caption), link.caption) })),
      ]),
    ) as WorkingConfig['links'],
  };
}
