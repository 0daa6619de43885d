import type { ImageCategory, LinkType, TSiteConfig } from '@/lib/contract/site-config';
import { type Capability, resolveCapabilities } from './capabilities';

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
  updates: string | null;
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
export const HOTEL_SOURCES = ['grn', 'offline', 'tbo', 'hotelbeds'] as const;
const DEFAULT_PRIMARY = '#0b5cad';
const DEFAULT_TEXT = '#1f2937';

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

function linksByType(cfg: TSiteConfig): Record<LinkType, LinkEntry[]> {
  const links: Record<LinkType, LinkEntry[]> = {
    header: [],
    footer: [],
    instagram: [],
    facebook: [],
    twitter: [],
    linkedin: [],
    youtube: [],
  };
  for (const l of cfg.sitelink_set) {
    if (l.type in links) {
      links[l.type as LinkType].push({ caption: l.caption, redirection_url: l.redirection_url });
    }
  }
  return links;
}

function customerCare(cfg: TSiteConfig): CustomerCare {
  const find = (type: string) => cfg.customercare_set.find((c) => c.type === type)?.value?.trim() || null;
  return {
    phone: find('customer_care_number'),
    email: find('customer_care_email'),
    contactText: find('contact_us_text'),
    entries: cfg.customercare_set.map((c) => ({ type: c.type, value: c.value })),
  };
}

function features(cfg: TSiteConfig): Record<string, FeatureFlag> {
  const out: Record<string, FeatureFlag> = {};
  for (const name of NAMED_FEATURES) out[name] = { is_enabled: false };
  for (const f of cfg.feature_configuration) out[f.name] = { is_enabled: f.is_enabled };
  return out;
}

/** Black or white, whichever reads better on the given hex colour (WCAG relative luminance). */
export function readableOn(hex: string): '#000000' | '#ffffff' {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m?.[1]) return '#ffffff';
  const n = Number.parseInt(m[1], 16);
  const channel = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const lum = 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
  // Contrast against white vs against black; pick the larger.
  return (1.05 / (lum + 0.05) >= (lum + 0.05) / 0.05 ? '#ffffff' : '#000000');
}

const partnerId = (p: TSiteConfig['partner']): number | null =>
  p == null ? null : typeof p === 'number' ? p : p.id;

const vendorTypeOf = (cfg: TSiteConfig): VendorType => {
  if (cfg.vendor_type) return cfg.vendor_type;
  const fromPartner = typeof cfg.partner === 'object' && cfg.partner ? cfg.partner.vendor_type : undefined;
  return fromPartner === 'b2b-whiteLabel' ? 'b2b-whiteLabel' : 'default';
};

export function toWorkingConfig(cfg: TSiteConfig, ctx: WorkingConfigContext): WorkingConfig {
  const capabilities = resolveCapabilities(cfg.agency_id, cfg.capabilities ?? []);
  const featuresEnabled = features(cfg);
  const country = cfg.agency_details.details.country?.toUpperCase() || null;
  const primary = cfg.theme?.primary_color || cfg.main_button_color || DEFAULT_PRIMARY;
  const taglineColor = cfg.tagline_color || '#ffffff';
  const vendorType = vendorTypeOf(cfg);
  const pricingOption = cfg.pricing_option?.id ?? DEFAULT_PRICING_OPTION;
  const hotelProviders = cfg.provider_configuration.find((p) => p.bit_type === 'hotel')?.providers ?? [];
  const hotelSource = hotelProviders.filter((p) => (HOTEL_SOURCES as readonly string[]).includes(p));
  const fe = cfg.fe_config ?? {};

  return {
    theme: {
      primary,
      onPrimary: readableOn(primary),
      secondary: cfg.theme?.secondary_color || primary,
      text: cfg.theme?.text_color || DEFAULT_TEXT,
      taglineColor,
      fontFamily: cfg.theme?.font_family ?? null,
    },
    pricingConfiguration: { ...DEFAULT_PRICING_CONFIGURATION, ...(cfg.pricing_configuration ?? {}) },
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
    currency: country ? ctx.currencyForCountry(country) : null,
    invoice_currency: cfg.agency_details.details.invoice_currency ?? null,
    paymentGatewayProvider: cfg.payment_gateway_provider ?? null,
    paymentGatewayDetails: cfg.payment_gateway_details ?? {},
    discountCodes: cfg.discount_config ?? [],
    voucherNotes: cfg.voucher_notes ?? null,
    modesEnabled: cfg.allowed_modes
      .filter((m) => m.enabled && m.type !== 'stay2')
      .sort((a, b) => a.order - b.order)
      .map((m) => ({ type: m.type, display_name: m.display_name, image: m.image ?? null, order: m.order })),
    featuresEnabled,
    providerConfiguration: cfg.provider_configuration.map((p) => ({
      bit_type: p.bit_type,
      sub_type: p.sub_type ?? null,
      providers: p.providers,
    })),
    hotelSource: hotelSource.length > 0 ? hotelSource : ['offline'],
    topDestinations: cfg.topdestinations_set,
    show_top_dest: cfg.show_top_dest,
    show_banner: cfg.show_banner,
    banners: images(cfg, 'banner_image'),
    testimonials: cfg.testimonials_set,
    certificates: images(cfg, 'certification_logo'),
    about_us: cfg.about_us?.trim() || null,
    updates: cfg.updates?.trim() || null,
    customer_care: customerCare(cfg),
    links: linksByType(cfg),
    meta: cfg.meta ?? null,
    meta_description: cfg.meta_description ?? null,
    browserTabHeader: cfg.browser_tab_header?.trim() || cfg.agency_details.name,
    backgrounds: { homepage: firstImage(cfg, 'homepage_background'), mobile: firstImage(cfg, 'mobile_background') },
    secondary_background: firstImage(cfg, 'secondary_background'),
    loaderImage: firstImage(cfg, 'loader_image')?.image_url ?? null,
    tagline: cfg.tagline?.trim() || null,
    taglineColor,
    charge_cancellation_fee: cfg.charge_cancellation_fee,
    offline_inventory_enabled: cfg.offline_inventory_enabled,
    show_non_refundable_hotels: cfg.show_non_refundable_items.hotel,
    booking_disabled: cfg.no_booking,
    invitationOnly: cfg.invite_only,
    hide_pg: capabilities.includes('hidePaymentGateway') || cfg.hide_payment_gateway === true,
    hide_copy_right: cfg.hide_copyright === true,
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
    grn_token: cfg.provider_configuration.find((p) => p.bit_type === 'hotel' && typeof p.grn_token === 'string')
      ?.grn_token as string | null ?? null,
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
export const isFeatureOn = (wc: WorkingConfig, name: string): boolean => wc.featuresEnabled[name]?.is_enabled === true;
export const hasCapability = (wc: WorkingConfig, c: Capability): boolean => wc.capabilities.includes(c);
