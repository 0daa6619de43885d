import { z } from 'zod';
import { BOARD_TYPES, DAY_ITEM_KINDS, LEAD_STATUSES, LEG_KINDS, RANK_FACTORS } from './planner-kinds';

export {
  BOARD_TYPES,
  type BoardType,
  DAY_ITEM_KINDS,
  isLegKind,
  LEAD_STATUSES,
  LEG_KINDS,
  type LeadStatus,
  type LegKind,
} from './planner-kinds';

/**
 * The planner's answers (spec §7 search and content: v2/get_package, v1/get_why_rank, budget_range;
 * v1/calculate_price) and the lead (itinerary) a traveller adjusts (get_itinerary, put_itinerary,
 * check_itinerary, cancel_itinerary, offline_itinerary). One shape for the built-in backend, the
 * storefront pages, the PDF renderers and an external Travel API.
 *
 * Money is integer minor units plus an ISO 4217 code (docs/architecture.md "Data").
 */

export const ZMoney = z.object({
  /** Minor units (pence, cents). */
  amount: z.number().int(),
  currency: z.string().regex(/^[A-Z]{3}$/),
});
export type TMoney = z.infer<typeof ZMoney>;

/** What a variant's total is made of, before conversion, for the price breakdown. */
export const ZPriceBreakdown = z.object({
  /** Supplier cost after markup, converted to the visitor's currency. */
  base: ZMoney,
  markup: ZMoney,
  tax: ZMoney,
  discount: ZMoney,
  total: ZMoney,
  /** pricingOption 1: the total includes taxes and fees ("price-inclusive" label). */
  price_inclusive: z.boolean(),
  discount_code: z.string().nullable().default(null),
  /**
   * The date (YYYY-MM-DD) of the oldest exchange rate used to bring the components into the
   * visitor's currency; null when nothing was converted.
   */
  rate_date: z.string().nullable().default(null),
});
export type TPriceBreakdown = z.infer<typeof ZPriceBreakdown>;

/** One booked room in a city: which room type, for which occupancy, at which price. */
export const ZRoomChoice = z.object({
  room_code: z.string(),
  room_name: z.string(),
  board: z.enum(BOARD_TYPES),
  adults: z.number().int(),
  children: z.array(z.number().int()).default([]),
  infants: z.number().int().default(0),
  refundable: z.boolean(),
  /** Human text, e.g. 'Free cancellation until 03-May-27' or 'Non-refundable'. */
  cancellation: z.string(),
  price: ZMoney,
});
export type TRoomChoice = z.infer<typeof ZRoomChoice>;

export const ZHotelChoice = z.object({
  code: z.string(),
  name: z.string(),
  stars: z.number().int().min(0).max(5),
  image_url: z.string().nullable().default(null),
  lat: z.number(),
  lon: z.number(),
  /** Hotel source (spec §9: grn, offline, tbo, hotelbeds). */
  source: z.string(),
  rooms: z.array(ZRoomChoice),
  price: ZMoney,
});

/** One stay of the trip, in visiting order. */
export const ZCityStay = z.object({
  city: z.string(),
  country_code: z.string(),
  nights: z.number().int().min(1),
  check_in: z.string(),
  check_out: z.string(),
  hotel: ZHotelChoice,
});
export type TCityStay = z.infer<typeof ZCityStay>;

/**
 * One timed entry of a day. Times are local 'HH:mm'; `end` may be on the next day for overnight
 * legs (then `end` < `start`). `ref` is the inventory code (activity, transfer, leg, hotel).
 */
export const ZDayItem = z.object({
  id: z.string(),
  kind: z.enum(DAY_ITEM_KINDS),
  start: z.string().regex(/^\d{2}:\d{2}$/),
  end: z.string().regex(/^\d{2}:\d{2}$/),
  title: z.string(),
  ref: z.string().nullable().default(null),
  city: z.string(),
  /** Leg mode for kind 'leg', vehicle for 'transfer', category for 'activity'. */
  detail: z.string().nullable().default(null),
  price: ZMoney.nullable().default(null),
  image_url: z.string().nullable().default(null),
});
export type TDayItem = z.infer<typeof ZDayItem>;

export const ZDay = z.object({
  /** 1-based day number. */
  day: z.number().int().min(1),
  date: z.string(),
  city: z.string(),
  items: z.array(ZDayItem),
});
export type TDay = z.infer<typeof ZDay>;

/** Why a variant ranks where it does (v1/get_why_rank): one line per factor, with its weight. */
export const ZRankReason = z.object({
  factor: z.enum(RANK_FACTORS),
  score: z.number(),
  weight: z.number(),
  text: z.string(),
});
export type TRankReason = z.infer<typeof ZRankReason>;

