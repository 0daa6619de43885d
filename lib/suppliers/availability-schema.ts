import { z } from 'zod';
import { ZAutocompleteItem } from '@/lib/contract/search';
import { earliestToday, ZIsoDate, ZRoom } from '@/lib/contract/search-api';

/**
 * Inputs of the partners_metrip/get/… availability calls (spec §7 Supplier availability), one
 * schema per call. Numbers may arrive as strings (query strings, form posts); places as a city name
 * or an autocomplete item.
 */

const ZFutureDate = ZIsoDate.refine((d) => d >= earliestToday(), 'dateInPast');
const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

/** A city name, or an autocomplete item (its name's first part and coordinates are used). */
export const ZPlaceInput = z.union([z.string().trim().min(1), ZAutocompleteItem]);
export type TPlaceInput = z.infer<typeof ZPlaceInput>;

const ZParty = {
  adults: int(1, 9).default(2),
  children: z.array(int(0, 17)).max(4).default([]),
  infants: int(0, 9).default(0),
};

export const ZRoomsAndRatesRequest = z.object({
  hotel_code: z.string().trim().min(1),
  check_in: ZFutureDate,
  nights: int(1, 30),
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
    passengers: int(1, 40).default(2),
    adults: int(1, 40).optional(),
    children: z.array(int(0, 17)).max(8).default([]),
    infants: int(0, 9).default(0),
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
    limit: int(1, 100).default(50),
    ...ZParty,
  })
  .superRefine((r, ctx) => {
    if (!r.city && !r.location) ctx.addIssue({ code: 'custom', path: ['city'], message: 'is required' });
  });
export type TActivityListRequest = z.infer<typeof ZActivityListRequest>;
