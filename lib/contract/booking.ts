import { z } from 'zod';
import { TITLES } from './auth';
import { optionalDay, zBirthDate, zCalendarDate } from './calendar-date';
import type { ZMoney } from './planner';
import type { TOffer } from './products';
import { zMinorAmount, zOptionalMinorAmount, zWholeNumber } from './whole-number';

/**
 * An infant travels on an adult's lap, so a party has at most one infant per adult: the search
 * form's rule (rooms) and the Book form's, enforced by the server on every hold (issue 26: 1 adult
 * + 8 lap infants was bookable). Pure, so the forms and the server share it.
 */
export const INFANTS_PER_ADULT = 1;

export const maxInfantsFor = (adults: number): number => Math.max(0, adults) * INFANTS_PER_ADULT;

/** Why the party's infants do not fit on its adults' laps, or null when they do. */
export function lapInfantsProblem(p: { adults: number; infants: number }): string | null {
  const max = maxInfantsFor(p.adults);
  return p.infants > max ? `infants must be between 0 and ${max} (one infant per adult).` : null;
}

/** Largest party one booking may hold (a group beyond this is a group enquiry, not a web booking). */
export const MAX_SEATS_PER_BOOKING = 9;

/**
 * The booking calls of spec §7 (api/booking/…). §7 names them but not their shapes, so these are
 * the storefront's own contract; the form and the server validate with the same schemas.
 */

const REQUIRED = 'This field is required.';

/** Which departure of which organised package, for whom, in which currency. */
export const ZBookingParty = z.object({
  package_id: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(120),
  departure_date: zCalendarDate(),
  adults: zWholeNumber('adults', 1, MAX_SEATS_PER_BOOKING),
  children: zWholeNumber('children', 0, MAX_SEATS_PER_BOOKING - 1, { fallback: 0 }),
  infants: zWholeNumber('infants', 0, MAX_SEATS_PER_BOOKING - 1, { fallback: 0 }),
  currency: z
    .string({ error: REQUIRED })
    .trim()
    .regex(/^[A-Za-z]{3}$/, 'Enter a currency code such as EUR.')
    .transform((c) => c.toUpperCase()),
});

/** At most one infant per adult (lib/booking/party.ts), reported on `infants`. */
function infantsOnLaps(p: { adults: number; infants: number }, ctx: z.RefinementCtx): void {
  const problem = lapInfantsProblem(p);
  if (problem) ctx.addIssue({ code: 'custom', path: ['infants'], message: problem });
}

export const ZRepriceRequest = ZBookingParty.extend({
  /** The total the traveller saw (minor units); the answer says whether it changed. */
  seen_total: zOptionalMinorAmount('seen_total'),
}).superRefine(infantsOnLaps);

export const TRAVELLER_KINDS = ['adult', 'child', 'infant'] as const;

export const ZTraveller = z
  .object({
    kind: z.enum(TRAVELLER_KINDS, { error: 'Choose adult, child or infant.' }),
    title: z.enum(TITLES, { error: 'Title is required' }),
    first_name: z.string({ error: 'First Name is required' }).trim().min(1, 'First Name is required').max(60),
    last_name: z.string({ error: 'Last Name is required' }).trim().min(1, 'Last Name is required').max(60),
    birth_date: optionalDay(zBirthDate()),
  })
  .refine((t) => t.kind === 'adult' || t.birth_date !== null, {
    path: ['birth_date'],
    message: 'Date of birth is required for a child or an infant.',
  });

/** The travellers match the party: as many adults, children and infants as counted. */
function travellersMatchParty(
  b: { adults: number; children: number; infants: number; travellers: { kind: string }[] },
  ctx: z.RefinementCtx,
): void {
  for (const kind of TRAVELLER_KINDS) {
    const want = kind === 'adult' ? b.adults : kind === 'child' ? b.children : b.infants;
    const have = b.travellers.filter((t) => t.kind === kind).length;
    if (have !== want)
      ctx.addIssue({
        code: 'custom',
        path: ['travellers'],
        message: `Enter the details of ${want} ${kind}(s).`,
      });
  }
}

