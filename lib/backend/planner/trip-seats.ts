import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { type Party, seatsOf } from '@/lib/booking/party';
import type { TPackageVariant } from '@/lib/contract/planner';
import type { Db } from '@/lib/db/open';
import { type InventoryLeg, inventoryLegs, type LegFare } from '@/lib/db/schema';
import { legFares } from '@/lib/products/fares';
import { capacityLeft, claimKey } from '@/lib/products/offline/capacity';
import { faresOf } from '@/lib/products/offline/rail-ferry-fares';
import type { CapacityClaim } from '@/lib/products/types';

/**
 * The seats a planned trip's journeys take: each flight, train or ferry of the trip takes its
 * travellers' seats on that departure from the same count the flight, rail and ferry pages sell
 * from (inventory_capacity, slot 'HH:mm|fare'), so a departure is never sold twice over. A cab is
 * a car for the party, not seats from a count: it claims nothing here.
 */

/** A journey of the trip and the seats it takes. */
export interface LegClaim {
  title: string;
  claim: CapacityClaim;
}

const SEAT_KINDS = new Set(['flight', 'rail', 'ferry']);

/**
 * The fare a planned trip sells on a leg: the planner prices a leg at the leg's own traveller
 * prices, which are its standard fare (Classic on the demo airlines); else its first per-traveller
 * fare. Undefined when the leg sells none per traveller.
 */
export function tripFareOf(leg: InventoryLeg): LegFare | undefined {
  const fares = (leg.kind === 'flight' ? legFares(leg) : faresOf(leg)).filter((f) => f.per === 'traveller');
  return fares.find((f) => f.adult_minor === leg.adultMinor) ?? fares[0];
}

/** The claims of the trip's booked journeys (legs by code). Pure. */
export function legClaimsOf(
  variant: Pick<TPackageVariant, 'days'>,
  legs: ReadonlyMap<string, InventoryLeg>,
  party: Party,
): LegClaim[] {
  const quantity = seatsOf(party);
  return variant.days.flatMap((day) =>
    day.items.flatMap((item) => {
      const leg = item.kind === 'leg' && item.ref ? legs.get(item.ref) : undefined;
      const fare = leg && SEAT_KINDS.has(leg.kind) ? tripFareOf(leg) : undefined;
      if (!leg || !fare || quantity === 0) return [];
      const claim: CapacityClaim = {
        kind: leg.kind as CapacityClaim['kind'],
        code: leg.code,
        day: day.date,
        slot: `${item.start}|${fare.code}`,
        quantity,
        initial: fare.seats,
      };
      return [{ title: item.title, claim }];
    }),
  );
}

/** The trip's journey claims, read against the tenant's legs. */
export async function tripLegClaims(
  db: Db,
  tenantId: string,
  variant: Pick<TPackageVariant, 'days'>,
  party: Party,
): Promise<LegClaim[]> {
  const codes = [
    ...new Set(
      variant.days.flatMap((d) => d.items.flatMap((i) => (i.kind === 'leg' && i.ref ? [i.ref] : []))),
    ),
  ];
  if (codes.length === 0) return [];
  const rows = await db
    .select()
    .from(inventoryLegs)
    .where(and(eq(inventoryLegs.tenantId, tenantId), inArray(inventoryLegs.code, codes)));
  return legClaimsOf(variant, new Map(rows.map((r) => [r.code, r])), party);
}

/** One sentence per journey without enough seats left for the party (check before booking). */
export async function seatProblems(db: Db, tenantId: string, claims: readonly LegClaim[]): Promise<string[]> {
  if (claims.length === 0) return [];
  const left = await capacityLeft(
    db,
    tenantId,
    claims.map((c) => c.claim),
  );
  return claims
    .filter((c) => (left.get(claimKey(c.claim)) ?? 0) < c.claim.quantity)
    .map(
      (c) => `${c.title} has no seats left for your party on the ${c.claim.slot.split('|')[0]} departure.`,
    );
}
