import { z } from 'zod';

/**
 * Site configuration exactly as the Travel API sends it (spec §3 "Site configuration (as received)").
 * Lenient on input: unknown keys pass through, absent lists default to empty, so a backend that
 * omits a field never breaks a tenant site. Strictness belongs to what we *store* (see
 * ZTenantDefinition in lib/backend/tenants), not to what we read.
 */

const nullableString = z.string().nullish();

export const IMAGE_CATEGORIES = [
  'company_logo',
  'homepage_background',
  'certification_logo',
  'favicon',
  'secondary_background',
  'mobile_background',
  'banner_image',
  'loader_image',
] as const;
export type ImageCategory = (typeof IMAGE_CATEGORIES)[number];

export const LINK_TYPES = [
  'header',
  'footer',
  'instagram',
  'facebook',
  'twitter',
  'linkedin',
  'youtube',
] as const;
export type LinkType = (typeof LINK_TYPES)[number];
export const SOCIAL_LINK_TYPES = ['facebook', 'instagram', 'twitter', 'linkedin', 'youtube'] as const;

export const ZAllowedMode = z
  .object({
    /** Absent for some modes; the working configuration gives organised packages 7 (spec §9). */
    order: z.coerce.number().nullish(),
    display_name: z.string(),
    enabled: z.boolean().default(true),
    type: z.string(),
    image: nullableString,
  })
  .passthrough();

export const ZWebsiteImage = z
  .object({ category: z.string(), image_url: z.string(), image_type: nullableString })
  .passthrough();

export const ZSiteLink = z
  .object({ type: z.string(), caption: z.string().default(''), redirection_url: z.string() })
  .passthrough();

export const ZCustomerCare = z.object({ type: z.string(), value: z.string() }).passthrough();

export const ZTestimonial = z
  .object({
    name: z.string(),
    text: z.string(),
    designation: nullableString,
    image_url: nullableString,
    rating: z.number().min(0).max(5).nullish(),
  })
  .passthrough();

export const ZTopDestination = z
  .object({
    name: z.string(),
    image_url: nullableString,
    description: nullableString,
    /** An autocomplete item id or a free search text; the search form resolves it. */
    search_text: nullableString,
  })
  .passthrough();

export const ZUiElement = z
  .object({
    section: z.string(),
    type: z.string(),
    subCategory: nullableString,
    css: z.record(z.string(), z.unknown()).nullish(),
    content: z.record(z.string(), z.unknown()).nullish(),
  })
  .passthrough();

export const ZFeatureFlag = z.object({ name: z.string(), is_enabled: z.boolean() }).passthrough();

export const ZProviderConfiguration = z
  .object({ bit_type: z.string(), sub_type: nullableString, providers: z.array(z.string()).default([]) })
  .passthrough();

export const ZAgencyDetails = z
  .object({
    name: z.string(),
    details: z
      .object({
        country: nullableString,
        invoice_currency: nullableString,
        code: nullableString,
        mobile_number: nullableString,
        email: nullableString,
      })
      .passthrough()
      .default({}),
  })
  .passthrough();

/**
 * The agency's own legal texts (issue 30): rich text, rendered only through the rich-text allow-list
 * (lib/content/sanitize.ts). Absent or empty: the site shows the generic template.
 */
export const ZSiteLegal = z
  .object({ terms_html: nullableString, privacy_html: nullableString, cancellation_html: nullableString })
  .passthrough();

/**
 * A search widget the agency embeds in its other sites (spec §2 widget mode): the route
 * search/trips/widgetsSearch/{widget_id}/{app_id} answers only for a configured pair, and only the
 * listed origins (scheme://host[:port]) may frame it.
 */
export const ZSiteWidget = z
  .object({
    widget_id: z.string().min(1),
    app_id: z.string().min(1),
    allowed_origins: z.array(z.string()).default([]),
  })
  .passthrough();

/**
 * One builder element's own words in one language (issue 31): the texts lib/builder/model.ts shows,
 * for the element named by its builder id (`header-0`, `search-1-0`, see lib/tenant/builder-ids.ts)
 * or its place in uiElementList (`3`, `3-0`).
 */
export const ZBuilderText = z
  .object({ textContent: nullableString, linkContent: nullableString })
  .passthrough();

/**
 * The agency's own texts in one language (issue 31), each optional: what is absent reads in the
 * site's default language (the base fields). Same forms as the base fields they stand for.
 */
