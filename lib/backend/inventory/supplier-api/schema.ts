import { z } from 'zod';
import { zBirthDate } from '@/lib/contract/calendar-date';
import { ZAutocompleteItem } from '@/lib/contract/search';
import { earliestToday, ZIsoDate, ZRoom } from '@/lib/contract/search-api';
import { zOptionalWholeNumber, zWholeNumber } from '@/lib/contract/whole-number';

/**
 * Inputs of the partners_metrip/get/… availability calls (spec §7 Supplier availability), one
 * schema per call. Numbers may arrive as strings (query strings, form posts); places as a city name
 * or an autocomplete item.
 */

const ZFutureDate = ZIsoDate.refine((d) => d >= earliestToday(), 'dateInPast');
/** Whole numbers as JSON numbers or decimal text (query strings, forms): lib/contract/whole-number.ts. */
const int = (field: string, min: number, max: number, fallback?: number) =>
  zWholeNumber(field, min, max, fallback === undefined ? {} : { fallback });
const optionalInt = (field: string, min: number, max: number) => zOptionalWholeNumber(field, min, max);

/** A city name, or an autocomplete item (its name's first part and coordinates are used). */
export const ZPlaceInput = z.union([z.string().trim().min(1), ZAutocompleteItem]);
export type TPlaceInput = z.infer<typeof ZPlaceInput>;

const ZParty = {
  adults: int('adults', 1, 9, 2),
  children: z
    .array(int('children', 0, 17))
    .max(4)
    .default([]),
  infants: int('infants', 0, 9, 0),
};

export const ZRoomsAndRatesRequest = z.object({
  hotel_code: z.string().trim().min(1),
  check_in: ZFutureDate,
  nights: int('nights', 1, 30),
  rooms: z
    .array(ZRoom)
    .min(1)
    .max(6)
    .default([{ adults: 2, children: [], infants: 0 }]),
});
export type TRoomsAndRatesRequest = z.infer<typeof ZRoomsAndRatesRequest>;

export const ZCancellationPolicyRequest = z.object({
  hotel_code: z.string().trim().min(1),
  room_code: z.string().trim().min(1),
  check_in: ZFutureDate,
});
export type TCancellationPolicyRequest = z.infer<typeof ZCancellationPolicyRequest>;

/**
 * A transfer: the city (its hubs to its centre), or the ride itself from `pickup` to `dropoff` (one
 * of them a hub, else rides from the pick-up to each hub of the city), optionally one hub; the
 * party as `passengers` (adults) or adults, children's ages and infants.
 */
export const ZTransferRequest = z
  .object({
    city: ZPlaceInput.optional(),
    pickup: ZPlaceInput.optional(),
    dropoff: ZPlaceInput.optional(),
    hub_kind: z.enum(['airport', 'station', 'port']).optional(),
    hub_code: z.string().trim().min(1).optional(),
    date: ZFutureDate.optional(),
    pickup_time: z
      .string()
      .trim()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time HH:mm')
      .optional(),
    passengers: int('passengers', 1, 40, 2),
    adults: optionalInt('adults', 1, 40),
    children: z
      .array(int('children', 0, 17))
      .max(8)
      .default([]),
    infants: int('infants', 0, 9, 0),
  })
  .superRefine((r, ctx) => {
    if (!r.city && !r.pickup && !r.dropoff)
      ctx.addIssue({ code: 'custom', path: ['city'], message: 'give a city, a pickup or a dropoff' });
  });
export type TTransferRequest = z.infer<typeof ZTransferRequest>;

export const ZIntercityRequest = z.object({
  from: ZPlaceInput,
  to: ZPlaceInput,
  date: ZFutureDate.optional(),
  ...ZParty,
});
export type TIntercityRequest = z.infer<typeof ZIntercityRequest>;

export const ZMulticityRequest = z.object({
  legs: z
    .array(z.object({ from: ZPlaceInput, to: ZPlaceInput, date: ZFutureDate }))
    .min(2)
    .max(6),
  ...ZParty,
});
export type TMulticityRequest = z.infer<typeof ZMulticityRequest>;

// ---------------------------------------------------------------- drive mode (issue 15)

/** partners_metrip/get/hourly: chauffeured cars by the hour in a city on a day. */
export const ZHourlyRequest = z.object({
  city: ZPlaceInput,
  date: ZFutureDate,
  passengers: int('passengers', 1, 20, 2),
  /** Only packages of this many hours. */
  hours: optionalInt('hours', 1, 24),
});
export type THourlyRequest = z.infer<typeof ZHourlyRequest>;

/** partners_metrip/get/offlinecab: intercity cabs between two places on a day, for a party. */
export const ZOfflineCabRequest = z.object({
  from: ZPlaceInput,
  to: ZPlaceInput,
  date: ZFutureDate,
  ...ZParty,
});
export type TOfflineCabRequest = z.infer<typeof ZOfflineCabRequest>;

