import type { Locale } from '@/i18n/locales';
import {
  type ImageCategory,
  LINK_TYPES,
  type LinkType,
  type TMarkupRule,
  type TSiteConfig,
} from '@/lib/contract/site-config';
import { HOTEL_SOURCES } from '@/lib/reference/hotel-sources';
import { isPrototypeKey } from '@/lib/security/prototype-keys';
import { type Capability, hidesPaymentGateway, resolveCapabilities } from './capabilities';
import { siteLocales } from './site-locales';
import { type SiteTranslations, siteTranslations } from './site-translations';
import { readableOn, safeColour } from './theme';
import { type SiteWidget, siteWidgets } from './widgets';

/**
 * The per-agency working configuration of spec §3, made from the site configuration by one pure
 * function. Every screen reads this, never the raw response.
 */

export type VendorType = 'default' | 'b2b-whiteLabel';

export interface ModeEntry {
  type: string;
  display_name: string;
  image: string | null;
  order: number;
}

export interface ImageEntry {
  image_url: string;
  image_type: string | null;
}

export interface LinkEntry {
  caption: string;
  redirection_url: string;
}

export interface CustomerCare {
  phone: string | null;
  email: string | null;
  contactText: string | null;
  /** Every entry as received, in order (a site may list several numbers). */
  entries: { type: string; value: string }[];
}

export interface Theme {
  primary: string;
  onPrimary: string;
  secondary: string;
  text: string;
  taglineColor: string;
  fontFamily: string | null;
}

export interface FeatureFlag {
  is_enabled: boolean;
}

export const NAMED_FEATURES = [
  'IS_SOTC',
  'IS_THOMAS_COOK',
  'IS_ENTERPRISE',
  'AUTHENTICATE_VIA_OAUTH_FOR_USER',
  'AUTHENTICATION_VIA_OTP',
] as const;

export interface UiBuilderElement {
  section: string;
  type: string;
  subCategory: string | null;
  css: Record<string, unknown>;
  content: Record<string, unknown>;
}

export interface WorkingConfig {
  theme: Theme;
  pricingConfiguration: Record<string, number>;
  /**
   * The agency's markup rules (markup_rules, see ZMarkupRule), as configured: lib/pricing reads them.
   * Empty on the storefront, whose configuration is the public projection.
   */
  markupRules: TMarkupRule[];
  vendorType: VendorType;
  vendorName: string;
  logo: string | null;
  favIcon: string | null;
  agency_id: number;
  agent_id: number | null;
  agency_name: string;
  agency_details: TSiteConfig['agency_details'];
  partner: number | null;
  subdomain: string;
  origin: string | null;
  nationality: string | null;
  currency: string | null;
  invoice_currency: string | null;
  paymentGatewayProvider: string | null;
  paymentGatewayDetails: Record<string, unknown>;
  discountCodes: Record<string, unknown>[];
  voucherNotes: string | null;
  modesEnabled: ModeEntry[];
  featuresEnabled: Record<string, FeatureFlag>;
  providerConfiguration: { bit_type: string; sub_type: string | null; providers: string[] }[];
  hotelSource: string[];
  topDestinations: TSiteConfig['topdestinations_set'];
  show_top_dest: boolean;
  show_banner: boolean;
  banners: ImageEntry[];
  testimonials: TSiteConfig['testimonials_set'];
  certificates: ImageEntry[];
  about_us: string | null;
  /** The agency's own legal texts (raw HTML, sanitised where rendered); null: the generic template. */
  legal: { terms: string | null; privacy: string | null; cancellation: string | null };
  /** The widgets other sites may embed (lib/tenant/widgets.ts). */
  widgets: SiteWidget[];
  /** The languages the site offers, its default first (lib/tenant/site-locales.ts). */
  locales: Locale[];
  defaultLocale: Locale;
  /**
   * The agency's texts in its other languages (lib/tenant/site-translations.ts); the fields above
   * are its default language's. lib/tenant/localize.ts gives a configuration in one language.
   */
  translations: SiteTranslations;
  updates: string | null;
  /** The disclaimer consent's own text (plain, at most 4000 characters); null: the product's default. */
  disclaimerText: string | null;
  /** The contact modal's phone (spec §2 dialog 10): the airline reservations number, else customer care. */
  airlineReservationsPhone: string | null;
  customer_care: CustomerCare;
  links: Record<LinkType, LinkEntry[]>;
  meta: string | null;
  meta_description: string | null;
  browserTabHeader: string;
  backgrounds: { homepage: ImageEntry | null; mobile: ImageEntry | null };
  secondary_background: ImageEntry | null;
  loaderImage: string | null;
  tagline: string | null;
  taglineColor: string;
  charge_cancellation_fee: boolean;
  offline_inventory_enabled: boolean;
  show_non_refundable_hotels: boolean;
  booking_disabled: boolean;
  invitationOnly: boolean;
  hide_pg: boolean;
  hide_copy_right: boolean;
  hide_branding: boolean;
  hide_search_form: boolean;
  searchFormStyle: 'new' | 'old';
  pricingOption: number;
  /** pricingOption 1 shows a price-inclusive label. */
  showPriceInclusiveLabel: boolean;
  taxconfig_set: Record<string, unknown>[];
  /** The site serves agents (b2b white label) rather than consumers. */
  agent: boolean;
  isMobile: boolean;
  isDevice: boolean;
  authHeader: string | null;
  grn_token: string | null;
  bypassSameSiteAttribute: boolean;
  noCodeRender: boolean;
  uiBuilder: UiBuilderElement[];
  customUI: boolean;
  mobileConfiguration: Record<string, unknown>;
  chatbot: { enabled: boolean; name: string | null; id: string | null };
  beamer_id: string | null;
  fb_pixel_id: string | null;
  gTagId: string | null;
  AUTHENTICATE_VIA_OAUTH_FOR_USER: boolean;
  AUTHENTICATION_VIA_OTP: boolean;
  /** The two named tour-operator variants (spec §2, §6). */
  isTourOperatorVariant: boolean;
  capabilities: Capability[];
  organization: Record<string, unknown>;
}

