/**
 * The rest of the site configuration in the console (issue 32 item 1), grouped as an agency thinks:
 * each field names its configuration path and how it is edited. Lists of simple records (links,
 * top destinations, testimonials, customer care, taxes, discount codes, certification logos) are
 * edited row by row, lists of words (languages, capabilities) a line each; nested structures (modes,
 * builder elements, legal texts, translations, gateway details…) as JSON; the rest as switches,
 * lines and texts. Brand and markups have their own sections
 * (brand-draft.ts, markup-draft.ts); the site's identity (subdomain, agency_id) is never offered.
 * Everything is checked on the server by the schema of `npm run tenant:upsert`. Pure.
 */

type Config = Record<string, unknown>;

export type FieldKind = 'boolean' | 'text' | 'longtext' | 'number' | 'json' | 'flag' | 'records' | 'lines';

/** One value of a record in a `records` field: its key, and how it is typed. */
export interface RecordColumn {
  /** Its key in the record, and its message key (ConsoleGroups.json `column.<key>`). */
  key: string;
  kind: 'text' | 'longtext' | 'number' | 'address' | 'choice' | 'switch';
  /** A choice's values (ConsoleGroups.json `option.<value>`). */
  options?: readonly string[];
}

export interface ConfigField {
  /** The message key of its label and hint (ConsoleGroups.json `field.<key>`). */
  key: string;
  /** Its configuration path; a `flag` is the feature_configuration entry named path[0]. */
  path: readonly string[];
  kind: FieldKind;
  /** A `records` field's columns. */
  columns?: readonly RecordColumn[];
  /** A `records` field that is part of a shared list: only the records with this key and value. */
  only?: { key: string; value: string };
}

export interface ConfigGroup {
  id: string;
  fields: readonly ConfigField[];
}

const f = (key: string, path: string, kind: FieldKind): ConfigField => ({ key, path: path.split('.'), kind });
const col = (key: string, kind: RecordColumn['kind'] = 'text', options?: readonly string[]): RecordColumn =>
  options ? { key, kind, options } : { key, kind };
const records = (
  key: string,
  path: string,
  columns: readonly RecordColumn[],
  only?: ConfigField['only'],
): ConfigField => ({ ...f(key, path, 'records'), columns, ...(only ? { only } : {}) });

/** How a tax or a discount is counted (lib/pricing/rules.ts reads both). */
const AMOUNT_TYPES = ['percent', 'fixed'] as const;
/** Where a link is shown (spec §3 sitelink_set types). */
const LINK_PLACES = ['header', 'footer', 'instagram', 'facebook', 'twitter', 'linkedin', 'youtube'] as const;
/** What a customer care entry is (spec §3 customercare_set types). */
const CARE_TYPES = ['customer_care_number', 'customer_care_email', 'contact_us_text'] as const;

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
      records('topDestinations', 'topdestinations_set', [
        col('name'),
        col('description'),
        col('search_text'),
        col('image_url', 'address'),
      ]),
      records('certificates', 'websiteimages_set', [col('image_url', 'address')], {
        key: 'category',
        value: 'certification_logo',
      }),
      records('testimonials', 'testimonials_set', [
        col('name'),
        col('designation'),
        col('text', 'longtext'),
        col('rating', 'number'),
        col('image_url', 'address'),
      ]),
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
      f('capabilities', 'capabilities', 'lines'),
    ],
  },
  {
    id: 'pages',
    fields: [
      records('links', 'sitelink_set', [
        col('type', 'choice', LINK_PLACES),
        col('caption'),
        col('redirection_url', 'address'),
      ]),
      records('customerCare', 'customercare_set', [col('type', 'choice', CARE_TYPES), col('value')]),
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
      f('locales', 'locales', 'lines'),
      f('defaultLocale', 'default_locale', 'text'),
      f('translations', 'translations', 'json'),
    ],
  },
  {
    id: 'pricing',
    fields: [
      f('pricingOption', 'pricing_option.id', 'number'),
      records('taxes', 'taxconfig_set', [
        col('name'),
        col('type', 'choice', AMOUNT_TYPES),
        col('value', 'number'),
        col('currency'),
      ]),
      f('cancellationFee', 'charge_cancellation_fee', 'boolean'),
    ],
  },
  {
    id: 'discounts',
    fields: [
      records('discountCodes', 'discount_config', [
        col('code'),
        col('type', 'choice', AMOUNT_TYPES),
        col('value', 'number'),
        col('currency'),
        col('active', 'switch'),
      ]),
    ],
  },
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

