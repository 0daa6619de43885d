import type { TVoucher } from '@/lib/contract/booking-lifecycle';
import type {
  TBookingTerms,
  TInsuranceStatus,
  TInvoice,
  TMarkupAnswer,
  TRebookDetails,
} from '@/lib/contract/booking-staff';
import { type Answer, answerOf, dataListOf, dataOf } from './answer';
import { type CallOptions, callApi } from './browser-api';

/**
 * The agency staff's calls on one booking (issue 29 item 3; routes/booking-staff.ts and the voucher
 * and traveller calls), same-origin through the /api/ mount.
 */

const call = async <T>(
  path: string,
  init: CallOptions,
  pick: (body: unknown) => T | null,
): Promise<Answer<T>> => answerOf(await callApi(path, init), pick);

const read = <T>(path: string, bookingId: string) =>
  call<T>(path, { query: { booking_id: bookingId } }, dataOf);
const readList = <T>(path: string, bookingId: string) =>
  call<T[]>(path, { query: { booking_id: bookingId } }, dataListOf);
const write = <T>(path: string, body: Record<string, unknown>) =>
  call<T>(path, { method: 'POST', body }, dataOf);

export const bookingTerms = (id: string) => read<TBookingTerms>('api/booking/tnc', id);
export const insuranceStatus = (id: string) => read<TInsuranceStatus>('api/booking/insurance/status', id);
export const rebookDetails = (id: string) => read<TRebookDetails>('api/booking/rebook/details', id);
export const invoiceList = (id: string) => readList<TInvoice>('api/booking/get/invoice/list', id);
export const combinedVoucherUrl = (id: string) =>
  read<{ voucher_url: string; file_name: string }>('api/booking/combined-voucher-url', id);

export const addMarkup = (id: string, amount: number, currency: string, seenTotal: number) =>
  write<TMarkupAnswer>('api/booking/add-markup', {
    booking_id: id,
    amount,
    currency,
    seen_total: seenTotal,
  });

export const generateVoucher = (id: string) =>
  write<TVoucher>('api/booking/generate-voucher', { booking_id: id });
export const confirmVoucher = (id: string, voucherId: string) =>
  write<TVoucher>('api/booking/confirm-voucher', { booking_id: id, voucher_id: voucherId });
export const addVoucher = (id: string, v: { file_name: string; url: string; note: string }) =>
  write<TVoucher>('api/booking/add-voucher', { booking_id: id, ...v });

/** One traveller slot as itinerary-travellers answers it (lib/backend/booking/travellers.ts). */
export interface ItineraryTraveller {
  position: number;
  kind: string;
  title: string;
  first_name: string;
  last_name: string;
  birth_date: string | null;
  nationality: string | null;
  passport_number: string | null;
  passport_expiry: string | null;
  answers: Record<string, string>;
  missing: string[];
  complete: boolean;
}

export const itineraryTravellers = (id: string) =>
  readList<ItineraryTraveller>('api/booking/itinerary-travellers', id);

/** A passport for a slot: saved as a traveller profile of the caller, then put in the slot. */
export async function savePassport(
  id: string,
  slot: ItineraryTraveller,
  passport: { nationality: string; passport_number: string; passport_expiry: string },
): Promise<Answer<ItineraryTraveller[]>> {
  const saved = await write<{ id: string }>('api/booking/traveller-details/save', {
    title: slot.title,
    first_name: slot.first_name,
    last_name: slot.last_name,
    birth_date: slot.birth_date ?? '',
    ...passport,
  });
  if (!saved.ok) return saved;
  return call<ItineraryTraveller[]>(
    'api/booking/traveller-details/associate',
    { method: 'POST', body: { booking_id: id, position: slot.position, profile_id: saved.data.id } },
    dataListOf,
  );
}

export const saveAnswers = (id: string, position: number, answers: Record<string, string>) =>
  call<ItineraryTraveller[]>(
    'api/booking/answers/save',
    { method: 'POST', body: { booking_id: id, position, answers } },
    dataListOf,
  );
