import { and, eq, gte, sql } from 'drizzle-orm';
import { takesAllotment } from '@/lib/backend/inventory/offline/capacity';
import type { CapacityClaim } from '@/lib/backend/inventory/types';
import { bookingCapacity, inventoryCapacity } from '@/lib/db/schema';
import { soldOut } from './seats';
import type { Tx } from './tx';
import { takeClaimedRoomNights } from './variant-rooms';

/**
 * The capacity a booking of a search result takes (a flight's seats in a fare, an activity
 * session's places, a car of a class on its days, a hotel's room-nights…), inside the booking's
 * transaction. Each claim is
 * ONE conditional update (`available >= wanted`) on its row, created from the product's own figure
 * the first time; claims are taken in a fixed order so concurrent bookings never deadlock.
 */

const byKey = (a: CapacityClaim, b: CapacityClaim) =>
  a.kind.localeCompare(b.kind) ||
  a.code.localeCompare(b.code) ||
  a.day.localeCompare(b.day) ||
  a.slot.localeCompare(b.slot);

/** Takes every claim for the booking (held), or answers sold out (409) leaving the transaction to roll back. */
export async function takeCapacity(
  tx: Tx,
  input: { tenantId: string; bookingId: string; claims: readonly CapacityClaim[] },
): Promise<void> {
  await takeClaimedRoomNights(tx, { ...input, claims: input.claims.filter(takesAllotment) });
  for (const claim of input.claims.filter((c) => !takesAllotment(c)).sort(byKey)) {
    const where = and(
      eq(inventoryCapacity.tenantId, input.tenantId),
      eq(inventoryCapacity.kind, claim.kind),
      eq(inventoryCapacity.productCode, claim.code),
      eq(inventoryCapacity.day, claim.day),
      eq(inventoryCapacity.slot, claim.slot),
    );
    await tx
      .insert(inventoryCapacity)
      .values({
        tenantId: input.tenantId,
        kind: claim.kind,
        productCode: claim.code,
        day: claim.day,
        slot: claim.slot,
        available: Math.max(0, claim.initial),
      })
      .onConflictDoNothing();
    const [row] = await tx
      .update(inventoryCapacity)
      .set({ available: sql`${inventoryCapacity.available} - ${claim.quantity}`, updatedAt: new Date() })
      .where(and(where, gte(inventoryCapacity.available, claim.quantity)))
      .returning({ id: inventoryCapacity.id });
    if (!row) throw soldOut();
    await tx.insert(bookingCapacity).values({
      tenantId: input.tenantId,
      bookingId: input.bookingId,
      capacityId: row.id,
      quantity: claim.quantity,
      state: 'held',
    });
  }
}

/** Marks the booking's held capacity sold (it stays taken). */
export async function sellCapacity(tx: Tx, tenantId: string, bookingId: string): Promise<void> {
  await tx
    .update(bookingCapacity)
    .set({ state: 'sold', updatedAt: new Date() })
    .where(
      and(
        eq(bookingCapacity.tenantId, tenantId),
        eq(bookingCapacity.bookingId, bookingId),
        eq(bookingCapacity.state, 'held'),
      ),
    );
}

/** Gives the booking's capacity back, once: only rows flipped to released add theirs back. */
export async function releaseCapacity(tx: Tx, tenantId: string, bookingId: string): Promise<number> {
  const released = await tx
    .update(bookingCapacity)
    .set({ state: 'released', updatedAt: new Date() })
    .where(
      and(
        eq(bookingCapacity.tenantId, tenantId),
        eq(bookingCapacity.bookingId, bookingId),
        sql`${bookingCapacity.state} <> 'released'`,
      ),
    )
    .returning({ capacityId: bookingCapacity.capacityId, quantity: bookingCapacity.quantity });
  for (const r of [...released].sort((a, b) => a.capacityId.localeCompare(b.capacityId))) {
    await tx
      .update(inventoryCapacity)
      .set({ available: sql`${inventoryCapacity.available} + ${r.quantity}`, updatedAt: new Date() })
      .where(and(eq(inventoryCapacity.tenantId, tenantId), eq(inventoryCapacity.id, r.capacityId)));
  }
  return released.reduce((s, r) => s + r.quantity, 0);
}
