import { DEFAULT_LOCALE, toLocale } from '@/i18n/locales';
import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { enqueue, PermanentJobError, registerJobHandler } from '@/lib/backend/jobs';
import { deliver } from '@/lib/backend/notify';
import { renderBookingConfirmation } from '@/lib/backend/notify/booking-confirmation';
import { mailLocale } from '@/lib/backend/notify/mail-locale';
import { agencyNameOf } from '@/lib/backend/notify/templates';
import { isPaid } from '@/lib/booking/states';
import type { Db, Tx } from '@/lib/db/open';
import { type Booking, bookings, type Tenant, tenants, type UserRow, users } from '@/lib/db/schema';
import { siteOrigin } from '@/lib/seo/site-origin';
import { AppError } from '../http/errors';
import { recordAction } from './audit';
import { voucherPdf } from './documents';
import { BOOKING_MESSAGES } from './messages';
import { personName } from './person-name';
import { bookingDetails } from './queries';

/**
 * The booking confirmation e-mail (spec `send_book_email/`) to the traveller, with the voucher.
 * The first payment of a booking (held → confirmed or partially_paid, which the state machine allows
 * once) enqueues CONFIRMATION_EMAIL_JOB in the same transaction, so a transition that rolls back
 * sends nothing. The job claims `bookings.confirmation_sent_at` and delivers in one transaction: a
 * retried job, or a second job for the same booking, finds it set and sends nothing again.
 */

export const CONFIRMATION_EMAIL_JOB = 'booking.confirmation_email';

export async function enqueueConfirmationEmail(tx: Tx, booking: Pick<Booking, 'id' | 'tenantId'>) {
  await enqueue(tx as unknown as Db, {
    tenantId: booking.tenantId,
    type: CONFIRMATION_EMAIL_JOB,
    payload: { booking_id: booking.id },
    maxAttempts: 5,
  });
}

async function travellerOf(db: Db, tenantId: string, booking: Pick<Booking, 'userId'>): Promise<UserRow> {
  const [user] = booking.userId
    ? await db
        .select()
        .from(users)
        .where(and(eq(users.tenantId, tenantId), eq(users.id, booking.userId)))
    : [];
  if (!user?.email) throw new AppError('no_traveller', 409, BOOKING_MESSAGES.noTraveller);
  return user;
}

/** The e-mail for the traveller, the voucher attached, ready for deliver() (read as `viewer`). */
async function composeFor(
  db: Db,
  tenant: Tenant,
  traveller: UserRow,
  viewer: UserRow,
  bookingId: string,
  locale: string,
) {
  const booking = await bookingDetails(db, tenant, viewer, bookingId);
  // voucherPdf also refuses (409) a booking with nothing paid.
  const voucher = await voucherPdf(db, tenant, viewer, bookingId);
  const link = `${siteOrigin(tenant.key, process.env)}/bookingDetails/${encodeURIComponent(booking.id)}`;
  const agency = agencyNameOf(tenant);
  // In the language the booking was made in, not the sender's (a resend by staff).
  const mail = renderBookingConfirmation(
    booking,
    agency,
    link,
    mailLocale(toLocale(locale) ?? DEFAULT_LOCALE),
  );
  return {
    tenantId: tenant.id,
    channel: 'email' as const,
    to: traveller.email as string,
    kind: 'booking_confirmation',
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    links: mail.links,
    fromName: agency,
    attachments: [{ filename: voucher.fileName, contentType: 'application/pdf', content: voucher.pdf }],
  };
}

/** The job: sends the booking's confirmation once (false when it had already gone). */
export async function sendConfirmationOnce(db: Db, tenantId: string, bookingId: string): Promise<boolean> {
  const [tenant] = await db.select().from(tenants).where(eq(tenants.id, tenantId));
  const [booking] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.tenantId, tenantId), eq(bookings.id, bookingId)));
  if (!tenant || !booking) throw new PermanentJobError('booking not found');
  // Sent already, or cancelled before the job ran (no voucher to send): nothing to do.
  if (booking.confirmationSentAt || !isPaid(booking.status)) return false;
  let traveller: UserRow;
  try {
    traveller = await travellerOf(db, tenantId, booking);
  } catch {
    throw new PermanentJobError('the booking has no traveller with an e-mail address');
  }
  // Composed before the transaction: PGlite has one connection, so nothing may read outside it meanwhile.
  const message = await composeFor(db, tenant, traveller, traveller, bookingId, booking.locale);
  return db.transaction(async (tx) => {
    const claimed = await tx
      .update(bookings)
      .set({ confirmationSentAt: new Date() })
      .where(
        and(eq(bookings.tenantId, tenantId), eq(bookings.id, bookingId), isNull(bookings.confirmationSentAt)),
      )
      .returning({ id: bookings.id });
    if (claimed.length === 0) return false;
    // The outbox row commits with the claim; a refused SMTP delivery rolls the claim back (retry).
    await deliver({ ...message, db: tx as unknown as Db });
    return true;
  });
}

/** An e-mail address as the trail may show it: its first letter and its domain (a***@example.com). */
const maskedEmail = (email: string): string => {
  const at = email.lastIndexOf('@');
  return at < 1 ? '***' : `${email[0]}***${email.slice(at)}`;
};

/**
 * send_book_email/: sends the confirmation again, for a booking the caller may see (else 404),
 * and records it in the booking's audit trail with the recipient by name (or masked address).
 * The outbox row and the trail's row commit together.
 */
export async function resendConfirmation(db: Db, tenant: Tenant, caller: UserRow, bookingId: string) {
  const booking = await bookingDetails(db, tenant, caller, bookingId);
  const [row] = await db
    .select({
      id: bookings.id,
      tenantId: bookings.tenantId,
      status: bookings.status,
      userId: bookings.userId,
      locale: bookings.locale,
    })
    .from(bookings)
    .where(and(eq(bookings.tenantId, tenant.id), eq(bookings.id, booking.id)));
  if (!row) throw new AppError('not_found', 404, BOOKING_MESSAGES.notFound);
  const traveller = await travellerOf(db, tenant.id, row);
  const message = await composeFor(db, tenant, traveller, caller, bookingId, row.locale);
  const recipient = personName(traveller) ?? maskedEmail(message.to);
  await db.transaction(async (tx) => {
    await deliver({ ...message, db: tx as unknown as Db });
    await recordAction(tx, row, 'resend_confirmation', caller.id, { recipient });
  });
}

/** Registers the e-mail job with this process's job registry (idempotent). */
export function registerConfirmationEmailJob(): void {
  registerJobHandler(CONFIRMATION_EMAIL_JOB, async ({ db, job }) => {
    const id = job.payload.booking_id;
    if (typeof id !== 'string' || !job.tenantId) throw new PermanentJobError('booking_id missing');
    return { sent: await sendConfirmationOnce(db, job.tenantId, id) };
  });
}
