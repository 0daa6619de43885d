import { Hono } from 'hono';
import type { BackendEnv } from '@/lib/backend/http/context';
import { PARTY_FIELDS, ZModifyRequest, ZReassignRequest } from '@/lib/contract/booking-lifecycle';
import { bookingDetails, confirmHold, sweepDueBookings } from '../booking';
import { itineraryMeta, modifyBooking, reassignBooking, recheckBooking } from '../booking/after-sale';
import { bookingCaller } from '../booking/caller';
import { lifecycleText } from '../booking/lifecycle-messages';
import { parseOr400 } from '../http/parse-or-400';
import { readPayload } from '../http/payload';
import { bookingIdOf } from './booking-call';

/**
 * After-sale booking calls (spec §7 api/booking/…): recheck-booking, confirm-booking (the same
 * `pay` transition as confirm-hold), modify, update_booking_user and itinerary-meta
 * (lib/booking/README.md has what each does to the booking).
 */
export const bookingAfterSaleRoutes = new Hono<BackendEnv>();

bookingAfterSaleRoutes.post('/api/booking/recheck-booking', async (c) => {
  const { db, tenant, user } = await bookingCaller(c);
  const bookingId = bookingIdOf(await readPayload(c.req.raw));
  await sweepDueBookings(db, tenant);
  return c.json({ success: true, data: await recheckBooking(db, tenant, user, bookingId) });
});

bookingAfterSaleRoutes.post('/api/booking/confirm-booking', async (c) => {
  const { db, tenant, user } = await bookingCaller(c);
  const bookingId = bookingIdOf(await readPayload(c.req.raw));
  await sweepDueBookings(db, tenant);
  const b = await confirmHold(db, { tenant, actor: user, bookingId });
  return c.json({ success: true, data: await bookingDetails(db, tenant, user, b.id) });
});

bookingAfterSaleRoutes.post('/api/booking/modify', async (c) => {
  const { db, tenant, user } = await bookingCaller(c);
  const body = await readPayload(c.req.raw);
  const bookingId = bookingIdOf(body);
  await sweepDueBookings(db, tenant);
  // A change of party or date is refused whatever else is sent (after the booking is found).
  const partyChange = PARTY_FIELDS.some((k) => body[k] !== undefined);
  const request = partyChange ? { booking_id: bookingId, travellers: [] } : parseOr400(ZModifyRequest, body);
  const id = await modifyBooking(db, { tenant, actor: user, request, partyChange });
  return c.json({ success: true, data: await bookingDetails(db, tenant, user, id) });
});

bookingAfterSaleRoutes.post('/api/booking/update_booking_user', async (c) => {
  const { db, tenant, user } = await bookingCaller(c);
  const body = await readPayload(c.req.raw);
  const bookingId = bookingIdOf(body);
  const { user_id } = parseOr400(ZReassignRequest, body);
  const id = await reassignBooking(db, { tenant, actor: user, bookingId, userId: user_id });
  return c.json({
    success: true,
    message: lifecycleText('reassigned'),
    data: await bookingDetails(db, tenant, user, id),
  });
});

bookingAfterSaleRoutes.get('/api/booking/itinerary-meta', async (c) => {
  const { db, tenant, user } = await bookingCaller(c);
  const bookingId = bookingIdOf(c.req.query());
  await sweepDueBookings(db, tenant);
  return c.json({ success: true, data: await itineraryMeta(db, tenant, user, bookingId) });
});
