import { z } from 'zod';
import { readSiteConfig } from '@/lib/contract/site-config-reader';

/**
 * The public site configuration: what a browser needs to draw an agency's site (theme, texts,
 * images, links, modes, display switches, sign-in switches, public tracking ids) and nothing else.
 * One pure function, applied wherever the configuration leaves the server: the built-in backend's
 * answers to `v1/get_webconfig` and `api/b2b/webconfig/`, the contract mount that forwards those
 * calls to an external Travel API, and the storefront's working configuration (which is made from
 * this projection, so no page or client component ever holds more).
 *
 * Never in it: discount codes (checked server-side by put_itinerary's apply_discount), pricing
 * factors, tax configuration, payment gateway provider and details, voucher notes, supplier and
 * provider settings (grn tokens), the OAuth provider settings, the authorization header and the
 * password transport key (the site's server encrypts the sign-in password: lib/client/bff.ts).
 * Server code that needs those reads the full configuration through lib/client/server-site-config.ts.
 *
 * Every field is read on its own: a wrong one is left out (the readers give it its default), never
 * fails the whole answer. Unknown keys are dropped at every depth (zod objects strip them).
 */

const opt = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);
const text = opt(z.string().nullable());
const flag = opt(z.boolean().nullable());
const num = opt(z.coerce.number().nullable());
/** A list read item by item: a bad item is dropped, the rest kept. */
const listOf = <T extends z.ZodType>(item: T) =>
  opt(
    z.array(z.unknown()).transform((items) =>
      items.flatMap((i) => {
        const r = item.safeParse(i);
        return r.success ? [r.data as z.infer<T>] : [];
      }),
    ),
  );

const ZPublicAgencyDetails = z.object({
  name: z.string(),
  details: opt(
    z.object({
      country: text,
      invoice_currency: text,
      code: text,
      mobile_number: text,
      email: text,
    }),
  ),
});

const ZPublicOrganization = z.object({
  legalName: text,
  alternateName: text,
  foundingDate: text,
  address: opt(
    z.object({
      streetAddress: text,
      addressLocality: text,
      addressRegion: text,
      postalCode: text,
      addressCountry: text,
    }),
  ),
  sameAs: opt(z.array(z.string())),
});

const ZPublicLegal = z.object({ terms_html: text, privacy_html: text, cancellation_html: text });

const ZPublicSiteTexts = z.object({
  tagline: text,
  about_us: text,
  legal: opt(ZPublicLegal),
  disclaimer_text: text,
  meta_description: text,
  updates: text,
  builder: opt(z.record(z.string(), z.object({ textContent: text, linkContent: text }))),
  modes: opt(z.record(z.string(), text)),
  links: opt(z.record(z.string(), text)),
  browser_tab_header: text,
  top_destinations: opt(z.record(z.string(), z.object({ name: text, description: text }))),
  testimonials: opt(z.record(z.string(), z.object({ text: text, designation: text }))),
});