export const ZPackageVariant = z.object({
  /** 0-based position in the ranked list (details-list/{package_id}/{index}). */
  index: z.number().int().min(0),
  title: z.string(),
  /** e.g. 'Best value', 'Comfort', 'Luxury', 'Relaxed'. */
  label: z.string(),
  score: z.number(),
  reasons: z.array(ZRankReason),
  start_date: z.string(),
  end_date: z.string(),
  nights: z.number().int(),
  cities: z.array(ZCityStay),
  days: z.array(ZDay),
  total_price: ZMoney,
  price: ZPriceBreakdown,
});
export type TPackageVariant = z.infer<typeof ZPackageVariant>;

/** A readable summary of the search a package answers (pages show it as the heading). */
export const ZSearchSummary = z.object({
  mode: z.string(),
  origin: z.string().nullable(),
  destinations: z.array(z.string()),
  start_date: z.string(),
  nights: z.array(z.number().int()),
  adults: z.number().int(),
  children: z.number().int(),
  infants: z.number().int(),
  currency: z.string(),
});
export type TSearchSummary = z.infer<typeof ZSearchSummary>;

/** GET v2/get_package?package_id=…[&budget_min=&budget_max=] (minor units of the search currency). */
export const ZGetPackageResponse = z.object({
  package_id: z.string(),
  search: ZSearchSummary,
  budget_range: z.object({ min: z.number().int(), max: z.number().int(), currency: z.string() }),
  variants: z.array(ZPackageVariant),
});
export type TGetPackageResponse = z.infer<typeof ZGetPackageResponse>;

/** GET v1/get_why_rank?package_id=…&index=… */
export const ZWhyRankResponse = z.object({
  package_id: z.string(),
  index: z.number().int(),
  score: z.number(),
  reasons: z.array(ZRankReason),
  summary: z.string(),
});

/** A change the traveller makes on the detail page; each reprices through the backend. */
export const ZItineraryChange = z.discriminatedUnion('type', [
  z.object({ type: z.literal('swap_hotel'), city_index: z.number().int().min(0), hotel_code: z.string() }),
  z.object({
    type: z.literal('swap_room'),
    city_index: z.number().int().min(0),
    room_index: z.number().int().min(0),
    room_code: z.string(),
  }),
  z.object({
    type: z.literal('add_activity'),
    day: z.number().int().min(1),
    activity_code: z.string(),
  }),
  z.object({ type: z.literal('remove_activity'), item_id: z.string() }),
  z.object({ type: z.literal('change_transfer'), item_id: z.string(), transfer_code: z.string() }),
  /**
   * Another journey between the same two cities on the leg item's day: another departure of the
   * booked leg or another leg (any mode). `departure` is one of the leg's times (local 'HH:mm', as
   * leg_options' `depart`); omitted, the one the planner would choose for that leg.
   */
  z.object({
    type: z.literal('change_leg'),
    item_id: z.string(),
    leg_code: z.string(),
    departure: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
      .optional(),
  }),
  /** A discount code of the agency's discount_config; an empty code removes the discount. */
  z.object({ type: z.literal('apply_discount'), code: z.string() }),
]);
export type TItineraryChange = z.infer<typeof ZItineraryChange>;

/** A lead: one variant a traveller took to the detail page, with their changes (get_itinerary). */
export const ZItinerary = z.object({
  lead_id: z.string(),
  package_id: z.string(),
  variant_index: z.number().int(),
  status: z.enum(LEAD_STATUSES),
  search: ZSearchSummary,
  variant: ZPackageVariant,
  /** Hotels that can replace each stay's hotel (swap_hotel), with their price for the stay. */
  alternatives: z
    .array(
      z.object({
        city_index: z.number().int(),
        hotels: z.array(
          z.object({
            code: z.string(),
            name: z.string(),
            stars: z.number().int(),
            image_url: z.string().nullable(),
            price: ZMoney,
          }),
        ),
      }),
    )
    .default([]),
  /**
   * Optional choices for the other changes (added by the storefront; a backend may omit them and the
   * detail page then hides that control): room types per booked room (swap_room), activities per
   * day (add_activity), transfers per transfer item (change_transfer). Prices are for the change's
   * whole stay/party, like `alternatives`.
   */
  room_options: z
    .array(
      z.object({
        city_index: z.number().int(),
        room_index: z.number().int(),
        rooms: z.array(
          z.object({
            room_code: z.string(),
            room_name: z.string(),
            board: z.enum(BOARD_TYPES),
            price: ZMoney,
          }),
        ),
      }),
    )
    .optional(),
  activity_options: z
    .array(
      z.object({
        day: z.number().int().min(1),
        activities: z.array(z.object({ code: z.string(), title: z.string(), price: ZMoney.nullable() })),
      }),
    )
    .optional(),
  transfer_options: z
    .array(
      z.object({
        item_id: z.string(),
        transfers: z.array(z.object({ code: z.string(), title: z.string(), price: ZMoney })),
      }),
    )
    .optional(),
  /**
   * Other journeys per leg item (change_leg): each departure of each leg between the same two cities
   * that runs that day, any mode, that leaves the hotel after 06:00 and reaches the next one before
   * midnight, with the fare for the whole party (the day's activities may still not fit: change_leg
   * says so). Depart and arrive are local 'HH:mm' (arrive < depart: the next day);
   * change_leg takes `code` and `depart` (as `departure`). Omitted: none offered.
   */
  leg_options: z
    .array(
      z.object({
        item_id: z.string(),
        legs: z.array(
          z.object({
            code: z.string(),
            mode: z.enum(LEG_KINDS),
            carrier: z.string(),
            depart: z.string().regex(/^\d{2}:\d{2}$/),
            arrive: z.string().regex(/^\d{2}:\d{2}$/),
            duration_minutes: z.number().int().min(0),
            price: ZMoney,
          }),
        ),
      }),
    )
    .default([]),
  /** The traveller's note for the agent sent with offline_itinerary, if any. */
  offline_note: z.string().nullable().optional(),
  /** When the traveller asked for an agent (offline_itinerary), ISO time; null if never. */
  offline_requested_at: z.string().nullable().optional(),
  updated_at: z.string(),
});
export type TItinerary = z.infer<typeof ZItinerary>;

