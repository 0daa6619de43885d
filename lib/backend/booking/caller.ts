import type { Context } from 'hono';
import type { BackendEnv } from '@/lib/backend/http/context';
import type { Db } from '@/lib/db/open';
import type { Tenant, UserRow } from '@/lib/db/schema';
import { currentUser, tenantOf } from '../auth/context';
import { AppError } from '../http/errors';
import { BOOKING_MESSAGES } from './messages';
import { assertBookingEnabled } from './rules';

/**
 * The caller of a booking or payment call: the site's tenant (which must allow booking) and its
 * signed-in user. Answers are per user, never cached.
 */
export async function bookingCaller(
  c: Context<BackendEnv>,
): Promise<{ db: Db; tenant: Tenant; user: UserRow }> {
  const { db, tenant } = await tenantOf(c);
  assertBookingEnabled(tenant);
  const user = await currentUser(c, db, tenant);
  if (!user) throw new AppError('unauthorized', 401, BOOKING_MESSAGES.login);
  c.header('Cache-Control', 'private, no-store');
  return { db, tenant, user };
}
