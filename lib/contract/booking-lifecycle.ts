import { z } from 'zod';
import { TITLES } from './auth';
import { ZBookingIdRequest } from './booking';
import { optionalDay, zBirthDate, zPassportExpiry } from './calendar-date';
import { zWholeNumber } from './whole-number';

/** The traveller's service preferences a booking records (the Travellers step's selects). */
export const MEALS = ['no_preference', 'vegetarian', 'vegan', 'halal', 'kosher', 'gluten_free'] as const;
export const BEDS = ['no_preference', 'double', 'twin', 'single'] as const;

/**
 * Traveller information, after-sale changes and documents of a booking (spec §7 api/booking/…,
 * "Traveller information"). The spec names the calls, not their shapes: these are the product's.
 */

const REQUIRED = 'This field is required.';
const optionalText = (max: number, pattern?: RegExp, message?: string) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((v) => !pattern || v === '' || pattern.test(v), message)
    .nullish()
    .transform((v) => v || null);

const name = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(60);

/** Who a traveller is: as on a booking's traveller slot. */
const ZPerson = z.object({
  title: z.enum(TITLES, { error: 'Title is required' }),
  first_name: name('First Name'),
  last_name: name('Last Name'),
  birth_date: optionalDay(zBirthDate()),
});

/** traveller-details save: a traveller profile of the caller (new, or `profile_id` to update). */
export const ZTravellerProfileRequest = ZPerson.extend({
  profile_id: z.string().uuid('Choose a saved traveller.').nullish(),
  nationality: optionalText(2, /^[A-Za-z]{2}$/, 'Enter a two-letter country code such as GB.').transform(
    (v) => v?.toUpperCase() ?? null,
  ),
  passport_number: optionalText(20, /^[A-Za-z0-9]{5,20}$/, 'Enter 5 to 20 letters or digits.').transform(
    (v) => v?.toUpperCase() ?? null,
  ),
  passport_expiry: optionalDay(zPassportExpiry()),
});

/** A traveller slot: 0 to 25 (a booking has at most 26 travellers). */
const position = zWholeNumber('position', 0, 25);

export const ZSlotRequest = ZBookingIdRequest.extend({ position });

export const ZAssociateRequest = ZSlotRequest.extend({
  profile_id: z.string({ error: REQUIRED }).uuid('Choose a saved traveller.'),
});

export const ZAnswersRequest = ZSlotRequest.extend({
  answers: z.record(z.string(), z.string().trim().max(300, 'At most 300 characters.'), { error: REQUIRED }),
});

export const ZServicesRequest = ZSlotRequest.extend({
  services: z
    .object({
      meal: z.enum(MEALS, { error: `Choose one of ${MEALS.join(', ')}.` }).optional(),
      bed: z.enum(BEDS, { error: `Choose one of ${BEDS.join(', ')}.` }).optional(),
    })
    .strict(),
});

/** modify: new names (and a child's or infant's date of birth) for the booking's traveller slots. */
export const ZModifyRequest = ZBookingIdRequest.extend({
  travellers: z.array(ZPerson.extend({ position }), { error: REQUIRED }).min(1, REQUIRED).max(26),
});

/** What modify refuses: the party and the trip are not changed, the booking is cancelled and made again. */
export const PARTY_FIELDS = ['package_id', 'departure_date', 'adults', 'children', 'infants'] as const;

export const ZReassignRequest = ZBookingIdRequest.extend({
  user_id: z.string({ error: REQUIRED }).uuid('Choose a customer.'),
});

export const ZAddVoucherRequest = ZBookingIdRequest.extend({
  file_name: z
    .string({ error: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .max(120)
    .regex(/^[\w .()-]+$/, 'Use letters, digits, spaces, dots, dashes or brackets.'),
  url: z
    .string({ error: REQUIRED })
    .trim()
    .url('Enter a link starting with https://')
    .max(2000)
    .refine((u) => u.startsWith('https://'), 'Enter a link starting with https://'),
  note: optionalText(500),
});

export const ZVoucherRequest = ZBookingIdRequest.extend({
  voucher_id: z.string({ error: REQUIRED }).uuid('Choose a voucher.'),
});

export const ZCreditNoteRequest = ZBookingIdRequest.extend({
  credit_note_id: z.string({ error: REQUIRED }).uuid('Choose a credit note.'),
});

export interface TVoucher {
  id: string;
  kind: 'booking' | 'attached';
  file_name: string;
  voucher_url: string;
  note: string | null;
  status: 'generated' | 'confirmed';
}

export interface TCreditNote {
  id: string;
  number: string;
  amount: { amount: number; currency: string };
  tax: { amount: number; currency: string };
  issued_at: string;
  file_name: string;
  url: string;
  /**
   * Where the refund went back through a gateway (a card-paid booking): each payment's share, with
   * the gateway's own refund id once it made it. Absent when nothing went through a gateway.
   */
  gateway_refunds?: TCreditNoteRefund[];
}

export interface TCreditNoteRefund {
  gateway: string;
  amount: { amount: number; currency: string };
  /** requested, refunded, failed. */
  status: string;
  gateway_refund_id: string | null;
}