/** Pricing factors default to 1 (spec §9). */
export const DEFAULT_PRICING_CONFIGURATION: Readonly<Record<string, number>> = {
  hotel: 1,
  activity: 1,
  transfer: 1,
  flight: 1,
  package: 1,
};
export const DEFAULT_PRICING_OPTION = 1;
/** Organised packages sort at 7 in the mode menu when the configuration gives them no order (§9). */
export const ORGANISED_PACKAGES_ORDER = 7;
export const DEFAULT_PRIMARY = '#0b5cad';
export const DEFAULT_TEXT = '#1f2937';
export const DEFAULT_TAGLINE_COLOR = '#ffffff';

export interface WorkingConfigContext {
  /** ISO 3166 alpha-2 → ISO 4217 (spec §3's fixed map). */
  currencyForCountry: (countryCode: string) => string | null;
}

const images = (cfg: TSiteConfig, category: ImageCategory): ImageEntry[] =>
  cfg.websiteimages_set
    .filter((i) => i.category === category)
    .map((i) => ({ image_url: i.image_url, image_type: i.image_type ?? null }));

const firstImage = (cfg: TSiteConfig, category: ImageCategory): ImageEntry | null =>
  images(cfg, category)[0] ?? null;

const isLinkType = (type: string): type is LinkType => (LINK_TYPES as readonly string[]).includes(type);

/**
 * Links grouped by type, in the order received. Entries without an address are dropped, so the
 * first item of a social list always has a redirection_url (the footer shows a social icon only
 * when that first link exists); unknown types are ignored.
 */
function linksByType(cfg: TSiteConfig): Record<LinkType, LinkEntry[]> {
  const links = Object.fromEntries(LINK_TYPES.map((t) => [t, [] as LinkEntry[]])) as Record<
    LinkType,
    LinkEntry[]
  >;
  for (const l of cfg.sitelink_set) {
    const redirection_url = l.redirection_url.trim();
    if (isLinkType(l.type) && redirection_url)
      links[l.type].push({ caption: l.caption.trim(), redirection_url });
  }
  return links;
}

function customerCare(cfg: TSiteConfig): CustomerCare {
  // Blank values count as not configured: the footer shows support details only when present.
  const entries = cfg.customercare_set
    .map((c) => ({ type: c.type, value: c.value.trim() }))
    .filter((c) => c.value !== '');
  const find = (type: string) => entries.find((c) => c.type === type)?.value ?? null;
  return {
    phone: find('customer_care_number'),
    email: find('customer_care_email'),
    contactText: find('contact_us_text'),
    entries,
  };
}

function features(cfg: TSiteConfig): Record<string, FeatureFlag> {
  const out: Record<string, FeatureFlag> = {};
  for (const name of NAMED_FEATURES) out[name] = { is_enabled: false };
  for (const f of cfg.feature_configuration) {
    // A feature named '__proto__' would replace the object's prototype (every unknown feature then
    // reads as that entry): such names are no features.
    if (!isPrototypeKey(f.name)) out[f.name] = { is_enabled: f.is_enabled };
  }
  return out;
}

const partnerId = (p: TSiteConfig['partner']): number | null =>
  p == null ? null : typeof p === 'number' ? p : p.id;

