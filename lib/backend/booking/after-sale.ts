import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { seatsOf } from '@/lib/booking/party';
import { statusOf } from '@/lib/booking/states';
import type { ZModifyRequest } from '@/lib/contract/booking-lifecycle';
import { addDays } from '@/lib/dates/calendar';
import type { Db, Tx } from '@/lib/db/open';
import {
  bookings,
  bookingTravellers,
  staticPackages,
  type Tenant,
  type UserRow,
  users,
} from '@/lib/db/schema';
import { AppError } from '../http/errors';
import { recordAction } from './audit';
import { lifecycleText } from './lifecycle-messages';
import { personName } from './person-name';
import { pricePackage } from './price-package';
import { assertBookingStaff, customerName, staffBookingText } from './staff/view';
import { assertFitsSlot, editableBooking, visibleBooking } from './travellers';
import { ownVoucherOutdated } from './voucher-outdated';

/**
 * The calls after a booking is made that do not move it through the state machine: recheck-booking,
 * modify, update_booking_user and itinerary-meta (lib/booking/README.md). modify and
 * update_booking_user leave a `booking_events` row with the status unchanged.
 */

async function packageOf(q: Db | Tx, tenantId: string, packageId: string | null) {
  if (!packageId) return null;
  const [pkg] = await q
    .select()
    .from(staticPackages)
    .where(and(eq(staticPackages.tenantId, tenantId), eq(staticPackages.id, packageId)));
  return pkg ?? null;
}

/**
 * recheck-booking: before paying a held booking, whether its seats are still held for it (the hold
 * has not run out) and what the party costs today in the booking's currency. Only a booking
 * awaiting payment (or one whose hold just ran out) is rechecked; the caller runs the expiry sweep first.
 */
export async function recheckBooking(
  db: Db,
  tenant: Tenant,
  user: UserRow,
  bookingId: string,
  now = new Date(),
) {
  const b = await db.transaction((tx) => visibleBooking(tx, tenant, user, bookingId));
  const status = statusOf(b);
  if (status !== 'held' && status !== 'expired')
    throw new AppError('not_held', 409, lifecycleText('recheckHeldOnly'), { status });
  const pkg = await packageOf(db, tenant.id, b.packageId);
  const price = pkg ? await pricePackage(db, tenant, pkg, b, b.currency) : null;
  const stillAvailable = status === 'held' && !!b.holdExpiresAt && b.holdExpiresAt > now && pkg !== null;
  return {
    booking_id: b.id,
    status,
    still_available: stillAvailable,
    hold_expires_at: status === 'held' ? (b.holdExpiresAt?.toISOString() ?? null) : null,
    booked_total: { amount: b.totalMinor, currency: b.currency },
    price,
    price_changed: price !== null && price.total.amount !== b.totalMinor,
  };
}

/**
 * modify: new names (and a child's or infant's date of birth) for traveller slots of a booking whose
 * travellers may still change. The party, the package and the date are not modified: they change
 * the seats and the price, so the traveller cancels (under the cancellation policy) and books again.
 */
export async function modifyBooking(
  db: Db,
  input: { tenant: Tenant; actor: UserRow; request: z.infer<typeof ZModifyRequest>; partyChange: boolean },
) {
  const { tenant, actor, request } = input;
  return db.transaction(async (tx) => {
    const b = await editableBooking(tx, tenant, actor, request.booking_id);
    if (input.partyChange) throw new AppError('party_change', 409, lifecycleText('partyChange'));
    const slots = await tx
      .select()
      .from(bookingTravellers)
      .where(and(eq(bookingTravellers.tenantId, tenant.id), eq(bookingTravellers.bookingId, b.id)));
    for (const [i, t] of request.travellers.entries()) {
      const slot = slots.find((s) => s.position === t.position);
      if (!slot)
        throw new AppError(
          'slot_not_found',
          404,
          lifecycleText('slotNotFound', { position: t.position + 1 }),
          {
            [`travellers.${i}.position`]: [lifecycleText('slotNotFound', { position: t.position + 1 })],
          },
        );
      assertFitsSlot(slot.kind, t.birth_date, b.departureDate, `travellers.${i}.birth_date`);
      await tx
        .update(bookingTravellers)
        .set({ title: t.title, firstName: t.first_name, lastName: t.last_name, birthDate: t.birth_date })
        .where(and(eq(bookingTravellers.tenantId, tenant.id), eq(bookingTravellers.id, slot.id)));
    }
    await ownVoucherOutdated(tx, b);
    await recordAction(tx, b, 'modify', actor.id);
    return b.id;
  });
}

/**
 * update_booking_user: agency staff who see all bookings give one to another customer of the same
 * tenant (the traveller it is for changes; who made it does not). Anyone else: 403. The customer
 * must be a signed-up Consumer of the site (not a guest, not a staff account): else 404 naming
 * user_id; the booking's own customer again is 400. The booking row is locked, so two reassigns at
 * once run one after the other and the trail's "from" is the customer the second one found.
 */
export async function reassignBooking(
  db: Db,
  input: { tenant: Tenant; actor: UserRow; bookingId: string; userId: string },
) {
  const { tenant, actor } = input;
  assertBookingStaff(actor);
  return db.transaction(async (tx) => {
    const b = await visibleBooking(tx, tenant, actor, input.bookingId);
    const [customer] = await tx
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(
        and(
          eq(users.tenantId, tenant.id),
          eq(users.id, input.userId),
          eq(users.role, 'Consumer'),
          eq(users.guest, false),
        ),
      );
    if (!customer)
      throw new AppError('customer_not_found', 404, lifecycleText('customerNotFound'), {
        user_id: [lifecycleText('customerNotFound')],
      });
    if (customer.id === b.userId)
      throw new AppError('same_customer', 400, staffBookingText('sameCustomer'), {
        user_id: [staffBookingText('sameCustomer')],
      });
    const from = await customerName(tx, tenant.id, b.userId);
    await tx
      .update(bookings)
      .set({ userId: customer.id, updatedAt: new Date() })
      .where(and(eq(bookings.tenantId, tenant.id), eq(bookings.id, b.id)));
    await recordAction(tx, b, 'reassign', actor.id, { user: { from, to: personName(customer) } });
    return b.id;
  });
}

/** itinerary-meta: the booking's summary (reference, title, dates, party, status). */
export async function itineraryMeta(db: Db, tenant: Tenant, user: UserRow, bookingId: string) {
  const b = await db.transaction((tx) => visibleBooking(tx, tenant, user, bookingId));
  const pkg = await packageOf(db, tenant.id, b.packageId);
  return {
    booking_id: b.id,
    reference: b.reference,
    title: b.packageTitle,
    status: statusOf(b),
    start_date: b.departureDate,
    end_date: pkg ? addDays(b.departureDate, pkg.durationNights) : null,
    nights: pkg?.durationNights ?? null,
    pax: { adults: b.adults, children: b.children, infants: b.infants, seats: seatsOf(b) },
  };
}