export const ZSiteTexts = z
  .object({
    tagline: nullableString,
    about_us: nullableString,
    legal: ZSiteLegal.nullish(),
    disclaimer_text: nullableString,
    meta_description: nullableString,
    updates: nullableString,
    builder: z.record(z.string(), ZBuilderText).nullish(),
    /** Mode menu names by mode type (`stay1`): allowed_modes[].display_name in this language. */
    modes: z.record(z.string(), nullableString).nullish(),
    /** Link captions by the link's caption in the default language (sitelink_set[].caption, trimmed). */
    links: z.record(z.string(), nullableString).nullish(),
    /** The browser tab's title (browser_tab_header) in this language. */
    browser_tab_header: nullableString,
    /** Top destinations by their name in the default language (topdestinations_set[].name, trimmed). */
    top_destinations: z
      .record(z.string(), z.object({ name: nullableString, description: nullableString }).passthrough())
      .nullish(),
    /** Testimonials by the traveller's name (testimonials_set[].name, trimmed): the words, not the name. */
    testimonials: z
      .record(z.string(), z.object({ text: nullableString, designation: nullableString }).passthrough())
      .nullish(),
  })
  .passthrough();

/**
 * The modes a markup rule can name: the pricing module's component kinds (lib/planner/types
 * COMPONENT_KINDS; lib/pricing/markup-rules.test.ts keeps the two lists equal).
 */
export const MARKUP_RULE_MODES = [
  'hotel',
  'activity',
  'transfer',
  'flight',
  'rail',
  'ferry',
  'cab',
  'car',
  'insurance',
  'package',
] as const;

/**
 * One of the agency's markup rules (issue 32 item 6): for components of `mode`, optionally only
 * those sold in `destination` (a city name or an ISO 3166 alpha-2 country code, any case) and/or by
 * `supplier` (the source name the offers carry: offline, grn, a rental company…), a percentage
 * (`value` 10 = +10 %) or a fixed amount (`value` major units of `currency`, once per component)
 * that replaces the mode's pricing_configuration factor. lib/pricing/price.ts applies them.
 */
export const ZMarkupRuleFields = z
  .object({
    mode: z.enum(MARKUP_RULE_MODES),
    destination: z.string().trim().min(1).max(120).nullish(),
    supplier: z.string().trim().min(1).max(120).nullish(),
    type: z.enum(['percent', 'fixed']),
    value: z.number().min(0),
    currency: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{3}$/, 'Expected an ISO 4217 currency code such as EUR')
      .nullish(),
  })
  .passthrough();

/** A fixed amount is in a named currency: the rule says which. */
export const requireFixedCurrency = (
  rule: { type: string; currency?: string | null },
  ctx: z.RefinementCtx,
) => {
  if (rule.type === 'fixed' && !rule.currency)
    ctx.addIssue({
      code: 'custom',
      path: ['currency'],
      message: 'A fixed markup needs its currency: an ISO 4217 code such as EUR',
    });
};

export const ZMarkupRule = ZMarkupRuleFields.superRefine(requireFixedCurrency);
export type TMarkupRule = z.infer<typeof ZMarkupRule>;

