import dayjs from 'dayjs';
import type { AutocompleteMode, TAutocompleteItem } from '@/lib/contract/search';
import type { TRoom, TSearchApiInput } from '@/lib/contract/search-api';
import {
  type FlightMode,
  MODES_WITH_NIGHTS,
  SEARCH_LIMITS,
  type SearchMode,
} from '@/lib/contract/search-rules';
import { addDays } from '@/lib/dates/calendar';
import { type AutocompleteType, defaultSearchMode } from './autocomplete-rules';

/** What each mode's form asks for (spec §3 mode types). Pure data: the components lay it out. */

export interface PlaceField {
  type: AutocompleteType;
  searchMode: AutocompleteMode;
  /** Key of the field's label in the Search catalogue. */
  label: string;
  /** Most tags this field holds (1 for single-place fields even on destination types). */
  maxTags: number;
}

export interface ModeForm {
  mode: SearchMode;
  origin: PlaceField | null;
  destination: PlaceField;
  nights: boolean;
  /** 'rooms' for stays (rooms with their guests), 'travellers' for one party. */
  party: 'rooms' | 'travellers';
  dateLabel: string;
  flights: boolean;
  /**
   * Label of the second date (the day back, the drop-off day), or null when the form has none.
   * A flight form shows it only for a return flight; the drive form always (a car hire's drop-off).
   */
  returnDateLabel: string | null;
  pickupTime: boolean;
}

const place = (
  type: AutocompleteType,
  label: string,
  maxTags = 1,
  searchMode?: AutocompleteMode,
): PlaceField => ({
  type,
  label,
  maxTags,
  searchMode: searchMode ?? defaultSearchMode(type),
});

const base = {
  nights: false,
  party: 'travellers',
  dateLabel: 'date',
  flights: false,
  returnDateLabel: null,
  pickupTime: false,
} as const;

export const MODE_FORMS: Record<SearchMode, ModeForm> = {
  travel_and_stay: {
    ...base,
    mode: 'travel_and_stay',
    origin: place('origin', 'leavingFrom'),
    destination: place('destination', 'goingTo', SEARCH_LIMITS.maxDestinations),
    nights: true,
    party: 'rooms',
    dateLabel: 'startDate',
  },
  stay1: {
    ...base,
    mode: 'stay1',
    origin: null,
    destination: place('destination-hotels', 'hotelDestination', 1),
    nights: true,
    party: 'rooms',
    dateLabel: 'checkIn',
  },
  activity: { ...base, mode: 'activity', origin: null, destination: place('activity', 'activityOrPlace', 1) },
  travel: {
    ...base,
    mode: 'travel',
    origin: place('origin', 'flyingFrom', 1, 2),
    destination: place('flight-destination', 'flyingTo', 1),
    dateLabel: 'departure',
    flights: true,
    returnDateLabel: 'returnDate',
  },
  transfer: {
    ...base,
    mode: 'transfer',
    origin: place('hotel_pickup', 'pickUp'),
    destination: place('destination', 'dropOff', 1),
    dateLabel: 'pickUpDate',
    pickupTime: true,
  },
  drive: {
    ...base,
    mode: 'drive',
    origin: place('selfdrive-origin', 'pickUp'),
    destination: place('selfdrive-destination', 'dropOff', 1),
    dateLabel: 'pickUpDate',
    returnDateLabel: 'dropOffDate',
    pickupTime: true,
  },
  static_packages_type: {
    ...base,
    mode: 'static_packages_type',
    origin: null,
    destination: place('static-dest', 'packageDestination', 1),
    dateLabel: 'startDate',
  },
  ferry: {
    ...base,
    mode: 'ferry',
    origin: place('ferry', 'sailingFrom'),
    destination: place('ferry', 'sailingTo', 1),
  },
  rail: {
    ...base,
    mode: 'rail',
    origin: place('rail', 'travellingFrom'),
    destination: place('rail', 'travellingTo', 1),
  },
};

export interface FlightLegState {
  origin: TAutocompleteItem | null;
  destination: TAutocompleteItem | null;
  date: string;
}