/** check_itinerary: is everything still available at this price? */
export const ZCheckItineraryResponse = z.object({
  lead_id: z.string(),
  available: z.boolean(),
  price_changed: z.boolean(),
  previous_total: ZMoney,
  total_price: ZMoney,
  problems: z.array(z.string()),
});
export type TCheckItineraryResponse = z.infer<typeof ZCheckItineraryResponse>;

/** v1/calculate_price (spec §7): `{ success, data: { total_price, paid_amount } }`, major units. */
export const ZCalculatePriceResponse = z.object({
  success: z.boolean(),
  data: z.object({
    total_price: z.number(),
    paid_amount: z.number(),
    currency: z.string(),
    /** The date of the oldest exchange rate in this price; null when nothing was converted. */
    rate_date: z.string().nullable().default(null),
  }),
});
export type TCalculatePriceResponse = z.infer<typeof ZCalculatePriceResponse>;

/** The quotation of a lead (spec §3 Quotation, §2 quotation details page, quotation_details). */
export const ZQuotation = z.object({
  id: z.string(),
  lead_id: z.string(),
  /** Opportunity ID (get_opp_id), e.g. 'OPP-1001-000042'. */
  opp_id: z.string(),
  created_at: z.string(),
  travel_date: z.string(),
  departure_city: z.string().nullable(),
  destinations: z.array(z.string()),
  adults: z.number().int(),
  children: z.number().int(),
  infants: z.number().int(),
  /** Trip URL: the package's detail page on the tenant's site. */
  trip_url: z.string(),
  customer: z.object({
    name: z.string().nullable(),
    email: z.string().nullable(),
    mobile_number: z.string().nullable(),
  }),
  price: ZMoney,
  /** Path of the last generated quotation PDF, if any. */
  quote_pdf: z.string().nullable(),
  destination_images: z.array(z.object({ image_url: z.string() })).default([]),
  /** When the customer accepted it (only an accepted quotation can be booked); null: not yet. */
  accepted_at: z.string().nullable().optional(),
});
export type TQuotation = z.infer<typeof ZQuotation>;

/**
 * The list's search-by fields (spec §3 "plus dynamic search-by fields"): `search_by` names one and
 * `search_value` holds the text, or each is its own query parameter (`?customer_email=…`).
 */
export const QUOTATION_SEARCH_FIELDS = [
  'opp_id',
  'customer_name',
  'customer_email',
  'customer_mobile',
  'destination',
  'lead_id',
] as const;
export type QuotationSearchField = (typeof QUOTATION_SEARCH_FIELDS)[number];

/** GET api/partner_integration/v1/quotation/ — one page of the agency's quotations. */
export const ZQuotationList = z.object({
  count: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  results: z.array(ZQuotation),
});

/** api/pdf/generate `type` values (vouchers and invoices join later). */
export const PDF_TYPES = ['quotation', 'package_list', 'package_detail'] as const;
export type PdfType = (typeof PDF_TYPES)[number];

/** POST api/pdf/generate/ answer: §7 "returns ref_key" (the built-in backend adds success). */
export const ZPdfGenerateResponse = z.object({ success: z.boolean().optional(), ref_key: z.string() });
/**
 * POST api/pdf/get/ answer: §7 "returns success, path list". `status` is the built-in backend's
 * extra (it can say 'failed' before the polls run out); an API without it is polled until success.
 */
export const ZPdfGetResponse = z.object({
  success: z.boolean(),
  status: z.enum(['pending', 'running', 'done', 'failed']).optional(),
  path: z.array(z.string()).default([]),
  message: z.string().nullable().default(null),
});
export type TPdfGetResponse = z.infer<typeof ZPdfGetResponse>;
