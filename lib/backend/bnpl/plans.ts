import 'server-only';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { type BnplPlan, bnplPlans } from '@/lib/booking/bnpl';
import { balanceDueDate } from '@/lib/booking/party';
import type { Db } from '@/lib/db/open';
import {
  type BnplInstalmentRow,
  type Booking,
  bnplInstalments,
  bnplPlans as bnplPlanRows,
  bookings,
  payments,
  type Tenant,
  type UserRow,
} from '@/lib/db/schema';
import { offersBnpl } from '@/lib/tenant/capabilities';
import { BOOKING_MESSAGES } from '../booking/messages';
import { canSeeBooking } from '../booking/queries';
import { todayUtc } from '../booking/rules';
import { AppError } from '../http/errors';
import { gatewayOf } from '../payment/gateways';
import { BNPL_MESSAGES } from './messages';

/**
 * Why the site cannot offer pay later plans at all, or null: it does not list the capability (or
 * hides its gateway), or its gateway cannot charge a card off session (docs/bnpl.md).
 */
export function bnplUnavailable(db: Db, tenant: Tenant): string | null {
  if (!offersBnpl(tenant.config)) return BNPL_MESSAGES.notOffered;
  return gatewayOf(db, tenant)?.chargeOffSession ? null : BNPL_MESSAGES.noOffSession;
}

/** The plans a held, unpaid booking may take today (lib/booking/bnpl.ts); none for any other. */
export function plansFor(b: Booking, now: Date): BnplPlan[] {
  const unpaidHold =
    b.status === 'held' && b.paidMinor === 0 && (b.holdExpiresAt?.getTime() ?? 0) > now.getTime();
  if (!unpaidHold) return [];
  const today = todayUtc(now);
  return bnplPlans({
    totalMinor: b.totalMinor,
    today,
    lastDueDate: balanceDueDate(b.departureDate, today),
  });
}

/** A booking the caller may see, or 404 (another tenant's, someone else's or a malformed id alike). */
export async function visibleBooking(db: Db, tenant: Tenant, user: UserRow, bookingId: string) {
  const [b] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.tenantId, tenant.id), eq(bookings.id, bookingId)));
  if (!b || !canSeeBooking(user, b)) throw new AppError('not_found', 404, BOOKING_MESSAGES.notFound);
  return b;
}

/** GET api/bnpl/v1/plans: the plans offered for a booking, or none with the reason. */
export async function offeredPlans(
  db: Db,
  tenant: Tenant,
  user: UserRow,
  bookingId: string,
  now = new Date(),
): Promise<{ plans: BnplPlan[]; currency: string; message: string | null }> {
  const b = await visibleBooking(db, tenant, user, bookingId);
  const unavailable = bnplUnavailable(db, tenant);
  if (unavailable) return { plans: [], currency: b.currency, message: unavailable };
  const plans = plansFor(b, now);
  const message =
    plans.length > 0 ? null : b.status === 'held' ? BNPL_MESSAGES.tooLate : BNPL_MESSAGES.notHeld;
  return { plans, currency: b.currency, message };
}

/** An instalment as the pages see it: a first instalment at its gateway reads as its payment does. */
export interface InstalmentView {
  number: number;
  amountMinor: number;
  currency: string;
  dueDate: string;
  status: 'scheduled' | 'charging' | 'paid' | 'failed' | 'dropped';
  message: string | null;
}

export interface ScheduleView {
  bookingId: string;
  planId: string;
  totalMinor: number;
  currency: string;
  instalments: InstalmentView[];
}

const PAYMENT_TO_INSTALMENT: Record<string, InstalmentView['status']> = {
  captured: 'paid',
  failed: 'failed',
  refunded: 'dropped',
  closed: 'dropped',
};

/** An instalment at its gateway reads as its payment does. */
function statusOf(i: BnplInstalmentRow, paymentStatus: string | undefined): InstalmentView['status'] {
  const stored = i.status as InstalmentView['status'];
  if (stored === 'charging' && paymentStatus) return PAYMENT_TO_INSTALMENT[paymentStatus] ?? 'charging';
  return stored;
}

/** The schedules of these bookings (already checked visible), newest plan first. */
async function schedulesOf(db: Db, tenant: Tenant, list: Booking[]): Promise<ScheduleView[]> {
  if (list.length === 0) return [];
  const ids = list.map((b) => b.id);
  const plans = await db
    .select()
    .from(bnplPlanRows)
    .where(and(eq(bnplPlanRows.tenantId, tenant.id), inArray(bnplPlanRows.bookingId, ids)))
    .orderBy(desc(bnplPlanRows.createdAt));
  if (plans.length === 0) return [];
  const rows = await db
    .select({ i: bnplInstalments, paymentStatus: payments.status, failure: payments.failureMessage })
    .from(bnplInstalments)
    .leftJoin(payments, eq(payments.id, bnplInstalments.paymentId))
    .where(and(eq(bnplInstalments.tenantId, tenant.id), inArray(bnplInstalments.bookingId, ids)))
    .orderBy(asc(bnplInstalments.number));
  const byId = new Map(list.map((b) => [b.id, b]));
  return plans.flatMap((p) => {
    const b = byId.get(p.bookingId);
    if (!b) return [];
    return [
      {
        bookingId: p.bookingId,
        planId: p.planId,
        totalMinor: p.totalMinor,
        currency: p.currency,
        instalments: rows
          .filter((r) => r.i.planId === p.id)
          .map(({ i, paymentStatus, failure }) => ({
            number: i.number,
            amountMinor: i.amountMinor,
            currency: i.currency,
            dueDate: i.dueDate,
            status: statusOf(i, paymentStatus ?? undefined),
            message: i.failureMessage ?? failure ?? null,
          })),
      },
    ];
  });
}

/** GET api/bnpl/v1/plan/cache: the booking's plan and its instalments (null: it has none). */
export async function scheduleOf(db: Db, tenant: Tenant, user: UserRow, bookingId: string) {
  const b = await visibleBooking(db, tenant, user, bookingId);
  return (await schedulesOf(db, tenant, [b]))[0] ?? null;
}

/** GET api/bnpl/v1/caches: the plans of the caller's own bookings (made by or for them). */
export async function schedulesOfCaller(db: Db, tenant: Tenant, user: UserRow): Promise<ScheduleView[]> {
  const planned = await db
    .select({ b: bookings })
    .from(bnplPlanRows)
    .innerJoin(bookings, eq(bookings.id, bnplPlanRows.bookingId))
    .where(eq(bnplPlanRows.tenantId, tenant.id))
    .orderBy(desc(bnplPlanRows.createdAt))
    .limit(200);
  const mine = planned.map((r) => r.b).filter((b) => b.userId === user.id || b.createdBy === user.id);
  return schedulesOf(db, tenant, mine);
}
