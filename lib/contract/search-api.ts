import { z } from 'zod';
import { earliestToday, isCalendarDate, zCalendarDate } from './calendar-date';
import { ZAutocompleteItem } from './search';
import {
  FLIGHT_MODES,
  MODES_WITH_NIGHTS,
  MODES_WITH_ORIGIN,
  SEARCH_LIMITS,
  SEARCH_MESSAGES,
  SEARCH_MODES,
} from './search-rules';

/**
 * POST v2/search_api (spec §7, search and content): creates a search and answers its package_id.
 * One schema shared by the search forms (client-side validation) and the built-in backend.
 *
 * `{"mode":"travel_and_stay","origin":{…item…},"destination":[{…item…}],"start_date":"2027-05-10",
 *   "nights":[3,4],"rooms":[{"adults":2,"children":[8],"infants":0}],"currency":"EUR"}`
 */

export {
  FLIGHT_MODES,
  type FlightMode,
  isSearchErrorCode,
  isSearchMode,
  MODES_WITH_NIGHTS,
  MODES_WITH_ORIGIN,
  SEARCH_LIMITS,
  SEARCH_MESSAGES,
  SEARCH_MODES,
  type SearchErrorCode,
  type SearchMode,
} from './search-rules';

/** A calendar date as YYYY-MM-DD that really exists (2027-02-30 is refused): the shared check. */
export const ZIsoDate = zCalendarDate({
  format: SEARCH_MESSAGES.dateRequired,
  day: SEARCH_MESSAGES.dateRequired,
});

export { earliestToday };

const DAY_MS = 86_400_000;

/** A place picked in an autocomplete: the item as the autocomplete answered it. */
export const ZSearchPlace = ZAutocompleteItem.refine((i) => i.name.trim() !== '' && i.id !== '', {
  message: SEARCH_MESSAGES.placeRequired,
});
export type TSearchPlace = z.infer<typeof ZSearchPlace>;

export const ZRoom = z.object({
  adults: z
    .number()
    .int()
    .min(SEARCH_LIMITS.minAdults, SEARCH_MESSAGES.adultsRange)
    .max(SEARCH_LIMITS.maxAdults, SEARCH_MESSAGES.adultsRange),
  children: z
    .array(
      z
        .number()
        .int()
        .min(0, SEARCH_MESSAGES.childAge)
        .max(SEARCH_LIMITS.maxChildAge, SEARCH_MESSAGES.childAge),
    )
    .max(SEARCH_LIMITS.maxChildren, SEARCH_MESSAGES.childrenRange)
    .default([]),
  infants: z.number().int().min(0, SEARCH_MESSAGES.infantsRange).default(0),
});
export type TRoom = z.infer<typeof ZRoom>;

export const ZFlightLeg = z.object({
  origin: ZSearchPlace,
  destination: ZSearchPlace,
  date: ZIsoDate,
});

/**
 * The request body. Mode-specific rules (origin needed, nights per destination, flight legs) are
 * checked in one superRefine so every problem is reported with its field path at once.
 */