/** The field's value in `config` (undefined when absent); a `records` field's, only its own records. */
export function readField(config: Config, field: ConfigField): unknown {
  if (field.kind === 'flag') return flags(config).find((x) => x.name === field.path[0])?.is_enabled === true;
  if (field.kind === 'records' && field.only) {
    const { key, value } = field.only;
    return listAt(config, field).filter((r) => r[key] === value);
  }
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
  let v = typeof value === 'string' && value.trim() === '' ? null : value;
  if (field.kind === 'records' && field.only) {
    // Its records replace the list's records of its kind; the others (other images) stay.
    const { key, value: kind } = field.only;
    const mine = (Array.isArray(value) ? (value as unknown[]) : []).map((r) => ({
      ...record(r),
      [key]: kind,
    }));
    v = [...listAt(config, field).filter((r) => r[key] !== kind), ...mine];
  }
  const set = (node: Config, path: readonly string[]): Config => {
    const [head, ...rest] = path as [string, ...string[]];
    return { ...node, [head]: rest.length === 0 ? v : set(record(node[head]), rest) };
  };
  return set(config, field.path);
}

function listAt(config: Config, field: ConfigField): Config[] {
  let at: unknown = config;
  for (const key of field.path) at = record(at)[key];
  return Array.isArray(at) ? at.map(record) : [];
}

/** A `records` field's rows, read from the draft (a list that is not one reads as none). */
export function rowsOf(config: Config, field: ConfigField): Config[] {
  const value = readField(config, field);
  return Array.isArray(value) ? value.map(record) : [];
}

/**
 * One cell typed into a row: text as typed; an emptied cell is null (absent for the schema); a
 * number column keeps a number, or the text when it is none, for the server to refuse beside it.
 */
export function withCell(rows: readonly Config[], at: number, column: RecordColumn, typed: string): Config[] {
  const trimmed = typed.trim();
  let value: unknown = typed;
  if (trimmed === '') value = null;
  else if (column.kind === 'number') value = Number.isFinite(Number(trimmed)) ? Number(trimmed) : typed;
  return rows.map((row, i) => (i === at ? { ...row, [column.key]: value } : row));
}

/** What a new row holds in a column: a choice its first value, a number 0, a switch on. */
function startOf(column: RecordColumn): unknown {
  if (column.kind === 'choice') return column.options?.[0] ?? null;
  if (column.kind === 'number') return 0;
  if (column.kind === 'switch') return true;
  return '';
}

/** A new, empty row at the end. */
export function withNewRow(rows: readonly Config[], columns: readonly RecordColumn[]): Config[] {
  return [...rows, Object.fromEntries(columns.map((c) => [c.key, startOf(c)]))];
}

/** A switch turned on or off in a row. */
export const withSwitch = (
  rows: readonly Config[],
  at: number,
  column: RecordColumn,
  on: boolean,
): Config[] => rows.map((row, i) => (i === at ? { ...row, [column.key]: on } : row));

/** The rows without row `at`. */
export const withoutRow = (rows: readonly Config[], at: number): Config[] => rows.filter((_, i) => i !== at);

/** A `lines` field's text: one word per line. */
export const linesOf = (value: unknown): string =>
  Array.isArray(value) ? value.filter((v) => typeof v === 'string').join('\n') : '';

/** A `lines` field's list from its text: each non-empty line, trimmed. */
export const listOfLines = (text: string): string[] =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

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