const ZTravellers = z.array(ZTraveller, { error: REQUIRED }).min(1, REQUIRED).max(26);

export const ZHoldRequest = ZBookingParty.extend({
  /** The total the traveller accepted (minor units): a different current price is refused (409). */
  accepted_total: zMinorAmount('accepted_total'),
  travellers: ZTravellers,
  /** An agent booking for a customer: the customer's user id (their own bookings otherwise). */
  customer_user_id: z.string().uuid('Choose a customer.').nullish(),
})
  .superRefine(infantsOnLaps)
  .superRefine(travellersMatchParty);

/** The Book form (package detail page): the same rules as hold, before a price is accepted. */
export const ZBookingForm = ZBookingParty.pick({
  departure_date: true,
  adults: true,
  children: true,
  infants: true,
})
  .extend({ travellers: ZTravellers })
  .superRefine(infantsOnLaps)
  .superRefine(travellersMatchParty);

export type THoldRequest = z.infer<typeof ZHoldRequest>;

export const ZBookingIdRequest = z.object({
  booking_id: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(64),
});

export const ZCancelRequest = ZBookingIdRequest.extend({
  /** The fee the traveller was shown (minor units): a different fee today is refused (409). */
  accepted_fee: zMinorAmount('accepted_fee'),
});

export interface TBooking {
  id: string;
  reference: string;
  status: string;
  package: { id: string; title: string };
  departure_date: string;
  adults: number;
  children: number;
  infants: number;
  travellers: {
    kind: string;
    title: string;
    first_name: string;
    last_name: string;
    birth_date: string | null;
  }[];
  price: {
    base: z.infer<typeof ZMoney>;
    tax: z.infer<typeof ZMoney>;
    discount: z.infer<typeof ZMoney>;
    total: z.infer<typeof ZMoney>;
    rate_date: string | null;
  };
  paid: z.infer<typeof ZMoney>;
  balance_due: z.infer<typeof ZMoney>;
  balance_due_date: string | null;
  /** A deposit (PARTIAL make_payment) may be paid now, of at least `minimum`; absent or null when not. */
  deposit?: { minimum: z.infer<typeof ZMoney> } | null;
  hold_expires_at: string | null;
  can_cancel: boolean;
  cancellation: { text: string; fee: z.infer<typeof ZMoney>; refund: z.infer<typeof ZMoney> } | null;
  created_at: string;
  confirmed_at: string | null;
  cancelled_at: string | null;
  /** A planned variant's trip (hotels per stay, the day items); absent or null for an organised package. */
  trip?: TBookingTrip | null;
  /** A booked search result (a flight, an activity, a car…) as it was sold; absent or null otherwise. */
  offer?: TOffer | null;
  /** A booked search result's order with its supplier: pending until paid and placed, then its reference. */
  supplier_order?: { status: 'pending' | 'booked' | 'cancelled' | 'failed'; reference: string | null } | null;
  /**
   * Money going back to the payer through a gateway (absent when there is none): captures the
   * booking could not take, and a cancelled booking's refund.
   */
  refunds?: TBookingRefund[];
}

/**
 * Money returned through a gateway, and why: a capture the booking could not take (over_payment,
 * booking_ended, superseded, amount_mismatch) or its share of a cancellation's refund (cancellation).
 */
export interface TBookingRefund {
  amount: z.infer<typeof ZMoney>;
  reason: string;
  /** requested (the gateway has not answered yet), refunded, or failed (the gateway kept refusing). */
  status: string;
  /** The gateway's reference for the refund, once it made it. */
  gateway_refund_id: string | null;
  created_at: string;
}

/** What a booked planned variant was: its stays with the rooms taken, and the timed items of its days. */
export interface TBookingTrip {
  start_date: string;
  end_date: string;
  nights: number;
  quotation_id: string | null;
  stays: {
    city: string;
    check_in: string;
    check_out: string;
    nights: number;
    hotel: string;
    rooms: { name: string; board: string; adults: number; children: number }[];
  }[];
  items: { date: string; start: string; kind: string; title: string }[];
}
