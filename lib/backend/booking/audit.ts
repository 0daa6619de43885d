import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { TAuditLine } from '@/lib/contract/booking-staff';
import type { Db, Tx } from '@/lib/db/open';
import { type Booking, bookingEvents, users } from '@/lib/db/schema';

/**
 * The booking's audit trail (issue 29 item 3): every call that changes a booking or acts on it for
 * staff leaves one `booking_events` row saying who, when and what changed. Transitions of the state
 * machine write their own rows (transition.ts); this is for the actions that leave the status as it is.
 */
export async function recordAction(
  tx: Tx,
  b: Pick<Booking, 'id' | 'tenantId' | 'status'>,
  event: string,
  actorId: string,
  changes?: Record<string, unknown>,
): Promise<void> {
  await tx.insert(bookingEvents).values({
    tenantId: b.tenantId,
    bookingId: b.id,
    event,
    fromStatus: b.status,
    toStatus: b.status,
    actorId,
    changes: changes ?? null,
  });
}

/** One line of the trail as the booking page shows it: the actor by name, never their e-mail. */
export type AuditLine = TAuditLine;

/** The booking's trail, oldest first. */
export async function auditTrail(db: Db, tenantId: string, bookingId: string): Promise<AuditLine[]> {
  const rows = await db
    .select({
      event: bookingEvents.event,
      fromStatus: bookingEvents.fromStatus,
      toStatus: bookingEvents.toStatus,
      changes: bookingEvents.changes,
      at: bookingEvents.at,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(bookingEvents)
    .leftJoin(users, eq(users.id, bookingEvents.actorId))
    .where(and(eq(bookingEvents.tenantId, tenantId), eq(bookingEvents.bookingId, bookingId)))
    .orderBy(asc(bookingEvents.at), asc(bookingEvents.id));
  return rows.map((r) => ({
    event: r.event,
    from_status: r.fromStatus,
    to_status: r.toStatus,
    actor: r.firstName == null ? null : `${r.firstName} ${r.lastName ?? ''}`.trim(),
    changes: r.changes ?? null,
    at: r.at.toISOString(),
  }));
}
