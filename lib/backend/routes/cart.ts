import { Hono } from 'hono';
import { z } from 'zod';
import type { BackendEnv } from '@/lib/backend/http/context';
import { bookingCaller } from '../booking/caller';
import { BOOKING_MESSAGES } from '../booking/messages';
import { addToCart, listCart } from '../cart/cart';
import { AppError } from '../http/errors';
import { parseOr400 } from '../http/parse-or-400';
import { readPayload } from '../http/payload';

/**
 * Cart calls (spec §7): GET cart/check_orders/ (user_ui_id) and POST cart/order/ (user_ui_id,
 * page_url, page_type). The cart is the signed-in traveller's; a user_ui_id that is not the
 * caller's answers 404, so one visitor never reads another's cart. Booking switched off refuses both.
 */
export const cartRoutes = new Hono<BackendEnv>();

const REQUIRED = 'This field is required.';
const ZOrder = z.object({
  user_ui_id: z.string().trim().max(100).optional(),
  page_url: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(500, 'Too long.'),
  page_type: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(50, 'Too long.'),
});

/** A user_ui_id, when given, must be the caller's own (it is their user id). */
function assertOwnCart(userUiId: string | undefined, userId: string) {
  if (userUiId && userUiId !== userId) throw new AppError('not_found', 404, BOOKING_MESSAGES.notFound);
}

cartRoutes.get('/cart/check_orders/', async (c) => {
  const { db, tenant, user } = await bookingCaller(c);
  assertOwnCart(c.req.query('user_ui_id')?.trim(), user.id);
  return c.json({ success: true, data: await listCart(db, tenant, user) });
});

cartRoutes.post('/cart/order/', async (c) => {
  const { db, tenant, user } = await bookingCaller(c);
  const order = parseOr400(ZOrder, await readPayload(c.req.raw));
  assertOwnCart(order.user_ui_id, user.id);
  const item = await addToCart(db, tenant, user, { pageUrl: order.page_url, pageType: order.page_type });
  return c.json({ success: true, data: item });
});
