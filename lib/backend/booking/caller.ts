import type { BackendContext } from '@/lib/backend/http/context';
import type { Db } from '@/lib/db/open';
import type { Tenant, UserRow } from '@/lib/db/schema';
import { dbOf, requireCaller, tenantOf } from '../auth/request-context';
import { BOOKING_MESSAGES } from './messages';
import { assertBookingEnabled } from './rules';

/**
 * The caller of a booking or payment call: the site's tenant (which must allow booking) and its
 * signed-in user. Answers are per user, never cached.
 */
export async function bookingCaller(c: BackendContext): Promise<{ db: Db; tenant: Tenant; user: UserRow }> {
  const tenant = await tenantOf(c);
  assertBookingEnabled(tenant);
  const user = await requireCaller(c, BOOKING_MESSAGES.login);
  c.header('Cache-Control', 'private, no-store');
  return { db: await dbOf(c), tenant, user };
}
