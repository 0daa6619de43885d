import { z } from 'zod';
import { ZTraveller } from './booking';
import { type TPriceBreakdown, ZPriceBreakdown } from './planner';
import type { SearchMode } from './search-api';
import { zMinorAmount, zOptionalMinorAmount } from './whole-number';

/**
 * Search results of the modes that are not trips or packages (issue 15): hotels, flights,
 * activities, transfers, self-drive cars, hourly and intercity cabs, trains and rail passes,
 * ferries, insurance.
 * Each result is an OFFER: what is sold, for the party searched, priced in the search's currency,
 * with what it includes and its cancellation terms. The storefront's own contract (§7 names the
 * supplier calls, not a results shape), shared by the built-in backend, the results pages and the
 * booking of a result.
 */

export const PRODUCT_KINDS = [
  'hotel',
  'flight',
  'activity',
  'transfer',
  'car',
  'cab_hourly',
  'cab_intercity',
  'rail',
  'rail_pass',
  'ferry',
  'insurance',
] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];
export const isProductKind = (k: string): k is ProductKind =>
  (PRODUCT_KINDS as readonly string[]).includes(k);

/**
 * The kinds each search mode lists (its results page's tabs, first = default). Insurance has no mode
 * of its own: it is offered beside flights, for the same trip and travellers.
 */
export const MODE_KINDS: Partial<Record<SearchMode, readonly ProductKind[]>> = {
  stay1: ['hotel'],
  travel: ['flight', 'insurance'],
  activity: ['activity'],
  transfer: ['transfer'],
  drive: ['car', 'cab_hourly', 'cab_intercity'],
  rail: ['rail', 'rail_pass'],
  ferry: ['ferry'],
};

/** One leg of a journey (a flight segment, a train, a sailing, a ride). Times are local 'HH:mm'. */
export const ZSegment = z.object({
  from: z.string(),
  to: z.string(),
  /** Hub codes (IATA, station, port) where they exist. */
  from_code: z.string().default(''),
  to_code: z.string().default(''),
  date: z.string(),
  depart: z.string(),
  arrive: z.string(),
  /** Days after `date` the arrival falls on (an overnight flight or sailing: 1). */
  arrive_day_offset: z.number().int().default(0),
  duration_minutes: z.number().int(),
  carrier: z.string(),
  /** Flight or train number, or the product code. */
  number: z.string(),
  stops: z.number().int().default(0),
});
export type TSegment = z.infer<typeof ZSegment>;

export const ZOfferCancellation = z.object({
  refundable: z.boolean(),
  /** Free cancellation until this many days before the service (null: never free). */
  free_until_days_before: z.number().int().nullable(),
  /** Percent of the price kept after the free period. */
  penalty_percent: z.number().int().min(0).max(100),
});

/** A value an offer is filtered and sorted by (lib/search/facets.ts names them per kind). */
export const ZFacetValue = z.union([z.string(), z.number(), z.boolean()]);

export const ZOffer = z.object({
  /**
   * What to book, re-read by the server on every price check (never trusted for price):
   * `kind:code@date#slot`, several joined by '+' (a return flight, a multi-city journey).
   */
  ref: z.string().min(1).max(600),
  kind: z.enum(PRODUCT_KINDS),
  title: z.string(),
  subtitle: z.string().default(''),
  /** The first day of the service; `end_date` its last (a car hire, a pass). */
  date: z.string(),
  end_date: z.string().nullable().default(null),
  /** Local 'HH:mm' the service starts, when it has a time. */
  time: z.string().nullable().default(null),
  segments: z.array(ZSegment).default([]),
  /** What the price includes, one line each ('1 checked bag of 23 kg', 'Hotel pick-up'). */
  included: z.array(z.string()).default([]),
  /** Further facts as label → value ('Meeting point', 'Fuel policy'). */
  details: z.array(z.object({ label: z.string(), value: z.string() })).default([]),
  cancellation: ZOfferCancellation,
  /** The total for the party searched, in the search's currency. */
  price: ZPriceBreakdown,
  /** Units still on sale (seats, places, vehicles) on the scarcest part; null: no limit. */
  remaining: z.number().int().nullable(),
  facets: z.record(z.string(), ZFacetValue).default({}),
  image_url: z.string().nullable().default(null),
});
export type TOffer = z.infer<typeof ZOffer>;

/** GET v1/search_results?package_id=&kind=: the offers of one search (‡ the storefront's own contract). */
export const ZSearchResults = z.object({
  package_id: z.string(),
  mode: z.string(),
  kind: z.enum(PRODUCT_KINDS),
  kinds: z.array(z.enum(PRODUCT_KINDS)),
  currency: z.string(),
  /** What was searched, for the heading: '2 adults · London → Paris · 07-Dec-26'. */
  summary: z.object({
    from: z.string().nullable(),
    to: z.string().nullable(),
    date: z.string(),
    return_date: z.string().nullable(),
    adults: z.number().int(),
    children: z.number().int(),
    infants: z.number().int(),
  }),
  offers: z.array(ZOffer),
  /** Offers existed for the query but none has room for the party: say so instead of listing them. */
  sold_out: z.boolean(),
});
export type TSearchResults = z.infer<typeof ZSearchResults>;

const REQUIRED = 'This field is required.';

/** Price check of one offer for its search's party (api/booking/product/reprice). */
export const ZProductRepriceRequest = z.object({
  package_id: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(64),
  ref: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(600),
  seen_total: zOptionalMinorAmount('seen_total'),
});

export const ZProductBookForm = z.object({
  travellers: z.array(ZTraveller, { error: REQUIRED }).min(1, REQUIRED).max(26),
  customer_user_id: z
    .union([z.literal(''), z.string().uuid('Choose a customer.')])
    .nullish()
    .transform((v) => v || null),
});

export const ZProductHoldRequest = ZProductRepriceRequest.omit({ seen_total: true })
  .extend({ accepted_total: zMinorAmount('accepted_total') })
  .extend(ZProductBookForm.shape);
export type TProductHoldRequest = z.infer<typeof ZProductHoldRequest>;

export interface TProductReprice {
  offer: TOffer | null;
  price: TPriceBreakdown | null;
  available: boolean;
  price_changed: boolean;
  party: { adults: number; children: number; infants: number };
}
