import { Hono } from 'hono';
import type { BackendEnv } from '@/lib/backend/http/context';
import { bookingCaller } from '../booking/caller';
import { assertBookingStaff, staffBookingView } from '../booking/staff';
import { bookingIdOf } from './booking-call';

/**
 * audit-trail (issue 29 item 3; the spec names no call for it, so in the style of
 * get-booking-details): for staff who see all bookings, the booking's customer and its audit trail
 * — who, when, what changed. Anyone else: 403, before the booking is looked up; another tenant's or
 * an unknown booking: 404.
 */
export const bookingStaffRoutes = new Hono<BackendEnv>();

bookingStaffRoutes.get('/api/booking/audit-trail', async (c) => {
  const { db, tenant, user } = await bookingCaller(c);
  assertBookingStaff(user);
  const bookingId = bookingIdOf(c.req.query());
  return c.json({ success: true, data: await staffBookingView(db, tenant, user, bookingId) });
});
