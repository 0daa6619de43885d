import { z } from 'zod';
import { AUTOCOMPLETE_MODE_VALUES, AUTOCOMPLETE_MODES, type AutocompleteMode } from './autocomplete-modes';
import { zOptionalWholeNumber } from './whole-number';

/**
 * Location search contract (spec §3 "Autocomplete item", §7 "Search and content": auto_complete,
 * get_location_group_data). Lenient on what a backend sends (nullish fields, unknown keys pass),
 * precise on what we send (request schemas coerce query-string values).
 */

export {
  AUTOCOMPLETE_MODES,
  type AutocompleteMode,
  GEO_TYPES,
  type GeoType,
  type SearchType,
} from './autocomplete-modes';

export const ZLocCoordinates = z.object({ lat: z.coerce.number(), lon: z.coerce.number() });

const str = z.string().nullish();
const num = z.coerce.number().nullish();

/** §3 autocomplete item, every field. `filter` is a JSON string carrying `_type`. */
export const ZAutocompleteItem = z
  .object({
    name: z.string(),
    id: z.union([z.string(), z.number()]).transform(String),
    filter: str,
    type: str,
    geo_type: z.string().nullish(),
    group_type: str,
    country_code: str,
    destination_continent: str,
    destination_state: str,
    destination_name: str,
    /** The remainder of `name` after its first comma-separated part. */
    destination_location: str,
    destination_not_found: z.boolean().nullish(),
    localSearchOption: z.boolean().nullish(),
    searchText: str,
    location_id: z.union([z.string(), z.number()]).nullish(),
    loc_coordinates: ZLocCoordinates.nullish(),
    has_paid_activities: z.boolean().nullish(),
    grn_hotel_id: str,
    hotel_id: z.union([z.string(), z.number()]).nullish(),
    /** Taken from the brackets in `name`, e.g. 'New York (JFK)'. */
    airport_code: str,
    related_airports: z.array(z.string()).nullish(),
    activity_code: str,
    currency: str,
    price: num,
    /** The date of the exchange rate `price` was converted with; null when it was not converted. */
    rate_date: str,
    image_url: str,
    image_found: z.boolean().nullish(),
    /** Pickup entries (mode 13). */
    hotel_name: str,
    unit: str,
  })
  .loose();
export type TAutocompleteItem = z.infer<typeof ZAutocompleteItem>;

export const ZAutocompleteResponse = z.object({
  data: z.array(ZAutocompleteItem),
  success: z.boolean().optional(),
});

const csv = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) =>
    v === undefined ? [] : (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean),
  );
const boolish = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', ''])])
  .optional()
  .transform((v) => v === true || v === 'true' || v === '1');

const MODES_TEXT = `mode must be one of ${AUTOCOMPLETE_MODE_VALUES.join(', ')}`;
export const ZAutocompleteMode = z
  .custom<number | string>()
  .transform((v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v))
  .pipe(z.number({ error: MODES_TEXT }))
  .refine((m): m is AutocompleteMode => (AUTOCOMPLETE_MODE_VALUES as number[]).includes(m), {
    message: MODES_TEXT,
  })
  .transform((m) => m as AutocompleteMode);

export const ZNearbyGeo = z.object({ lat: z.coerce.number(), lon: z.coerce.number() });

/**
 * GET auto_complete query, both forms of §7 in one schema.
 * Old form: text, mode (numeric), location_ids, currency, offline.
 * Newer form: text, mode, only_recommended_locations, include_fields, providers, location_id,
 * nearby_geo (JSON {lat, lon}), activity_id, routeId, currency, offline, mapped_partners, agency_id.
 */
export const ZAutocompleteRequest = z.object({
  text: z.string().trim().max(200).default(''),
  mode: ZAutocompleteMode.default(AUTOCOMPLETE_MODES.default),
  location_ids: csv,
  currency: z.string().trim().toUpperCase().length(3).optional(),
  offline: boolish,
  only_recommended_locations: boolish,
  include_fields: csv,
  providers: csv,
  location_id: z.string().trim().optional(),
  nearby_geo: z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (!raw) return undefined;
      try {
        const parsed = ZNearbyGeo.safeParse(JSON.parse(raw));
        if (parsed.success) return parsed.data;
      } catch {}
      ctx.addIssue({ code: 'custom', message: 'nearby_geo must be JSON {"lat":…,"lon":…}' });
      return z.NEVER;
    }),
  activity_id: z.string().trim().optional(),
  routeId: z.string().trim().optional(),
  mapped_partners: csv,
  agency_id: zOptionalWholeNumber('agency_id', 0, 2_147_483_647),
  limit: zOptionalWholeNumber('limit', 1, 50),
});

/** Group types of get_location_group_data (region items are grouped by these). */
export const LOCATION_GROUP_TYPES = ['Continent', 'Region', 'Country'] as const;
export type LocationGroupType = (typeof LOCATION_GROUP_TYPES)[number];

export const ZLocationGroupRequest = z.object({
  group_types: csv.transform((v) =>
    v.length === 0
      ? [...LOCATION_GROUP_TYPES]
      : v.filter((t): t is LocationGroupType => (LOCATION_GROUP_TYPES as readonly string[]).includes(t)),
  ),
  agency_id: zOptionalWholeNumber('agency_id', 0, 2_147_483_647),
});

/** get_location_group_data response: a list of lists of region items, one list per group type. */
export const ZLocationGroupResponse = z.object({ data: z.array(z.array(ZAutocompleteItem)) });
