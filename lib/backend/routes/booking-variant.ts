import { Hono } from 'hono';
import { z } from 'zod';
import { isAgencyStaff } from '@/lib/auth/roles';
import type { BackendContext, BackendEnv } from '@/lib/backend/http/context';
import type { TBookingCustomer } from '@/lib/contract/booking-variant';
import {
  type TVariantHoldRequest,
  ZVariantHoldRequest,
  ZVariantRepriceRequest,
} from '@/lib/contract/booking-variant';
import { isUuid } from '@/lib/db/uuid';
import { searchUsers } from '../auth/user-search';
import { BOOKING_MESSAGES, sweepDueBookings } from '../booking';
import { bookingCaller } from '../booking/caller';
import {
  acceptQuotation,
  createVariantBooking,
  repriceVariantBooking,
} from '../booking/create-variant-booking';
import { AppError } from '../http/errors';
import { parseOr400 } from '../http/parse-or-400';
import { readPayload } from '../http/payload';
import { type BookingKind, holdHandler, priced } from './booking-call';

/**
 * Booking a planned variant (issue 13 item 0): the trip planner's detail page (a lead) and an
 * accepted quotation, for the traveller or by an agent for a customer. Same lifecycle, caller and
 * answers as the organised package's calls (routes/booking.ts); booking_disabled refuses them all.
 */
export const bookingVariantRoutes = new Hono<BackendEnv>();

async function reprice(c: BackendContext) {
  const { db, tenant, user } = await bookingCaller(c);
  const request = parseOr400(ZVariantRepriceRequest, await readPayload(c.req.raw));
  await sweepDueBookings(db, tenant);
  const data = await priced(() => repriceVariantBooking(db, { tenant, user, request }));
  return c.json({ success: true, data });
}
bookingVariantRoutes.post('/api/booking/variant/reprice', reprice);
bookingVariantRoutes.post('/api/booking/variant/recheck-reprice', reprice);

const PLANNED_VARIANT: BookingKind<TVariantHoldRequest> = {
  request: ZVariantHoldRequest,
  create: createVariantBooking,
};
bookingVariantRoutes.post('/api/booking/variant/hold', holdHandler(PLANNED_VARIANT, 'hold'));
bookingVariantRoutes.post('/api/booking/variant/book', holdHandler(PLANNED_VARIANT, 'book'));

const ZQuotationId = z.object({
  quotation_id: z.string({ error: 'This field is required.' }).trim().min(1).max(64),
});

/** accept-quotation: the quotation becomes bookable. */
bookingVariantRoutes.post('/api/booking/accept-quotation', async (c) => {
  const { db, tenant, user } = await bookingCaller(c);
  const { quotation_id } = parseOr400(ZQuotationId, await readPayload(c.req.raw));
  if (!isUuid(quotation_id)) throw new AppError('not_found', 404, BOOKING_MESSAGES.quotationNotFound);
  const row = await acceptQuotation(db, { tenant, user, quotationId: quotation_id });
  return c.json({
    success: true,
    message: BOOKING_MESSAGES.quotationAccepted,
    data: { id: row.id, accepted_at: row.acceptedAt?.toISOString() ?? null },
  });
});

/** customers?q=: the tenant's travellers an agent may book for (agency staff only), ten at most. */
bookingVariantRoutes.get('/api/booking/customers', async (c) => {
  const { db, tenant, user } = await bookingCaller(c);
  if (!isAgencyStaff(user.role)) throw new AppError('forbidden', 403, BOOKING_MESSAGES.customersForAgents);
  const q = (c.req.query('q') ?? '').trim().slice(0, 60);
  const found = await searchUsers(db, tenant.id, { text: q, roles: ['Consumer'] });
  const data: TBookingCustomer[] = found.map(({ id, name, email }) => ({ id, name, email }));
  return c.json({ success: true, data });
});
