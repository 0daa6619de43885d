import { Hono } from 'hono';
import type { BackendContext, BackendEnv } from '@/lib/backend/http/context';
import {
  type TProductHoldRequest,
  ZProductHoldRequest,
  ZProductRepriceRequest,
} from '@/lib/contract/products';
import { sweepDueBookings } from '../booking';
import { bookingCaller } from '../booking/caller';
import { createProductBooking, repriceProduct } from '../booking/create-product-booking';
import { registerSupplierOrderJobs } from '../booking/supplier-orders';
import { parseOr400 } from '../http/parse-or-400';
import { readPayload } from '../http/payload';
import { type BookingKind, holdHandler, priced } from './booking-call';

/**
 * Booking a search result (issue 15): a flight, an activity, a transfer, a car, a train, a ferry.
 * Same lifecycle, caller and answers as the organised package's calls (routes/booking.ts);
 * booking_disabled refuses them all.
 */
export const bookingProductRoutes = new Hono<BackendEnv>();

// The supplier-order jobs must be known wherever the routes run (tests, embedders), as the
// booking jobs are (routes/booking.ts); under Next, lib/backend/job-handlers.ts registers them at start-up.
registerSupplierOrderJobs();

async function reprice(c: BackendContext) {
  const { db, tenant } = await bookingCaller(c);
  const request = parseOr400(ZProductRepriceRequest, await readPayload(c.req.raw));
  await sweepDueBookings(db, tenant);
  const data = await priced(() => repriceProduct(db, { tenant, request }));
  return c.json({ success: true, data });
}
bookingProductRoutes.post('/api/booking/product/reprice', reprice);
bookingProductRoutes.post('/api/booking/product/recheck-reprice', reprice);

const SEARCH_RESULT: BookingKind<TProductHoldRequest> = {
  request: ZProductHoldRequest,
  create: createProductBooking,
};
bookingProductRoutes.post('/api/booking/product/hold', holdHandler(SEARCH_RESULT, 'hold'));
bookingProductRoutes.post('/api/booking/product/book', holdHandler(SEARCH_RESULT, 'book'));
