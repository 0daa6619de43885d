import { z } from 'zod';
import { isLocale, SHIPPED_LOCALES } from '@/i18n/locales';
import {
  requireFixedCurrency,
  ZBuilderText,
  ZMarkupRuleFields,
  ZSiteConfig,
  ZSiteLegal,
  ZSiteTexts,
} from '@/lib/contract/site-config';
import { isCurrencyCode } from '@/lib/money/iso4217';
import { BUILDER_TEXT_KEY } from '@/lib/tenant/builder-ids';
import { isTenantKey } from '@/lib/tenant/host';
import { siteLocales } from '@/lib/tenant/site-locales';

/**
 * What the built-in backend stores for a tenant. Strict where ZSiteConfig is lenient: unknown
 * top-level keys are refused (a typo must not pass silently), colours must be CSS hex colours and
 * the key must be a valid subdomain.
 */
const hexColour = z
  .string()
  .regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/, 'Expected a hex colour such as #0b5cad');

const hostname = z
  .string()
  .toLowerCase()
  .regex(
    /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
    'Expected a domain name such as travel.example.com',
  );

const urlOrPath = z
  .string()
  .refine(
    (v) => v.startsWith('/') || /^https?:\/\//.test(v),
    'Expected an absolute URL or a path starting with /',
  );

/** The agency's texts in one language (issue 31): a misspelt field is refused, not ignored. */
const ZStoredSiteTexts = ZSiteTexts.extend({
  legal: ZSiteLegal.strict().nullish(),
  builder: z.record(z.string(), ZBuilderText.strict()).nullish(),
}).strict();

/** A markup rule as stored: a misspelt field is refused, a currency must be an active ISO 4217 code. */
const ZStoredMarkupRule = ZMarkupRuleFields.extend({
  currency: ZMarkupRuleFields.shape.currency.refine(
    (c) => c == null || isCurrencyCode(c),
    'Expected an active ISO 4217 currency code such as EUR',
  ),
})
  .strict()
  .superRefine(requireFixedCurrency);

export const ZStoredSiteConfig = ZSiteConfig.extend({
  main_button_color: hexColour.nullish(),
  tagline_color: hexColour.nullish(),
  theme: z
    .object({
      primary_color: hexColour.nullish(),
      secondary_color: hexColour.nullish(),
      text_color: hexColour.nullish(),
      font_family: z.string().max(120).nullish(),
    })
    .strict()
    .nullish(),
  websiteimages_set: z
    .array(
      z
        .object({ category: z.string(), image_url: urlOrPath, image_type: z.string().nullish() })
        .passthrough(),
    )
    .default([]),
  sitelink_set: z
    .array(
      z
        .object({ type: z.string(), caption: z.string().default(''), redirection_url: urlOrPath })
        .passthrough(),
    )
    .default([]),
  translations: z.record(z.string(), ZStoredSiteTexts).nullish(),
  markup_rules: z.array(ZStoredMarkupRule).nullish(),
}).strict();

type StoredSiteConfig = z.infer<typeof ZStoredSiteConfig>;

/**
 * A translation names a locale the platform ships, spelt as shipped, that the site offers (else no
 * visitor could read it), builder elements by a name lib/tenant/builder-ids.ts understands, modes
 * by a type in allowed_modes and links by a caption in sitelink_set (else the words show nowhere).
 */
function checkTranslations(config: StoredSiteConfig, ctx: z.RefinementCtx): void {
  const offered = siteLocales(config).locales;
  const modeTypes = new Set(config.allowed_modes.map((m) => m.type));
  const captions = new Set(config.sitelink_set.map((l) => l.caption.trim()));
  const destinations = new Set(config.topdestinations_set.map((d) => d.name.trim()));
  const travellers = new Set(config.testimonials_set.map((t) => t.name.trim()));
  for (const [tag, texts] of Object.entries(config.translations ?? {})) {
    const path = ['config', 'translations', tag];
    if (!isLocale(tag))
      ctx.addIssue({
        code: 'custom',
        path,
        message: `Expected a shipped locale: ${SHIPPED_LOCALES.join(', ')}`,
      });
    else if (!offered.includes(tag))
      ctx.addIssue({
        code: 'custom',
        path,
        message: `The site does not offer ${tag}: add it to config.locales`,
      });
    for (const key of Object.keys(texts.builder ?? {}))
      if (!BUILDER_TEXT_KEY.test(key))
        ctx.addIssue({
          code: 'custom',
          path: [...path, 'builder', key],
          message:
            'Expected a builder element: its id (header-0, search-1-2) or its place in uiElementList (3, 3-1)',
        });
    const known = (slot: string, given: object | null | undefined, names: Set<string>, message: string) => {
      for (const key of Object.keys(given ?? {}))
        if (!names.has(key.trim())) ctx.addIssue({ code: 'custom', path: [...path, slot, key], message });
    };
    known(
      'modes',
      texts.modes,
      modeTypes,
      'Expected a mode type of config.allowed_modes (stay1, activity, …)',
    );
    known(
      'links',
      texts.links,
      captions,
      'Expected the caption of a link in config.sitelink_set, as written in the default language',
    );
    known(
      'top_destinations',
      texts.top_destinations,
      destinations,
      'Expected the name of a destination in config.topdestinations_set, as written there',
    );
    known(
      'testimonials',
      texts.testimonials,
      travellers,
      'Expected the name of a traveller in config.testimonials_set, as written there',
    );
  }
}

export const ZTenantDefinition = z
  .object({
    key: z
      .string()
      .refine(isTenantKey, 'Expected a subdomain: lowercase letters, digits and dashes, not reserved'),
    domains: z.array(hostname).default([]),
    config: ZStoredSiteConfig,
  })
  .strict()
  .refine((d) => d.config.subdomain === d.key, {
    path: ['config', 'subdomain'],
    message: 'Must equal the tenant key',
  })
  .superRefine((d, ctx) => checkTranslations(d.config, ctx));

export type TTenantDefinition = z.infer<typeof ZTenantDefinition>;

/** Zod issues as `path: message` lines, naming the field. */
export function describeIssues(error: z.ZodError): string[] {
  return error.issues.map((i) => `${i.path.length ? i.path.join('.') : '(root)'}: ${i.message}`);
}
