import { z } from 'zod';
import { ZTraveller } from './booking';
import type { TPriceBreakdown } from './planner';
import { zMinorAmount, zOptionalMinorAmount } from './whole-number';

/**
 * Booking a PLANNED VARIANT (issue 13 item 0): the trip of a lead (the planner's detail page) or of
 * an accepted quotation, for the party its search was for. The storefront's own contract, like the
 * organised package's (./booking); the form and the server validate with the same schemas.
 */

const REQUIRED = 'This field is required.';
const id = (message: string) => z.string().trim().uuid(message).optional();

/** Which trip: exactly one of the lead (detail page) or the accepted quotation. */
const ZVariantSource = z.object({
  lead_id: id('Choose the trip to book.'),
  quotation_id: id('Choose the quotation to book.'),
});
const oneSource = (v: z.infer<typeof ZVariantSource>, ctx: z.RefinementCtx) => {
  if (!v.lead_id === !v.quotation_id)
    ctx.addIssue({ code: 'custom', path: ['lead_id'], message: 'Send either lead_id or quotation_id.' });
};

export const ZVariantRepriceRequest = ZVariantSource.extend({
  /** The total the traveller saw (minor units); the answer says whether it changed. */
  seen_total: zOptionalMinorAmount('seen_total'),
}).superRefine(oneSource);

/** What the Book form of a variant collects: each traveller of the trip's party, and for an agent the customer. */
export const ZVariantBookForm = z.object({
  travellers: z.array(ZTraveller, { error: REQUIRED }).min(1, REQUIRED).max(26),
  /** An agent booking for a customer: the customer's user id (their own booking otherwise). */
  customer_user_id: z
    .union([z.literal(''), z.string().uuid('Choose a customer.')])
    .nullish()
    .transform((v) => v || null),
});

export const ZVariantHoldRequest = ZVariantSource.extend({
  /** The total the traveller accepted (minor units): a different current price is refused (409). */
  accepted_total: zMinorAmount('accepted_total'),
})
  .extend(ZVariantBookForm.shape)
  .superRefine(oneSource);

export type TVariantHoldRequest = z.infer<typeof ZVariantHoldRequest>;

/** reprice answer for a variant: today's price and what is no longer on sale. */
export interface TVariantReprice {
  price: TPriceBreakdown;
  available: boolean;
  problems: string[];
  price_changed: boolean;
  party: { adults: number; children: number; infants: number };
  title: string;
  start_date: string;
  end_date: string;
}

/** One agency customer an agent may book for (api/booking/customers). */
export interface TBookingCustomer {
  id: string;
  name: string;
  email: string | null;
}
