import { Hono } from 'hono';
import type { z } from 'zod';
import type { BackendContext, BackendEnv } from '@/lib/backend/http/context';
import { seatsOf } from '@/lib/booking/party';
import { ZBookingIdRequest, ZCancelRequest, ZHoldRequest, ZRepriceRequest } from '@/lib/contract/booking';
import { isUuid } from '@/lib/db/uuid';
import { ConversionError } from '@/lib/money';
import {
  BOOKING_MESSAGES,
  bookingDetails,
  cancelBooking,
  confirmHold,
  createBooking,
  findPackage,
  invoicePdf,
  listBookings,
  pricePackage,
  registerBookingJobs,
  resendConfirmation,
  seatsLeft,
  sweepDueBookings,
  voucherPdf,
} from '../booking';
import { bookingCaller } from '../booking/caller';
import { assertConfirmationEmailAllowed } from '../booking/email-limit';
import { holdClientOf } from '../booking/hold-client';
import { fieldError } from '../http/body';
import { AppError } from '../http/errors';
import { readPayload } from '../http/payload';
import { invalidRequest } from '../http/zod-errors';
import { closeBookingSessions } from '../payment/close-session';

/**
 * Booking calls (spec §7 api/booking/…): reprice, hold, book, confirm-hold, cancel, get-bookings,
 * booking-list, get-booking-details. Every call needs a signed-in user of the site, refuses when the
 * site has booking switched off, and answers 404 for a booking that is not the caller's to see.
 */
export const bookingRoutes = new Hono<BackendEnv>();

// The hold-expiry job must be known wherever the routes run (tests, embedders), as the PDF job is.
registerBookingJobs();

export function parse<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  throw invalidRequest(parsed.error, BOOKING_MESSAGES.badRequest);
}

export const bookingIdOf = (raw: unknown): string => {
  const { booking_id } = parse(ZBookingIdRequest, raw);
  // Not a UUID cannot be anyone's booking: the same 404 as another user's.
  if (!isUuid(booking_id)) throw new AppError('not_found', 404, BOOKING_MESSAGES.notFound);
  return booking_id;
};

const KEY = /^[A-Za-z0-9_.:-]{8,100}$/;
export function idempotencyKeyOf(c: BackendContext, body: Record<string, unknown>): string {
  const key = c.req.header('idempotency-key') ?? body.idempotency_key;
  if (typeof key !== 'string' || !KEY.test(key))
    throw fieldError(
      'idempotency_key',
      'Send an idempotency key of 8 to 100 letters, digits, dots, colons, dashes or underscores.',
    );
  return key;
}

export const priced = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (err) {
    if (err instanceof ConversionError) throw fieldError('currency', 'This currency cannot be priced.');
    throw err;
  }
};

/** reprice / recheck-reprice: today's price and seats for the party, and whether the price moved. */
async function reprice(c: BackendContext) {
  const { db, tenant } = await bookingCaller(c);
  const req = parse(ZRepriceRequest, await readPayload(c.req.raw));
  await sweepDueBookings(db, tenant);
  const pkg = await findPackage(db, tenant.id, req.package_id);
  const left = (await seatsLeft(db, tenant.id, pkg)).get(req.departure_date);
  if (left === undefined) throw new AppError('departure_not_found', 404, BOOKING_MESSAGES.departureNotFound);
  const price = await priced(() => pricePackage(db, tenant, pkg, req, req.currency));
  return c.json({
    success: true,
    data: {
      price,
      seats_left: left,
      available: left >= seatsOf(req),
      price_changed: req.seen_total !== undefined && req.seen_total !== price.total.amount,
    },
  });
}
bookingRoutes.post('/api/booking/reprice', reprice);
bookingRoutes.post('/api/booking/recheck-reprice', reprice);

