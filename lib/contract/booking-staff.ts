import { z } from 'zod';
import { ZBookingIdRequest } from './booking';
import type { TMoney, TPriceBreakdown } from './planner';
import { MAX_MINOR_AMOUNT, zMinorAmount, zWholeNumber } from './whole-number';

/**
 * The agency staff's calls on one booking (spec §7 api/booking/…: add-markup, get/invoice/list,
 * invoice-url, tnc, insurance/status, rebook/details; issue 29 item 3). Staff only: the agency, or an
 * Agency Employee holding 'view all bookings' (lib/auth/rules.ts managesBookings).
 */

/** POST api/booking/add-markup. */
export const ZAddMarkupRequest = ZBookingIdRequest.extend({
  /** Minor units of the booking's currency (pence, cents), added to what the traveller pays. */
  amount: zWholeNumber('amount', 1, MAX_MINOR_AMOUNT),
  /** The booking's currency, so an amount is never read in the wrong unit (409 when it differs). */
  currency: z
    .string({ error: 'This field is required.' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, 'Enter a three-letter currency code such as GBP.'),
  /**
   * The total the staff member saw (minor units): if the booking's total moved meanwhile (another
   * markup, a payment) the markup is refused (409), so two people never add one markup twice.
   */
  seen_total: zMinorAmount('seen_total'),
});
export type TAddMarkupRequest = z.infer<typeof ZAddMarkupRequest>;

export interface TMarkupAnswer {
  markup: TMoney;
  total: TMoney;
  balance_due: TMoney;
}

/** One invoice of a booking (get/invoice/list), in the agency's invoice currency. */
export interface TInvoice {
  number: string;
  issued_on: string;
  total: TMoney;
  file_name: string;
  url: string;
}

/** invoice-url: where the invoice PDF is downloaded. */
export interface TInvoiceUrl {
  invoice_url: string;
  file_name: string;
}

/** tnc: the terms the booking was sold on. */
export interface TBookingTerms {
  package: { id: string; title: string; inclusions: string[] };
  cancellation: {
    refundable: boolean;
    free_cancel_until: string | null;
    penalty_percent: number;
    text: string;
  };
  payment: { deposit_percent: number; balance_due_date: string | null; hold_minutes: number };
  /** The agency's own terms page (a site link captioned 'Terms…'), when it has one. */
  agency_terms_url: string | null;
}

/** insurance/status: 'none', or the insurance booked and where its order stands. */
export type TInsuranceStatus =
  | { status: 'none' }
  | {
      status: 'pending' | 'active' | 'cancelled' | 'failed';
      plan: string;
      reference: string | null;
      from: string;
      to: string | null;
    };

/** rebook/details: what booking an ended booking again would take today. */
export type TRebookDetails =
  | {
      rebookable: true;
      package: { id: string; title: string };
      party: { adults: number; children: number; infants: number };
      departures: { date: string; seats_left: number; available: boolean }[];
      /** Today's price for the same party (the reprice call's price), and what was booked then. */
      price: TPriceBreakdown;
      booked_total: TMoney;
    }
  | { rebookable: false; reason: 'package_gone' | 'not_a_package' };

/**
 * The staff side of a booking (issue 29 item 3; built-in calls the spec does not name):
 * api/booking/audit-trail answers the booking's customer and its audit trail to staff who see all
 * bookings. update_booking_user and send_book_email/ are the spec's own calls.
 */

/** One line of a booking's audit trail: who (by name), when, what happened and what changed. */
export interface TAuditLine {
  event: string;
  from_status: string | null;
  to_status: string;
  /** The actor's name; null for the system (a job) or a deleted account. */
  actor: string | null;
  /** `{ field: { from, to } }` or what an action did (`{ recipient: name }`); names, never e-mails. */
  changes: Record<string, unknown> | null;
  at: string;
}

/** What api/booking/audit-trail answers in `data`. */
export interface TBookingStaffView {
  customer: { id: string; name: string | null; email: string } | null;
  events: TAuditLine[];
}
