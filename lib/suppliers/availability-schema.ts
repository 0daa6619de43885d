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

export const ZTransferRequest = z.object({
  city: ZPlaceInput,
  hub_kind: z.enum(['airport', 'station', 'port']).optional(),
  hub_code: z.string().trim().min(1).optional(),
  date: ZFutureDate.optional(),
  passengers: int(1, 40).default(2),
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
