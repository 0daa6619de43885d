import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { roomNightCounter, slotCounter, type Take } from '@/lib/backend/inventory/ledger/counters';
import { left } from '@/lib/backend/inventory/ledger/ledger';
import type { Db } from '@/lib/db/open';
import { inventoryRoomTypes } from '@/lib/db/schema';
import type { CapacityClaim } from '../types';

/**
 * A search result's claims on the capacity ledger (lib/backend/inventory/ledger): what each has
 * left, for the result pages and the §7 answers, and what a booking of it takes (claimTakes), which
 * the booking takes inside its transaction with the ledger's one take.
 */
export const claimKey = (c: { kind: string; code: string; day: string; slot: string }): string =>
  `${c.kind}\u0000${c.code}\u0000${c.day}\u0000${c.slot}`;

/**
 * A hotel's rooms are counted where planned trips take them from, the allotment
 * (inventory_allotments), which the claim's `initial` already read; every other kind is counted in
 * inventory_capacity.
 */
const takesAllotment = (claim: Pick<CapacityClaim, 'kind'>): boolean => claim.kind === 'hotel';

/**
 * How much of each claimed slot is still on sale (by claimKey): the stored row where one exists (a
 * booking created it), else the product's own figure; a hotel's claim keeps its `initial`, read
 * from the allotment with the offer.
 */
export async function capacityLeft(
  db: Db,
  tenantId: string,
  claims: readonly CapacityClaim[],
): Promise<Map<string, number>> {
  const found = new Map(claims.map((c) => [claimKey(c), c.initial]));
  const counted = claims.filter((c) => !takesAllotment(c));
  const stored = await left(db, tenantId, counted.map(slotCounter));
  for (const [i, c] of counted.entries()) found.set(claimKey(c), stored[i] ?? c.initial);
  return found;
}

/**
 * What booking these claims takes from the ledger: a hotel's claim (room type by code, night,
 * rooms) the room type's allotment on that night; every other claim its slot. Null when a claimed
 * room type is no longer in the inventory.
 */
export async function claimTakes(
  db: Db,
  tenantId: string,
  claims: readonly CapacityClaim[],
): Promise<Take[] | null> {
  const hotels = claims.filter(takesAllotment);
  const types =
    hotels.length === 0
      ? []
      : await db
          .select({
            id: inventoryRoomTypes.id,
            code: inventoryRoomTypes.code,
            defaultAllotment: inventoryRoomTypes.defaultAllotment,
          })
          .from(inventoryRoomTypes)
          .where(
            and(
              eq(inventoryRoomTypes.tenantId, tenantId),
              inArray(inventoryRoomTypes.code, [...new Set(hotels.map((c) => c.code))]),
            ),
          );
  const takes: Take[] = [];
  for (const c of claims) {
    if (!takesAllotment(c)) {
      takes.push({ counter: slotCounter(c), quantity: c.quantity });
      continue;
    }
    const type = types.find((t) => t.code === c.code);
    if (!type) return null;
    takes.push({ counter: roomNightCounter(type, c.day), quantity: c.quantity });
  }
  return takes;
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