export const ZSiteConfig = z
  .object({
    agency_details: ZAgencyDetails,
    subdomain: z.string(),
    agency_id: z.coerce.number(),
    user_id: z.coerce.number().nullish(),
    /** The partner: an id, or an object carrying id, name and vendor_type. */
    partner: z.union([z.coerce.number(), z.object({ id: z.coerce.number() }).passthrough()]).nullish(),
    vendor_type: z.enum(['default', 'b2b-whiteLabel']).nullish(),
    allowed_modes: z.array(ZAllowedMode).default([]),
    offline_inventory_enabled: z.boolean().default(false),
    browser_tab_header: nullableString,
    meta: nullableString,
    meta_description: nullableString,
    tagline: nullableString,
    tagline_color: nullableString,
    testimonials_set: z.array(ZTestimonial).default([]),
    customercare_set: z.array(ZCustomerCare).default([]),
    payment_gateway_provider: nullableString,
    payment_gateway_details: z.record(z.string(), z.unknown()).nullish(),
    voucher_notes: nullableString,
    discount_config: z.array(z.record(z.string(), z.unknown())).nullish(),
    taxconfig_set: z.array(z.record(z.string(), z.unknown())).default([]),
    invite_only: z.boolean().default(false),
    show_banner: z.boolean().default(false),
    show_top_dest: z.boolean().default(false),
    show_non_refundable_items: z
      .object({ hotel: z.boolean().default(true) })
      .passthrough()
      .default({ hotel: true }),
    search_form: z.enum(['new', 'old']).nullish(),
    charge_cancellation_fee: z.boolean().default(false),
    provider_configuration: z.array(ZProviderConfiguration).default([]),
    hide_branding: z.boolean().default(false),
    hide_copyright: z.boolean().nullish(),
    hide_payment_gateway: z.boolean().nullish(),
    uibuilder: z
      .object({ status: z.boolean().default(false), uiElementList: z.array(ZUiElement).default([]) })
      .passthrough()
      .nullish(),
    fe_config: z
      .object({
        chatbot: z
          .object({ enabled: z.boolean().default(false), name: nullableString, id: nullableString })
          .passthrough()
          .nullish(),
        fb_pixel_id: nullableString,
        google_tag_id: nullableString,
        beamer_id: nullableString,
        bypass_same_site_attribute: z.boolean().nullish(),
        mobile_configuration: z.record(z.string(), z.unknown()).nullish(),
        /** Sign-in password transport cipher (spec §5 "configured key and iv"; lib/auth/password-cipher.ts). */
        password_encryption: z
          .object({ key: z.string(), iv: z.string() })
          .passthrough()
          .nullish()
          .catch(null),
      })
      .passthrough()
      .nullish(),
    pricing_option: z.object({ id: z.coerce.number() }).passthrough().nullish(),
    pricing_configuration: z.record(z.string(), z.number()).nullish(),
    /** The agency's markup rules by mode, destination and supplier (see ZMarkupRule); server-side only. */
    markup_rules: z.array(ZMarkupRule).nullish(),
    topdestinations_set: z.array(ZTopDestination).default([]),
    no_booking: z.boolean().default(false),
    hide_search_form: z.boolean().default(false),
    feature_configuration: z.array(ZFeatureFlag).default([]),
    websiteimages_set: z.array(ZWebsiteImage).default([]),
    sitelink_set: z.array(ZSiteLink).default([]),
    authorization_header: nullableString,
    main_button_color: nullableString,
    /** Optional brand palette beyond the main button colour. */
    theme: z
      .object({
        primary_color: nullableString,
        secondary_color: nullableString,
        text_color: nullableString,
        font_family: nullableString,
      })
      .passthrough()
      .nullish(),
    about_us: nullableString,
    updates: nullableString,
    /** The disclaimer consent's text (spec §2 dialog 9, agency 676); plain text, default the product's. */
    disclaimer_text: nullableString,
    /** The contact modal's airline reservations phone (spec §2 dialog 10, agency 2732); default the customer-care number. */
    airline_reservations_phone: nullableString,
    /** Named agency capabilities set explicitly (see lib/tenant/capabilities). */
    capabilities: z.array(z.string()).nullish(),
    /** Structured-data extras for the agency (postal address, same-as links…). */
    organization: z.record(z.string(), z.unknown()).nullish(),
    /** The agency's terms, privacy and cancellation texts (see ZSiteLegal). */
    legal: ZSiteLegal.nullish(),
    /** The widgets the agency embeds elsewhere (see ZSiteWidget). */
    widgets: z.array(ZSiteWidget).default([]),
    /**
     * The languages the site offers (issue 31), BCP 47 tags of shipped locales (i18n/locales.ts);
     * unknown tags are ignored. Absent: en-GB only, as every site before.
     */
    locales: z.array(z.string()).nullish(),
    /** The language of the site's unprefixed addresses; default the first of `locales`, else en-GB. */
    default_locale: nullableString,
    /**
     * The agency's texts per language, by locale tag (`fr-FR`): see ZSiteTexts. Tags of locales the
     * platform does not ship, or the site does not offer, are ignored (lib/tenant/site-translations.ts).
     */
    translations: z.record(z.string(), ZSiteTexts).nullish(),
  })
  .passthrough();

export type TSiteConfig = z.infer<typeof ZSiteConfig>;
export type TSiteConfigInput = z.input<typeof ZSiteConfig>;

/** POST v1/get_webconfig: body data{subdomain}. */
export const ZGetWebconfigRequest = z.object({ data: z.object({ subdomain: z.string().min(1) }) });