export const ZPublicSiteConfig = z.object({
  agency_details: opt(ZPublicAgencyDetails),
  subdomain: text,
  agency_id: num,
  partner: num,
  vendor_type: opt(z.enum(['default', 'b2b-whiteLabel']).nullable()),
  allowed_modes: listOf(
    z.object({
      order: num,
      display_name: z.string(),
      enabled: flag,
      type: z.string(),
      image: text,
    }),
  ),
  offline_inventory_enabled: flag,
  browser_tab_header: text,
  meta: text,
  meta_description: text,
  tagline: text,
  tagline_color: text,
  testimonials_set: listOf(
    z.object({
      name: z.string(),
      text: z.string(),
      designation: text,
      image_url: text,
      rating: num,
    }),
  ),
  customercare_set: listOf(z.object({ type: z.string(), value: z.string() })),
  invite_only: flag,
  show_banner: flag,
  show_top_dest: flag,
  show_non_refundable_items: opt(z.object({ hotel: flag })),
  search_form: opt(z.enum(['new', 'old']).nullable()),
  charge_cancellation_fee: flag,
  hide_branding: flag,
  hide_copyright: flag,
  hide_payment_gateway: flag,
  uibuilder: opt(
    z.object({
      status: flag,
      uiElementList: listOf(
        z.object({
          section: z.string(),
          type: z.string(),
          subCategory: text,
          css: opt(z.record(z.string(), z.unknown()).nullable()),
          content: opt(z.record(z.string(), z.unknown()).nullable()),
        }),
      ),
    }),
  ),
  fe_config: opt(
    z.object({
      chatbot: opt(z.object({ enabled: flag, name: text, id: text })),
      fb_pixel_id: text,
      google_tag_id: text,
      beamer_id: text,
    }),
  ),
  /** Only which price label to show (1: price-inclusive); the pricing rules stay on the server. */
  pricing_option: opt(z.object({ id: z.coerce.number() })),
  topdestinations_set: listOf(
    z.object({
      name: z.string(),
      image_url: text,
      description: text,
      search_text: text,
    }),
  ),
  no_booking: flag,
  hide_search_form: flag,
  feature_configuration: listOf(z.object({ name: z.string(), is_enabled: z.boolean() })),
  websiteimages_set: listOf(z.object({ category: z.string(), image_url: z.string(), image_type: text })),
  sitelink_set: listOf(z.object({ type: z.string(), caption: text, redirection_url: z.string() })),
  main_button_color: text,
  theme: opt(
    z.object({
      primary_color: text,
      secondary_color: text,
      text_color: text,
      font_family: text,
    }),
  ),
  about_us: text,
  updates: text,
  disclaimer_text: text,
  airline_reservations_phone: text,
  capabilities: opt(z.array(z.string())),
  organization: opt(ZPublicOrganization),
  legal: opt(ZPublicLegal),
  widgets: listOf(
    z.object({ widget_id: z.string(), app_id: z.string(), allowed_origins: opt(z.array(z.string())) }),
  ),
  /** The languages the site offers and its default (lib/tenant/site-locales.ts). */
  locales: listOf(z.string()),
  default_locale: text,
  /** The agency's own texts per language: the same public texts as the base fields above. */
  translations: opt(z.record(z.string(), ZPublicSiteTexts)),
});
export type TPublicSiteConfig = z.infer<typeof ZPublicSiteConfig>;

/** Drops undefined members (what `catch(undefined)` and absent fields leave), recursively. */
function withoutUndefined(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutUndefined);
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) if (v !== undefined) out[k] = withoutUndefined(v);
  return out;
}

const record = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/**
 * The public projection of a site configuration as received (any shape). The partner becomes its
 * id; a vendor type given only on the partner object, and `hideCopyRight`, are carried over to
 * their own fields.
 */
export function toPublicSiteConfig(raw: unknown): TPublicSiteConfig {
  const cfg = record(raw);
  const partner = cfg.partner;
  const partnerObject = record(partner);
  const input = {
    ...cfg,
    partner: partner !== null && typeof partner === 'object' ? partnerObject.id : partner,
    vendor_type: cfg.vendor_type ?? partnerObject.vendor_type,
    hide_copyright: cfg.hide_copyright ?? cfg.hideCopyRight,
  };
  const parsed = ZPublicSiteConfig.safeParse(input);
  return (parsed.success ? withoutUndefined(parsed.data) : {}) as TPublicSiteConfig;
}

/**
 * A configuration as an API sent it → read field by field first (lib/contract/site-config-reader: the
 * spec's other shapes become ours), then projected: the projection knows only our shapes, and would
 * otherwise drop a field a foreign API spells differently.
 */
function publicOf(raw: unknown, site: string): TPublicSiteConfig {
  return toPublicSiteConfig(readSiteConfig(raw, site)?.config ?? raw);
}

/** Contract paths whose answers are a site configuration (spec §7). */
const WEBCONFIG_PATH = /^(v1\/get_webconfig|api\/b2b\/webconfig)\/?$/;
export const isSiteConfigPath = (path: string): boolean => WEBCONFIG_PATH.test(path.replace(/^\/+/, ''));

/**
 * The projected answer of a site configuration call, or null when `path` is not one (the response
 * is then left untouched). `v1/get_webconfig` answers `{ data, errors }`; `api/b2b/webconfig/` the
 * configuration itself. An answer that is not JSON becomes `{ data: null, errors }` (status kept).
 */
export async function projectSiteConfigResponse(
  path: string,
  response: Response,
  site: string,
): Promise<Record<string, unknown> | null> {
  if (!isSiteConfigPath(path)) return null;
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    return { data: null, errors: { message: 'Sorry we are unable to fetch site details.' } };
  }
  const body = record(json);
  if (path.replace(/^\/+/, '').startsWith('v1/')) {
    return { data: body.data ? publicOf(body.data, site) : null, errors: body.errors ?? null };
  }
  if (!response.ok) return { data: null, errors: body.errors ?? null, message: body.message ?? null };
  return publicOf(body, site) as Record<string, unknown>;
}