/** Enabled modes without stay2 (spec §1), ordered by `order`; ties keep the order received. */
function enabledModes(cfg: TSiteConfig): ModeEntry[] {
  return cfg.allowed_modes
    .filter((m) => m.enabled && m.type !== 'stay2')
    .map((m) => ({
      type: m.type,
      display_name: m.display_name,
      image: m.image ?? null,
      order: m.order ?? (m.type === 'static_packages_type' ? ORGANISED_PACKAGES_ORDER : 0),
    }))
    .sort((a, b) => a.order - b.order);
}

/** Pricing factors: all 1 (spec §9) unless the site sets a positive number for one. */
function pricingConfiguration(cfg: TSiteConfig): Record<string, number> {
  const out: Record<string, number> = { ...DEFAULT_PRICING_CONFIGURATION };
  for (const [key, value] of Object.entries(cfg.pricing_configuration ?? {})) {
    if (Number.isFinite(value) && value > 0) out[key] = value;
  }
  return out;
}

/** Hotel sources of §9, narrowed to the hotel providers the site configures when it lists any. */
function hotelSources(cfg: TSiteConfig): string[] {
  const configured = cfg.provider_configuration
    .filter((p) => p.bit_type === 'hotel')
    .flatMap((p) => p.providers)
    .map((p) => p.trim().toLowerCase());
  const known = HOTEL_SOURCES.filter((s) => configured.includes(s));
  return known.length > 0 ? known : [...HOTEL_SOURCES];
}

/** A string field sent outside the typed schema (passthrough), or null. */
const extraString = (cfg: TSiteConfig, key: string): string | null => {
  const v = (cfg as Record<string, unknown>)[key];
  return typeof v === 'string' && v.trim() ? v.trim() : null;
};

const vendorTypeOf = (cfg: TSiteConfig): VendorType => {
  if (cfg.vendor_type) return cfg.vendor_type;
  const fromPartner = typeof cfg.partner === 'object' && cfg.partner ? cfg.partner.vendor_type : undefined;
  return fromPartner === 'b2b-whiteLabel' ? 'b2b-whiteLabel' : 'default';
};