/** partners_metrip/get/cabmaster: the vehicle classes the agency's cabs use (by service, in a city). */
export const ZCabMasterRequest = z.object({
  service: z.enum(['hourly', 'intercity']).optional(),
  city: ZPlaceInput.optional(),
});
export type TCabMasterRequest = z.infer<typeof ZCabMasterRequest>;

/** partners_metrip/get/selfdrive (‡ no §7 name): self-drive cars from a pick-up to a drop-off. */
export const ZSelfDriveRequest = z
  .object({
    pickup: ZPlaceInput,
    /** Where the car is returned (default: where it was collected). */
    dropoff: ZPlaceInput.optional(),
    pickup_date: ZFutureDate,
    dropoff_date: ZFutureDate,
    pickup_time: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time HH:mm')
      .optional(),
    ...ZParty,
  })
  .refine((r) => r.dropoff_date >= r.pickup_date, {
    path: ['dropoff_date'],
    message: 'must not be before pickup_date',
  });
export type TSelfDriveRequest = z.infer<typeof ZSelfDriveRequest>;

// ---------------------------------------------------------------- rail, ferry, insurance (issue 15)

/** partners_metrip/get/rail/items: the trains × classes between two places on a day. */
export const ZRailItemsRequest = z.object({
  from: ZPlaceInput,
  to: ZPlaceInput,
  date: ZFutureDate,
  ...ZParty,
});
export type TRailItemsRequest = z.infer<typeof ZRailItemsRequest>;

const ZCountry = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'must be a 2-letter country code')
  .transform((s) => s.toUpperCase());

/** partners_metrip/get/rail/pass: passes of a country, or of the countries of a journey's ends. */
export const ZRailPassRequest = z
  .object({
    country: ZCountry.optional(),
    from: ZPlaceInput.optional(),
    to: ZPlaceInput.optional(),
    date: ZFutureDate,
    travel_class: z.enum(['standard', 'first']).optional(),
    ...ZParty,
  })
  .refine((r) => r.country || r.from || r.to, {
    path: ['country'],
    message: 'give a country, or from and to places',
  });
export type TRailPassRequest = z.infer<typeof ZRailPassRequest>;

/** partners_metrip/get/ferry/ticket_types: what each sailing between two ports sells, priced for the party. */
export const ZFerryTicketTypesRequest = z.object({
  from: ZPlaceInput,
  to: ZPlaceInput,
  date: ZFutureDate.optional(),
  ...ZParty,
});
export type TFerryTicketTypesRequest = z.infer<typeof ZFerryTicketTypesRequest>;

/** A traveller to insure: a birth date or an age (neither: an adult of 35). */
const ZInsured = z.object({
  birth_date: zBirthDate().optional(),
  age: optionalInt('age', 0, 120),
});

const ZInsuranceTrip = {
  date: ZFutureDate,
  return_date: ZIsoDate.optional(),
  ...ZParty,
  /** When given, the travellers priced (instead of the party's adults, children and infants). */
  travellers: z.array(ZInsured).min(1).max(12).optional(),
};
const returnAfterStart = <T extends { date: string; return_date?: string | undefined }>(r: T) =>
  !r.return_date || r.return_date > r.date;
const RETURN_ISSUE = { path: ['return_date'], message: 'must be after date' };

/** partners_metrip/get/insurance/availability: the plans covering a trip, priced for its travellers. */
export const ZInsuranceAvailabilityRequest = z
  .object({ from: ZPlaceInput.optional(), to: ZPlaceInput, ...ZInsuranceTrip })
  .refine(returnAfterStart, RETURN_ISSUE);
export type TInsuranceAvailabilityRequest = z.infer<typeof ZInsuranceAvailabilityRequest>;

/** partners_metrip/get/insurance/plans: the agency's plans and their premium bands. */
export const ZInsurancePlansRequest = z.object({
  region: z.enum(['europe', 'worldwide_ex_us', 'worldwide']).optional(),
});
export type TInsurancePlansRequest = z.infer<typeof ZInsurancePlansRequest>;

/** partners_metrip/get/insurance/add: one plan priced for a trip and its travellers. */
export const ZInsuranceAddRequest = z
  .object({ plan_code: z.string().trim().min(1), ...ZInsuranceTrip })
  .refine(returnAfterStart, RETURN_ISSUE);
export type TInsuranceAddRequest = z.infer<typeof ZInsuranceAddRequest>;

/**
 * list_activities, v1/activities and v1/get_things_to_do (spec §7 search and content): a city (or
 * any place in it, or an activity item) as `city` or `location`, optionally a date (sessions that
 * day), the party, a category and how many to list.
 */
export const ZActivityListRequest = z
  .object({
    city: ZPlaceInput.optional(),
    location: ZPlaceInput.optional(),
    date: ZFutureDate.optional(),
    category: z.enum(['culture', 'food', 'outdoors', 'nightlife', 'family', 'tour']).optional(),
    limit: int('limit', 1, 100, 50),
    ...ZParty,
  })
  .superRefine((r, ctx) => {
    if (!r.city && !r.location) ctx.addIssue({ code: 'custom', path: ['city'], message: 'is required' });
  });
