/**
 * The autocomplete's modes, geo types and item types (spec §3, §7): plain constants without a schema
 * library, so the search forms on every page's first load carry no validator; lib/contract/search.ts
 * builds the item and request schemas from them and re-exports them.
 */

/** §3 geo_type values, spelled as the spec spells them. */
export const GEO_TYPES = [
  'City',
  'Region',
  'Country',
  'Continent',
  'Airport',
  'Hotel',
  'Activity',
  'Package',
  'Station',
  'Port',
  'Organized Packages',
] as const;
export type GeoType = (typeof GEO_TYPES)[number];

/** §7 numeric autocomplete modes. */
export const AUTOCOMPLETE_MODES = {
  default: 1,
  flight: 2,
  destinationHotels: 3,
  hotel: 4,
  origin: 5,
  travelMode: 6,
  activity: 7,
  activityDestination: 9,
  selfDriveOrigin: 10,
  selfDriveDestination: 11,
  multicityDestination: 12,
  hotelPickup: 13,
  rail: 14,
  ferry: 15,
} as const;
export type AutocompleteModeName = keyof typeof AUTOCOMPLETE_MODES;
export type AutocompleteMode = (typeof AUTOCOMPLETE_MODES)[AutocompleteModeName];
export const AUTOCOMPLETE_MODE_VALUES = Object.values(AUTOCOMPLETE_MODES) as AutocompleteMode[];

/** §7 "Search types by name" — the `type` of an item. */
export const SEARCH_TYPES = [
  'location',
  'location_group',
  'airport',
  'hotel',
  'activity',
  'hotel_pickup',
  'rail',
  'port',
] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];
