import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/lib/db/open';
import { inventoryCapacity } from '@/lib/db/schema';
import type { CapacityClaim } from '../types';

/**
 * How much of each claimed slot is still on sale: the stored capacity row where one exists (a
 * booking created it), else the product's own figure. Read-only; bookings take capacity with
 * lib/backend/booking/product-capacity.ts inside their transaction.
 */
export const claimKey = (c: { kind: string; code: string; day: string; slot: string }): string =>
  `${c.kind}\u0000${c.code}\u0000${c.day}\u0000${c.slot}`;

/**
 * A hotel's rooms are counted where planned trips take them from, the allotment
 * (inventory_allotments), which the claim's `initial` already read; every other kind is counted in
 * inventory_capacity.
 */
export const takesAllotment = (claim: Pick<CapacityClaim, 'kind'>): boolean => claim.kind === 'hotel';

export async function capacityLeft(
  db: Db,
  tenantId: string,
  claims: readonly CapacityClaim[],
): Promise<Map<string, number>> {
  const left = new Map(claims.map((c) => [claimKey(c), c.initial]));
  const counted = claims.filter((c) => !takesAllotment(c));
  const codes = [...new Set(counted.map((c) => c.code))];
  const days = [...new Set(counted.map((c) => c.day))];
  if (codes.length === 0) return left;
  const rows = await db
    .select({
      kind: inventoryCapacity.kind,
      code: inventoryCapacity.productCode,
      day: inventoryCapacity.day,
      slot: inventoryCapacity.slot,
      available: inventoryCapacity.available,
    })
    .from(inventoryCapacity)
    .where(
      and(
        eq(inventoryCapacity.tenantId, tenantId),
        inArray(inventoryCapacity.productCode, codes),
        inArray(inventoryCapacity.day, days),
      ),
    );
  for (const r of rows) {
    const key = claimKey(r);
    if (left.has(key)) left.set(key, r.available);
  }
  return left;
}

/**
 * What an offer has left: the scarcest of its claims (null when it claims nothing), and whether
 * every claim still has room for its quantity.
 */
export function remainingOf(
  claims: readonly CapacityClaim[],
  left: ReadonlyMap<string, number>,
): { remaining: number | null; bookable: boolean } {
  if (claims.length === 0) return { remaining: null, bookable: true };
  let remaining = Number.POSITIVE_INFINITY;
  let bookable = true;
  for (const c of claims) {
    const n = left.get(claimKey(c)) ?? c.initial;
    remaining = Math.min(remaining, n);
    if (n < c.quantity) bookable = false;
  }
  return { remaining, bookable };
}
