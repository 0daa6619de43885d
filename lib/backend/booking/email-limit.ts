import 'server-only';
import type { Context } from 'hono';
import { rateLimit } from '@/lib/backend/ratelimit/process-limiter';
import { isPaid } from '@/lib/booking/states';
import type { Db } from '@/lib/db/open';
import type { Tenant, UserRow } from '@/lib/db/schema';
import { AppError } from '../http/errors';
import { lifecycleText } from './lifecycle-messages';
import { bookingDetails } from './queries';
import { staffBookingText } from './staff/view';

/** send_book_email/ again: at most 3 times per booking per hour, whoever asks (each one is an e-mail). */
export const BOOKING_EMAIL_LIMIT = { limit: 3, windowMs: 60 * 60_000 };

/**
 * Counts one re-send of a booking's confirmation the caller may see (another's: 404, an unpaid one:
 * 409, both before anything is counted, so no one can use up someone else's allowance) and refuses
 * the fourth in an hour (429). The count is one atomic step of the limiter, so clicks at once still
 * send at most the limit.
 */
export async function assertConfirmationEmailAllowed(
  c: Context,
  db: Db,
  tenant: Tenant,
  user: UserRow,
  bookingId: string,
): Promise<void> {
  const booking = await bookingDetails(db, tenant, user, bookingId);
  // Only a paid booking has a confirmation (and a voucher) to send; refused before anything is counted.
  if (!isPaid(booking.status))
    throw new AppError('not_confirmed', 409, staffBookingText('notConfirmed'), { status: booking.status });
  await assertEmailWithinLimit(c, `bookingEmail:${tenant.id}:${booking.id}`, BOOKING_EMAIL_LIMIT, (v) =>
    lifecycleText('emailLimit', v),
  );
}

/**
 * Counts one e-mail on `key` and refuses it past the limit: 429 with Retry-After and the caller's
 * text, given the limit and the minutes to wait (at least 1).
 */
export async function assertEmailWithinLimit(
  c: Context,
  key: string,
  opts: { limit: number; windowMs: number },
  text: (v: { limit: number; minutes: number }) => string,
): Promise<void> {
  const r = await rateLimit(key, opts);
  if (r.ok) return;
  c.header('Retry-After', String(r.retryAfterSec));
  throw new AppError(
    'rate_limited',
    429,
    text({ limit: opts.limit, minutes: Math.max(1, Math.ceil(r.retryAfterSec / 60)) }),
    { retry_after: r.retryAfterSec },
  );
}
