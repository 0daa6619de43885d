/**
 * The rest of the site configuration in the console (issue 32 item 1), grouped as an agency thinks:
 * each field names its configuration path and how it is edited. Lists and records the agency writes
 * as JSON (modes, links, builder elements, legal texts, translations, taxes, discount codes, gateway
 * details…), the rest as switches, lines and texts. Brand and markups have their own sections
 * (brand-draft.ts, markup-draft.ts); the site's identity (subdomain, agency_id) is never offered.
 * Everything is checked on the server by the schema of `npm run tenant:upsert`. Pure.
 */

type Config = Record<string, unknown>;

export type FieldKind = 'boolean' | 'text' | 'longtext' | 'number' | 'json' | 'flag';

export interface ConfigField {
  /** The message key of its label and hint (ConsoleGroups.json `field.<key>`). */
  key: string;
  /** Its configuration path; a `flag` is the feature_configuration entry named path[0]. */
  path: readonly string[];
  kind: FieldKind;
}

export interface ConfigGroup {
  id: string;
  fields: readonly ConfigField[];
}

const f = (key: string, path: string, kind: FieldKind): ConfigField => ({ key, path: path.split('.'), kind });

export const CONFIG_GROUPS: readonly ConfigGroup[] = [
  {
    id: 'agency',
    fields: [
      f('agencyName', 'agency_details.name', 'text'),
      f('agencyEmail', 'agency_details.details.email', 'text'),
      f('agencyDialCode', 'agency_details.details.code', 'text'),
      f('agencyPhone', 'agency_details.details.mobile_number', 'text'),
      f('agencyCountry', 'agency_details.details.country', 'text'),
      f('invoiceCurrency', 'agency_details.details.invoice_currency', 'text'),
      f('airlinePhone', 'airline_reservations_phone', 'text'),
      f('organization', 'organization', 'json'),
    ],
  },
  {
    id: 'home',
    fields: [
      f('showTopDestinations', 'show_top_dest', 'boolean'),
      f('topDestinations', 'topdestinations_set', 'json'),
      f('testimonials', 'testimonials_set', 'json'),
      f('hideSearchForm', 'hide_search_form', 'boolean'),
      f('browserTab', 'browser_tab_header', 'text'),
      f('meta', 'meta', 'text'),
      f('metaDescription', 'meta_description', 'longtext'),
      f('aboutUs', 'about_us', 'longtext'),
      f('updates', 'updates', 'longtext'),
    ],
  },
  {
    id: 'modes',
    fields: [
      f('modes', 'allowed_modes', 'json'),
      f('offlineInventory', 'offline_inventory_enabled', 'boolean'),
      f('nonRefundableHotels', 'show_non_refundable_items.hotel', 'boolean'),
      f('providers', 'provider_configuration', 'json'),
      f('searchForm', 'search_form', 'text'),
      f('capabilities', 'capabilities', 'json'),
    ],
  },
  {
    id: 'pages',
    fields: [
      f('links', 'sitelink_set', 'json'),
      f('customerCare', 'customercare_set', 'json'),
      f('hideBranding', 'hide_branding', 'boolean'),
      f('hideCopyright', 'hide_copyright', 'boolean'),
      f('widgets', 'widgets', 'json'),
    ],
  },
  { id: 'builder', fields: [f('builder', 'uibuilder', 'json')] },
  {
    id: 'legal',
    fields: [
      f('legal', 'legal', 'json'),
      f('disclaimer', 'disclaimer_text', 'longtext'),
      f('voucherNotes', 'voucher_notes', 'longtext'),
    ],
  },
  {
    id: 'languages',
    fields: [
      f('locales', 'locales', 'json'),
      f('defaultLocale', 'default_locale', 'text'),
      f('translations', 'translations', 'json'),
    ],
  },
  {
    id: 'pricing',
    fields: [
      f('pricingOption', 'pricing_option.id', 'number'),
      f('taxes', 'taxconfig_set', 'json'),
      f('cancellationFee', 'charge_cancellation_fee', 'boolean'),
    ],
  },
  { id: 'discounts', fields: [f('discountCodes', 'discount_config', 'json')] },
  {
    id: 'payments',
    fields: [
      f('gateway', 'payment_gateway_provider', 'text'),
      f('gatewayDetails', 'payment_gateway_details', 'json'),
      f('hidePaymentGateway', 'hide_payment_gateway', 'boolean'),
      f('noBooking', 'no_booking', 'boolean'),
    ],
  },
  {
    id: 'chat',
    fields: [
      f('chatEnabled', 'fe_config.chatbot.enabled', 'boolean'),
      f('chatName', 'fe_config.chatbot.name', 'text'),
      f('chatId', 'fe_config.chatbot.id', 'text'),
      f('googleTag', 'fe_config.google_tag_id', 'text'),
      f('metaPixel', 'fe_config.fb_pixel_id', 'text'),
      f('beamer', 'fe_config.beamer_id', 'text'),
    ],
  },
  {
    id: 'access',
    fields: [
      f('inviteOnly', 'invite_only', 'boolean'),
      f('otp', 'AUTHENTICATION_VIA_OTP', 'flag'),
      f('oauth', 'AUTHENTICATE_VIA_OAUTH_FOR_USER', 'flag'),
    ],
  },
];

const record = (v: unknown): Config => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Config) : {});
const flags = (config: Config): Config[] =>
  Array.isArray(config.feature_configuration) ? (config.feature_configuration as unknown[]).map(record) : [];

/** The field's value in `config` (undefined when absent). */
export function readField(config: Config, field: ConfigField): unknown {
  if (field.kind === 'flag') return flags(config).find((x) => x.name === field.path[0])?.is_enabled === true;
  let at: unknown = config;
  for (const key of field.path) at = record(at)[key];
  return at;
}

/**
 * The draft with the field set (the draft given is unchanged); missing objects on the way are
 * created; an emptied text is null (the site's default).
 */
export function writeField(config: Config, field: ConfigField, value: unknown): Config {
  if (field.kind === 'flag') {
    const name = field.path[0];
    const others = flags(config).filter((x) => x.name !== name);
    return { ...config, feature_configuration: [...others, { name, is_enabled: value === true }] };
  }
  const v = typeof value === 'string' && value.trim() === '' ? null : value;
  const set = (node: Config, path: readonly string[]): Config => {
    const [head, ...rest] = path as [string, ...string[]];
    return { ...node, [head]: rest.length === 0 ? v : set(record(node[head]), rest) };
  };
  return set(config, field.path);
}

/** The configuration path the server's problems come under (`config.fe_config.chatbot.id`). */
export const problemPathOf = (field: ConfigField): string =>
  field.kind === 'flag' ? 'config.feature_configuration' : `config.${field.path.join('.')}`;

/** The server's problems of one field (its path and deeper), without the field's own path prefix. */
export function problemsOfField(problems: readonly string[], field: ConfigField): string[] {
  const path = problemPathOf(field);
  const mine = problems.filter((p) => p.startsWith(`${path}:`) || p.startsWith(`${path}.`));
  return [...new Set(mine.map((p) => (p.startsWith(`${path}:`) ? p.slice(path.length + 2) : p.slice(7))))];
}

/** Whether a problem belongs to one of these groups' fields (the form lists the rest on their own). */
export const isGroupProblem = (problem: string): boolean =>
  CONFIG_GROUPS.some((g) => g.fields.some((field) => problemsOfField([problem], field).length > 0));