export interface SearchFormState {
  mode: SearchMode;
  origin: TAutocompleteItem | null;
  destination: TAutocompleteItem[];
  startDate: string;
  returnDate: string;
  /** Nights per destination, aligned with `destination`. */
  nights: number[];
  rooms: TRoom[];
  flightMode: FlightMode;
  legs: FlightLegState[];
  pickupTime: string;
}

export const DEFAULT_NIGHTS = 3;
export const DEFAULT_ROOM: TRoom = { adults: 2, children: [], infants: 0 };
/** A new search starts this many days ahead (a typical booking window). */
export const DEFAULT_START_IN_DAYS = 14;

export const isoDate = (d: dayjs.Dayjs): string => d.format('YYYY-MM-DD');

export function initialState(mode: SearchMode, today: dayjs.Dayjs = dayjs()): SearchFormState {
  const start = isoDate(today.add(DEFAULT_START_IN_DAYS, 'day'));
  return {
    mode,
    origin: null,
    destination: [],
    startDate: start,
    returnDate: addDays(start, 7),
    nights: [],
    rooms: [{ ...DEFAULT_ROOM, children: [] }],
    flightMode: 'return',
    legs: [
      { origin: null, destination: null, date: start },
      { origin: null, destination: null, date: addDays(start, 4) },
    ],
    pickupTime: '10:00',
  };
}

/** Nights follow the destination list: kept for kept places, the default for new ones. */
export function alignNights(
  prev: readonly TAutocompleteItem[],
  next: readonly TAutocompleteItem[],
  nights: readonly number[],
): number[] {
  return next.map((d) => {
    const i = prev.findIndex((p) => p.id === d.id);
    return i >= 0 ? (nights[i] ?? DEFAULT_NIGHTS) : DEFAULT_NIGHTS;
  });
}

/** The last day of a stay: start plus every destination's nights. */
export const endDate = (startIso: string, nights: readonly number[]): string =>
  addDays(
    startIso,
    nights.reduce((a, b) => a + b, 0),
  );

/** Whether the form shows its second date now (a flight's only when it is a return flight). */
export const showsReturnDate = (form: ModeForm, flightMode: FlightMode): boolean =>
  form.returnDateLabel !== null && (!form.flights || flightMode === 'return');

/** The request of spec §7 v2/search_api for what the form holds (validated by the shared schema). */
export function buildRequest(state: SearchFormState, currency: string): TSearchApiInput {
  const form = MODE_FORMS[state.mode];
  const rooms = form.party === 'rooms' ? state.rooms : state.rooms.slice(0, 1);
  const req: TSearchApiInput = {
    mode: state.mode,
    destination: state.destination,
    start_date: state.startDate,
    rooms,
    currency,
  };
  if (form.origin) req.origin = state.origin;
  if (MODES_WITH_NIGHTS.includes(state.mode)) req.nights = state.nights;
  if (form.pickupTime) req.pickup_time = state.pickupTime;
  if (form.returnDateLabel && !form.flights) req.return_date = state.returnDate;
  if (form.flights) {
    req.flightMode = state.flightMode;
    if (state.flightMode === 'return') req.return_date = state.returnDate;
    if (state.flightMode === 'multi_city') {
      const legs = state.legs;
      req.multi_city = true;
      req.multicity_flights = legs.map((l) => ({
        origin: l.origin as TAutocompleteItem,
        destination: l.destination as TAutocompleteItem,
        date: l.date,
      }));
      req.start_date = legs[0]?.date ?? state.startDate;
      delete req.origin;
      req.destination = [];
    }
  }
  return req;
}

/** Travellers of a party, for the summary button ('2 adults, 1 child'). */
export function partyCounts(rooms: readonly TRoom[]) {
  return rooms.reduce(
    (acc, r) => ({
      rooms: acc.rooms + 1,
      adults: acc.adults + r.adults,
      children: acc.children + (r.children?.length ?? 0),
      infants: acc.infants + (r.infants ?? 0),
    }),
    { rooms: 0, adults: 0, children: 0, infants: 0 },
  );
}

/** The mode a page hash selects (#travel_and_stay), when the site enables it. */
export function modeFromHash(hash: string, enabled: readonly string[]): string | null {
  const m = decodeURIComponent(hash.replace(/^#/, '')).trim();
  return enabled.includes(m) ? m : null;
}