export function toWorkingConfig(cfg: TSiteConfig, ctx: WorkingConfigContext): WorkingConfig {
  const capabilities = resolveCapabilities(cfg.agency_id, cfg.capabilities ?? []);
  const featuresEnabled = features(cfg);
  const country = cfg.agency_details.details.country?.toUpperCase() || null;
  // Colours come from configuration: anything but a plain hex colour falls back to the default.
  const primary = safeColour(cfg.theme?.primary_color, safeColour(cfg.main_button_color, DEFAULT_PRIMARY));
  const taglineColor = safeColour(cfg.tagline_color, DEFAULT_TAGLINE_COLOR);
  const vendorType = vendorTypeOf(cfg);
  const pricingOption = cfg.pricing_option?.id ?? DEFAULT_PRICING_OPTION;
  const fe = cfg.fe_config ?? {};
  const languages = siteLocales(cfg);
  const grnFromProviders = cfg.provider_configuration.find(
    (p) => p.bit_type === 'hotel' && typeof p.grn_token === 'string',
  )?.grn_token as string | undefined;

  return {
    theme: {
      primary,
      onPrimary: readableOn(primary),
      secondary: safeColour(cfg.theme?.secondary_color, primary),
      text: safeColour(cfg.theme?.text_color, DEFAULT_TEXT),
      taglineColor,
      fontFamily: cfg.theme?.font_family?.trim() || null,
    },
    pricingConfiguration: pricingConfiguration(cfg),
    markupRules: cfg.markup_rules ?? [],
    vendorType,
    vendorName: cfg.agency_details.name,
    logo: firstImage(cfg, 'company_logo')?.image_url ?? null,
    favIcon: firstImage(cfg, 'favicon')?.image_url ?? null,
    agency_id: cfg.agency_id,
    agent_id: cfg.user_id ?? null,
    agency_name: cfg.agency_details.name,
    agency_details: cfg.agency_details,
    partner: partnerId(cfg.partner),
    subdomain: cfg.subdomain,
    origin: country,
    nationality: country,
    // Antarctica maps to '' (spec §3): no currency, like an unknown country.
    currency: (country && ctx.currencyForCountry(country)) || null,
    invoice_currency: cfg.agency_details.details.invoice_currency ?? null,
    paymentGatewayProvider: cfg.payment_gateway_provider ?? null,
    paymentGatewayDetails: cfg.payment_gateway_details ?? {},
    discountCodes: cfg.discount_config ?? [],
    voucherNotes: cfg.voucher_notes?.trim() || null,
    modesEnabled: enabledModes(cfg),
    featuresEnabled,
    providerConfiguration: cfg.provider_configuration.map((p) => ({
      bit_type: p.bit_type,
      sub_type: p.sub_type ?? null,
      providers: [...p.providers],
    })),
    hotelSource: hotelSources(cfg),
    topDestinations: cfg.topdestinations_set,
    show_top_dest: cfg.show_top_dest,
    show_banner: cfg.show_banner,
    banners: images(cfg, 'banner_image'),
    testimonials: cfg.testimonials_set,
    certificates: images(cfg, 'certification_logo'),
    about_us: cfg.about_us?.trim() || null,
    legal: {
      terms: cfg.legal?.terms_html?.trim() || null,
      privacy: cfg.legal?.privacy_html?.trim() || null,
      cancellation: cfg.legal?.cancellation_html?.trim() || null,
    },
    widgets: siteWidgets(cfg),
    ...languages,
    translations: siteTranslations(cfg, languages.locales),
    updates: cfg.updates?.trim() || null,
    disclaimerText: cfg.disclaimer_text?.trim().slice(0, 4000) || null,
    airlineReservationsPhone: cfg.airline_reservations_phone?.trim() || customerCare(cfg).phone,
    customer_care: customerCare(cfg),
    links: linksByType(cfg),
    meta: cfg.meta?.trim() || null,
    meta_description: cfg.meta_description?.trim() || null,
    browserTabHeader: cfg.browser_tab_header?.trim() || cfg.agency_details.name,
    backgrounds: {
      homepage: firstImage(cfg, 'homepage_background'),
      mobile: firstImage(cfg, 'mobile_background'),
    },
    secondary_background: firstImage(cfg, 'secondary_background'),
    loaderImage: firstImage(cfg, 'loader_image')?.image_url ?? null,
    tagline: cfg.tagline?.trim() || null,
    taglineColor,
    charge_cancellation_fee: cfg.charge_cancellation_fee,
    offline_inventory_enabled: cfg.offline_inventory_enabled,
    show_non_refundable_hotels: cfg.show_non_refundable_items.hotel,
    booking_disabled: cfg.no_booking,
    invitationOnly: cfg.invite_only,
    hide_pg: hidesPaymentGateway(cfg),
    hide_copy_right: cfg.hide_copyright === true || (cfg as Record<string, unknown>).hideCopyRight === true,
    hide_branding: cfg.hide_branding,
    hide_search_form: cfg.hide_search_form,
    searchFormStyle: cfg.search_form ?? 'new',
    pricingOption,
    showPriceInclusiveLabel: pricingOption === 1,
    taxconfig_set: cfg.taxconfig_set,
    agent: vendorType === 'b2b-whiteLabel',
    isMobile: false,
    isDevice: false,
    authHeader: cfg.authorization_header ?? null,
    grn_token: extraString(cfg, 'grn_token') ?? grnFromProviders ?? null,
    bypassSameSiteAttribute: fe.bypass_same_site_attribute === true,
    noCodeRender: cfg.uibuilder?.status === true,
    uiBuilder: (cfg.uibuilder?.uiElementList ?? []).map((e) => ({
      section: e.section,
      type: e.type,
      subCategory: e.subCategory ?? null,
      css: e.css ?? {},
      content: e.content ?? {},
    })),
    customUI: capabilities.includes('customUI'),
    mobileConfiguration: fe.mobile_configuration ?? {},
    chatbot: {
      enabled: fe.chatbot?.enabled === true,
      name: fe.chatbot?.name ?? null,
      id: fe.chatbot?.id ?? null,
    },
    beamer_id: fe.beamer_id ?? null,
    fb_pixel_id: fe.fb_pixel_id ?? null,
    gTagId: fe.google_tag_id ?? null,
    AUTHENTICATE_VIA_OAUTH_FOR_USER: featuresEnabled.AUTHENTICATE_VIA_OAUTH_FOR_USER?.is_enabled === true,
    AUTHENTICATION_VIA_OTP: featuresEnabled.AUTHENTICATION_VIA_OTP?.is_enabled === true,
    isTourOperatorVariant:
      featuresEnabled.IS_SOTC?.is_enabled === true || featuresEnabled.IS_THOMAS_COOK?.is_enabled === true,
    capabilities,
    organization: cfg.organization ?? {},
  };
}

/** True when the feature named in feature_configuration is on. */
export const isFeatureOn = (wc: WorkingConfig, name: string): boolean =>
  wc.featuresEnabled[name]?.is_enabled === true;
export const hasCapability = (wc: WorkingConfig, c: Capability): boolean => wc.capabilities.includes(c);
