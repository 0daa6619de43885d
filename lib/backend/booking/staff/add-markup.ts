import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { markupRefusal, markupRoom, withMarkup } from '@/lib/booking/markup';
import { owedMinor, statusOf } from '@/lib/booking/states';
import type { TAddMarkupRequest, TMarkupAnswer } from '@/lib/contract/booking-staff';
import type { Db } from '@/lib/db/open';
import { bookings, type Tenant, type UserRow } from '@/lib/db/schema';
import { formatMoney } from '@/lib/money';
import { allowsStaffMarkup } from '@/lib/tenant/capabilities';
import { AppError } from '../../http/errors';
import { recordAction } from '../audit';
import { closeOpenPayments } from '../close-payments';
import { todayUtc } from '../rules';
import { staffBooking } from './staff-booking';
import { staffText } from './staff-text';

/**
 * add-markup (spec §7): staff add a markup to a booking where the agency allows it (the staffMarkup
 * capability), while the booking still takes money (lib/booking/markup.ts). One transaction with
 * the booking's row locked: the rule read on the locked row, the total the caller saw compared (a
 * concurrent markup or payment moved it: 409), one update that also bumps the version, an audit row
 * {markup, total: {from, to}}. An open payment asked for the old amount, so it is closed
 * (superseded; its gateway session after the commit); the traveller pays the new amount from the
 * booking page.
 */
export async function addMarkup(
  db: Db,
  tenant: Tenant,
  user: UserRow,
  input: TAddMarkupRequest,
  now = new Date(),
): Promise<TMarkupAnswer> {
  return db.transaction(async (tx) => {
    const b = await staffBooking(tx, tenant, user, input.booking_id, { lock: true });
    if (!allowsStaffMarkup(tenant.config)) throw new AppError('markup_off', 403, staffText('markupOff'));
    const money = (amount: number) => ({ amount, currency: b.currency });
    if (input.currency !== b.currency)
      throw new AppError('currency_mismatch', 409, staffText('markupCurrency', { currency: b.currency }), {
        currency: b.currency,
      });
    const facts = {
      status: b.status,
      holdExpiresAtMs: b.holdExpiresAt?.getTime() ?? null,
      balanceDueDate: b.balanceDueDate,
      baseMinor: b.baseMinor,
      markupMinor: b.markupMinor,
      totalMinor: b.totalMinor,
    };
    const refusal = markupRefusal(facts, input.amount, now.getTime(), todayUtc(now));
    if (refusal === 'closed')
      throw new AppError('markup_closed', 409, staffText('markupClosed', { status: statusOf(b) }));
    if (input.seen_total !== b.totalMinor)
      throw new AppError(
        'booking_changed',
        409,
        staffText('markupMoved', { total: formatMoney(money(b.totalMinor)) }),
        { total: b.totalMinor },
      );
    if (refusal === 'over_cap') {
      const max = markupRoom(facts);
      throw new AppError(
        'markup_over_cap',
        400,
        staffText('markupOverCap', { max: formatMoney(money(max)) }),
        {
          amount: [staffText('markupOverCap', { max: formatMoney(money(max)) })],
        },
      );
    }
    const next = withMarkup(b, input.amount);
    const [updated] = await tx
      .update(bookings)
      .set({ ...next, version: sql`${bookings.version} + 1`, updatedAt: now })
      .where(and(eq(bookings.tenantId, b.tenantId), eq(bookings.id, b.id), eq(bookings.version, b.version)))
      .returning();
    // The row is locked, so its version cannot have moved; if it did, nothing is applied.
    if (!updated) throw new Error('booking version moved under its row lock');
    await closeOpenPayments(tx, b, 'superseded');
    await recordAction(tx, b, 'add_markup', user.id, {
      markup: { from: b.markupMinor, to: next.markupMinor },
      total: { from: b.totalMinor, to: next.totalMinor },
      currency: b.currency,
    });
    return {
      markup: money(next.markupMinor),
      total: money(next.totalMinor),
      balance_due: money(owedMinor({ totalMinor: next.totalMinor, paidMinor: b.paidMinor })),
    };
  });
}
