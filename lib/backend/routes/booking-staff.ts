import { Hono } from 'hono';
import type { BackendEnv } from '@/lib/backend/http/context';
import { ZAddMarkupRequest } from '@/lib/contract/booking-staff';
import { sweepDueBookings } from '../booking';
import { bookingCaller } from '../booking/caller';
import { addMarkup } from '../booking/staff/add-markup';
import { bookingTerms } from '../booking/staff/booking-terms';
import { insuranceStatus } from '../booking/staff/insurance-status';
import { invoiceUrl, listInvoices } from '../booking/staff/invoices';
import { rebookDetails } from '../booking/staff/rebook-details';
import { staffBooking } from '../booking/staff/staff-booking';
import { assertBookingStaff, staffBookingView } from '../booking/staff/view';
import { parseOr400 } from '../http/parse-or-400';
import { readPayload } from '../http/payload';
import { closeBookingSessions } from '../payment/close-session';
import { bookingIdOf } from './booking-call';

/**
 * The agency staff's calls on one booking (spec §7 api/booking/…; issue 29 item 3): add-markup,
 * get/invoice/list, invoice-url, tnc, insurance/status, rebook/details, and the audit trail. Each answers 404 for a
 * booking the caller may not see and 403 to anyone but the agency's staff who work on all its
 * bookings (lib/backend/booking/staff/staff-booking.ts). The voucher calls are in booking-documents.ts.
 */
export const bookingStaffRoutes = new Hono<BackendEnv>();

bookingStaffRoutes.post('/api/booking/add-markup', async (c) => {
  const { db, tenant, user } = await bookingCaller(c);
  const body = await readPayload(c.req.raw);
  const bookingId = bookingIdOf(body);
  const input = parseOr400(ZAddMarkupRequest, body);
  // A hold that ran out is expired first, so it is refused as expired rather than as held.
  await sweepDueBookings(db, tenant);
  const data = await addMarkup(db, tenant, user, { ...input, booking_id: bookingId });
  // Its open payment asked for the old amount and was closed; its gateway session now.
  await closeBookingSessions(db, tenant.id, bookingId);
  return c.json({ success: true, data });
});

bookingStaffRoutes.get('/api/booking/get/invoice/list', async (c) => {
  const { db, tenant, user } = await bookingCaller(c);
  return c.json({ success: true, data: await listInvoices(db, tenant, user, bookingIdOf(c.req.query())) });
});

bookingStaffRoutes.get('/api/booking/invoice-url', async (c) => {
  const { db, tenant, user } = await bookingCaller(c);
  return c.json({ success: true, data: await invoiceUrl(db, tenant, user, bookingIdOf(c.req.query())) });
});

bookingStaffRoutes.get('/api/booking/tnc', async (c) => {
  const { db, tenant, user } = await bookingCaller(c);
  return c.json({ success: true, data: await bookingTerms(db, tenant, user, bookingIdOf(c.req.query())) });
});

bookingStaffRoutes.get('/api/booking/insurance/status', async (c) => {
  const { db, tenant, user } = await bookingCaller(c);
  return c.json({ success: true, data: await insuranceStatus(db, tenant, user, bookingIdOf(c.req.query())) });
});

bookingStaffRoutes.get('/api/booking/rebook/details', async (c) => {
  const { db, tenant, user } = await bookingCaller(c);
  const bookingId = bookingIdOf(c.req.query());
  await sweepDueBookings(db, tenant);
  return c.json({ success: true, data: await rebookDetails(db, tenant, user, bookingId) });
});

/**
 * The booking's customer and its audit trail (who, when, what changed), oldest first, for staff who
 * see all bookings; anyone else 403 before the booking is looked up, another tenant's booking 404.
 */
bookingStaffRoutes.get('/api/booking/audit-trail', async (c) => {
  const { db, tenant, user } = await bookingCaller(c);
  assertBookingStaff(user);
  const bookingId = bookingIdOf(c.req.query());
  return c.json({ success: true, data: await staffBookingView(db, tenant, user, bookingId) });
});
