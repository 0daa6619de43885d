/**
 * The search's modes, limits and error codes: plain constants without a schema library, so the
 * search forms (on every page's first load) carry no validator; lib/contract/search-api.ts builds
 * the request schema from them and re-exports them.
 */

/** §3 mode types, plus rail where a site configures it. */
export const SEARCH_MODES = [
  'travel_and_stay',
  'stay1',
  'transfer',
  'drive',
  'activity',
  'travel',
  'static_packages_type',
  'ferry',
  'rail',
] as const;
export type SearchMode = (typeof SEARCH_MODES)[number];
export const isSearchMode = (m: string): m is SearchMode => (SEARCH_MODES as readonly string[]).includes(m);

/** Flight searches (mode travel): one-way, return or multi-city. */
export const FLIGHT_MODES = ['one_way', 'return', 'multi_city'] as const;
export type FlightMode = (typeof FLIGHT_MODES)[number];

/** Limits of one search (server and form agree on them). */
export const SEARCH_LIMITS = {
  maxDestinations: 8,
  minNights: 1,
  maxNights: 30,
  maxRooms: 6,
  minAdults: 1,
  maxAdults: 9,
  maxChildren: 4,
  maxChildAge: 17,
  /** A search may start at most this many days ahead. */
  maxDaysAhead: 365,
  minLegs: 2,
  maxLegs: 6,
} as const;

/**
 * Validation problems as codes; the words live in messages/en-GB/SearchErrors.json (the form and the
 * backend translate the same code, with SEARCH_LIMITS as the values).
 */
export const SEARCH_MESSAGES = {
  placeRequired: 'placeRequired',
  destinationRequired: 'destinationRequired',
  tooManyDestinations: 'tooManyDestinations',
  dateRequired: 'dateRequired',
  dateInPast: 'dateInPast',
  dateTooFar: 'dateTooFar',
  returnBeforeStart: 'returnBeforeStart',
  nightsPerDestination: 'nightsPerDestination',
  nightsRange: 'nightsRange',
  roomsRange: 'roomsRange',
  adultsRange: 'adultsRange',
  childrenRange: 'childrenRange',
  childAge: 'childAge',
  infantsRange: 'infantsRange',
  currency: 'currency',
  legsRange: 'legsRange',
  legsInOrder: 'legsInOrder',
  invalid: 'invalid',
} as const;
export type SearchErrorCode = keyof typeof SEARCH_MESSAGES;
export const isSearchErrorCode = (s: string): s is SearchErrorCode => Object.hasOwn(SEARCH_MESSAGES, s);

/** Modes whose form asks for nights per destination. */
export const MODES_WITH_NIGHTS: readonly SearchMode[] = ['travel_and_stay', 'stay1'];
/** Modes whose form needs a starting place. */
export const MODES_WITH_ORIGIN: readonly SearchMode[] = [
  'travel_and_stay',
  'transfer',
  'drive',
  'travel',
  'ferry',
  'rail',
];
