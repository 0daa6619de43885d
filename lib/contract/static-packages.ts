import { z } from 'zod';

/**
 * Organised (static) packages of spec §7: `v1/search/static_package` and `v1/get_static_package`.
 * One shape for the backend that answers and the storefront that reads; lenient on input.
 */

export const ZPackageCard = z
  .object({
    id: z.string(),
    title: z.string(),
    summary: z.string().default(''),
    destinations: z.array(z.string()).default([]),
    country_code: z.string(),
    duration_nights: z.number().int(),
    duration_days: z.number().int(),
    /** Price from, in minor units of `currency`. */
    price_from: z.number().int(),
    currency: z.string(),
    image_url: z.string().nullable().default(null),
    next_departure: z.string().nullable().default(null),
    featured: z.boolean().default(false),
  })
  .passthrough();
export type TPackageCard = z.infer<typeof ZPackageCard>;

export const ZPackageDetail = ZPackageCard.extend({
  images: z.array(z.string()).default([]),
  itinerary: z
    .array(z.object({ day: z.number().int(), title: z.string(), description: z.string() }))
    .default([]),
  inclusions: z.array(z.string()).default([]),
  departures: z.array(z.object({ date: z.string(), seats: z.number().int() })).default([]),
});
export type TPackageDetail = z.infer<typeof ZPackageDetail>;

export const ZPackageSearchResult = z.object({
  results: z.array(ZPackageCard),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  pages: z.number().int(),
});
export type TPackageSearchResult = z.infer<typeof ZPackageSearchResult>;

/** The envelope both calls answer with. */
export const packageResponse = <T extends z.ZodTypeAny>(data: T) =>
  z.object({ success: z.boolean(), data: data.nullish() });