export function searchRequestSchema(now: () => Date = () => new Date()) {
  return z
    .object({
      mode: z.enum(SEARCH_MODES),
      origin: ZSearchPlace.nullish(),
      destination: z
        .array(ZSearchPlace)
        .max(SEARCH_LIMITS.maxDestinations, SEARCH_MESSAGES.tooManyDestinations)
        .default([]),
      start_date: ZIsoDate,
      return_date: ZIsoDate.nullish(),
      nights: z
        .array(
          z
            .number()
            .int()
            .min(SEARCH_LIMITS.minNights, SEARCH_MESSAGES.nightsRange)
            .max(SEARCH_LIMITS.maxNights, SEARCH_MESSAGES.nightsRange),
        )
        .default([]),
      rooms: z
        .array(ZRoom)
        .min(1, SEARCH_MESSAGES.roomsRange)
        .max(SEARCH_LIMITS.maxRooms, SEARCH_MESSAGES.roomsRange),
      currency: z.string({ error: SEARCH_MESSAGES.currency }).regex(/^[A-Z]{3}$/, SEARCH_MESSAGES.currency),
      flightMode: z.enum(FLIGHT_MODES).nullish(),
      multi_city: z.boolean().nullish(),
      multicity_flights: z.array(ZFlightLeg).nullish(),
      /** The traveller fixed the order of the destinations; otherwise the planner picks the shortest. */
      fixed_order: z.boolean().nullish(),
      pickup_time: z
        .string()
        .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
        .nullish(),
    })
    .superRefine((req, ctx) => {
      const at = now();
      const today = earliestToday(at);
      // lib/contract imports nothing of the project (so not lib/dates): the last day allowed is
      // today's earliest date seen maxDaysAhead + 1 whole days later.
      const latest = earliestToday(new Date(at.getTime() + (SEARCH_LIMITS.maxDaysAhead + 1) * DAY_MS));
      const checkDate = (date: string | null | undefined, path: (string | number)[]) => {
        if (!date || !isCalendarDate(date)) return;
        if (date < today) ctx.addIssue({ code: 'custom', path, message: SEARCH_MESSAGES.dateInPast });
        else if (date > latest) ctx.addIssue({ code: 'custom', path, message: SEARCH_MESSAGES.dateTooFar });
      };
      checkDate(req.start_date, ['start_date']);

      req.rooms.forEach((room, i) => {
        if (room.infants > room.adults)
          ctx.addIssue({
            code: 'custom',
            path: ['rooms', i, 'infants'],
            message: SEARCH_MESSAGES.infantsRange,
          });
      });

      const multiCity = req.mode === 'travel' && req.flightMode === 'multi_city';
      if (multiCity) {
        const legs = req.multicity_flights ?? [];
        if (legs.length < SEARCH_LIMITS.minLegs || legs.length > SEARCH_LIMITS.maxLegs)
          ctx.addIssue({ code: 'custom', path: ['multicity_flights'], message: SEARCH_MESSAGES.legsRange });
        legs.forEach((leg, i) => {
          checkDate(leg.date, ['multicity_flights', i, 'date']);
          const before = legs[i - 1];
          if (before && leg.date < before.date)
            ctx.addIssue({
              code: 'custom',
              path: ['multicity_flights', i, 'date'],
              message: SEARCH_MESSAGES.legsInOrder,
            });
        });
        return;
      }

      if (MODES_WITH_ORIGIN.includes(req.mode) && !req.origin)
        ctx.addIssue({ code: 'custom', path: ['origin'], message: SEARCH_MESSAGES.placeRequired });
      if (req.destination.length === 0)
        ctx.addIssue({ code: 'custom', path: ['destination'], message: SEARCH_MESSAGES.destinationRequired });
      if (MODES_WITH_NIGHTS.includes(req.mode) && req.nights.length !== req.destination.length)
        ctx.addIssue({ code: 'custom', path: ['nights'], message: SEARCH_MESSAGES.nightsPerDestination });
      if (req.mode === 'travel' && req.flightMode === 'return') {
        if (!req.return_date)
          ctx.addIssue({ code: 'custom', path: ['return_date'], message: SEARCH_MESSAGES.dateRequired });
        else if (req.return_date < req.start_date)
          ctx.addIssue({ code: 'custom', path: ['return_date'], message: SEARCH_MESSAGES.returnBeforeStart });
        else checkDate(req.return_date, ['return_date']);
      }
      // A car hire's drop-off day. Optional (searches saved before the drive form asked for it, and
      // a drive search for cabs only, have none: a car is then hired for one day), never before pick-up.
      if (req.mode === 'drive' && req.return_date) {
        if (req.return_date < req.start_date)
          ctx.addIssue({ code: 'custom', path: ['return_date'], message: SEARCH_MESSAGES.returnBeforeStart });
        else checkDate(req.return_date, ['return_date']);
      }
    });
}

export const ZSearchApiRequest = searchRequestSchema();
export type TSearchApiRequest = z.infer<typeof ZSearchApiRequest>;
/** What a form builds before validation (defaults not yet applied). */
export type TSearchApiInput = z.input<typeof ZSearchApiRequest>;

export const ZSearchApiResponse = z.object({ package_id: z.string().min(1) }).loose();