function create(scope: 'hold' | 'book') {
  return async (c: BackendContext) => {
    const { db, tenant, user } = await bookingCaller(c);
    const body = await readPayload(c.req.raw);
    const idempotencyKey = idempotencyKeyOf(c, body);
    const request = parse(ZHoldRequest, body);
    await sweepDueBookings(db, tenant);
    const answer = await priced(() =>
      createBooking(db, {
        tenant,
        actor: user,
        request,
        idempotencyKey,
        scope,
        client: holdClientOf(c.req.raw),
      }),
    );
    return c.json(answer.body, answer.status as 200);
  };
}
bookingRoutes.post('/api/booking/hold', create('hold'));
bookingRoutes.post('/api/booking/book', create('book'));

bookingRoutes.post('/api/booking/confirm-hold', async (c) => {
  const { db, tenant, user } = await bookingCaller(c);
  const bookingId = bookingIdOf(await readPayload(c.req.raw));
  const b = await confirmHold(db, { tenant, actor: user, bookingId });
  return c.json({ success: true, data: await bookingDetails(db, tenant, user, b.id) });
});

bookingRoutes.post('/api/booking/cancel', async (c) => {
  const { db, tenant, user } = await bookingCaller(c);
  const body = await readPayload(c.req.raw);
  const bookingId = bookingIdOf(body);
  const { accepted_fee } = parse(ZCancelRequest, body);
  await cancelBooking(db, { tenant, actor: user, bookingId, acceptedFeeMinor: accepted_fee });
  // Its open payment was closed with it; its gateway session now, before the visitor can pay it.
  await closeBookingSessions(db, tenant.id, bookingId);
  return c.json({ success: true, data: await bookingDetails(db, tenant, user, bookingId) });
});

async function list(c: BackendContext) {
  const { db, tenant, user } = await bookingCaller(c);
  const page = Math.max(1, Math.min(1000, Number.parseInt(c.req.query('page') ?? '1', 10) || 1));
  await sweepDueBookings(db, tenant);
  return c.json({ success: true, data: await listBookings(db, tenant, user, { page, size: 20 }), page });
}
bookingRoutes.get('/api/booking/get-bookings', list);
bookingRoutes.get('/api/booking/booking-list', list);

bookingRoutes.get('/api/booking/get-booking-details', async (c) => {
  const { db, tenant, user } = await bookingCaller(c);
  const bookingId = bookingIdOf(c.req.query());
  await sweepDueBookings(db, tenant);
  return c.json({ success: true, data: await bookingDetails(db, tenant, user, bookingId) });
});

/** The booking's voucher and invoice as PDF downloads (spec §7 voucher, invoice-url). */
export function pdfAnswer(pdf: Buffer, fileName: string): Response {
  return new Response(new Uint8Array(pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${fileName}"`,
      'cache-control': 'private, no-store',
    },
  });
}

bookingRoutes.get('/api/booking/voucher', async (c) => {
  const { db, tenant, user } = await bookingCaller(c);
  const { pdf, fileName } = await voucherPdf(db, tenant, user, bookingIdOf(c.req.query()));
  return pdfAnswer(pdf, fileName);
});

bookingRoutes.get('/api/booking/invoice', async (c) => {
  const { db, tenant, user } = await bookingCaller(c);
  const { pdf, fileName } = await invoicePdf(db, tenant, user, bookingIdOf(c.req.query()));
  return pdfAnswer(pdf, fileName);
});

/** send_book_email/ (spec §7 Other): sends the booking confirmation e-mail, voucher attached, again (3 an hour). */
bookingRoutes.post('/send_book_email/', async (c) => {
  const { db, tenant, user } = await bookingCaller(c);
  const bookingId = bookingIdOf(await readPayload(c.req.raw));
  await assertConfirmationEmailAllowed(c, db, tenant, user, bookingId);
  await resendConfirmation(db, tenant, user, bookingId);
  return c.json({ success: true, message: BOOKING_MESSAGES.confirmationSent });
});
