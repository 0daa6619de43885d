import { Hono } from 'hono';
import type { BackendContext, BackendEnv } from '@/lib/backend/http/context';
import { seatsOf } from '@/lib/booking/party';
import { type THoldRequest, ZCancelRequest, ZHoldRequest, ZRepriceRequest } from '@/lib/contract/booking';
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
import { parseBookingQuery } from '../booking/list-query';
import { assertBookingStaff, staffBookingText } from '../booking/staff/view';
import { AppError } from '../http/errors';
import { parseOr400 } from '../http/parse-or-400';
import { readPayload } from '../http/payload';
import { closeBookingSessions } from '../payment/close-session';
import { type BookingKind, bookingIdOf, holdHandler, pdfAnswer, priced } from './booking-call';

/**
 * Booking calls (spec §7 api/booking/…): reprice, hold, book, confirm-hold, cancel, get-bookings,
 * booking-list, get-booking-details. Every call needs a signed-in user of the site, refuses when the
 * site has booking switched off, and answers 404 for a booking that is not the caller's to see.
 */
export const bookingRoutes = new Hono<BackendEnv>();

// The hold-expiry job must be known wherever the routes run (tests, embedders), as the PDF job is.
registerBookingJobs();

/** reprice / recheck-reprice: today's price and seats for the party, and whether the price moved. */
async function reprice(c: BackendContext) {
  const { db, tenant } = await bookingCaller(c);
  const req = parseOr400(ZRepriceRequest, await readPayload(c.req.raw));
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

const PACKAGE_DEPARTURE: BookingKind<THoldRequest> = { request: ZHoldRequest, create: createBooking };
bookingRoutes.post('/api/booking/hold', holdHandler(PACKAGE_DEPARTURE, 'hold'));
bookingRoutes.post('/api/booking/book', holdHandler(PACKAGE_DEPARTURE, 'book'));

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
  const { accepted_fee } = parseOr400(ZCancelRequest, body);
  await cancelBooking(db, { tenant, actor: user, bookingId, acceptedFeeMinor: accepted_fee });
  // Its open payment was closed with it; its gateway session now, before the visitor can pay it.
  await closeBookingSessions(db, tenant.id, bookingId);
  return c.json({ success: true, data: await bookingDetails(db, tenant, user, bookingId) });
});

/**
 * get-bookings / booking-list: the caller's bookings (staff who see all bookings: the agency's),
 * searched by the filters of list-query.ts, a page at a time with the count of all that match.
 */
async function list(c: BackendContext) {
  const { db, tenant, user } = await bookingCaller(c);
  const parsed = parseBookingQuery(c.req.query());
  if (!parsed.ok) throw new AppError('invalid_request', 400, staffBookingText('badFilters'), parsed.errors);
  await sweepDueBookings(db, tenant);
  const { count, rows } = await listBookings(db, tenant, user, parsed.query);
  return c.json({
    success: true,
    data: rows,
    page: parsed.query.page,
    page_size: parsed.query.pageSize,
    count,
  });
}
bookingRoutes.get('/api/booking/get-bookings', list);
bookingRoutes.get('/api/booking/booking-list', list);

bookingRoutes.get('/api/booking/get-booking-details', async (c) => {
  const { db, tenant, user } = await bookingCaller(c);
  const bookingId = bookingIdOf(c.req.query());
  await sweepDueBookings(db, tenant);
  return c.json({ success: true, data: await bookingDetails(db, tenant, user, bookingId) });
});

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

/**
 * send_book_email/ (spec §7 Other): staff who see all bookings send a paid booking's confirmation
 * e-mail, voucher attached, to its traveller again (3 an hour per booking); it shows in the trail.
 */
bookingRoutes.post('/send_book_email/', async (c) => {
  const { db, tenant, user } = await bookingCaller(c);
  assertBookingStaff(user);
  const bookingId = bookingIdOf(await readPayload(c.req.raw));
  await assertConfirmationEmailAllowed(c, db, tenant, user, bookingId);
  await resendConfirmation(db, tenant, user, bookingId);
  return c.json({ success: true, message: BOOKING_MESSAGES.confirmationSent });
});
