import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { legFares } from '@/lib/backend/inventory/fares';
import { capacityLeft, claimKey } from '@/lib/backend/inventory/offline/capacity';
import { faresOf } from '@/lib/backend/inventory/offline/rail-ferry-fares';
import type { CapacityClaim } from '@/lib/backend/inventory/types';
import { type PartyCounts, seatsOf } from '@/lib/booking/party';
import type { TItinerary, TPackageVariant } from '@/lib/contract/planner';
import type { Db } from '@/lib/db/open';
import { type InventoryLeg, inventoryLegs, type LegFare } from '@/lib/db/schema';
import { PLANNER_MESSAGES } from './messages';

/**
 * The seats a planned trip's journeys take: each flight, train or ferry of the trip takes its
 * travellers' seats on that departure from the same count the flight, rail and ferry pages sell
 * from (inventory_capacity, slot 'HH:mm|fare'), so a departure is never sold twice over. A cab is
 * a car for the party, not seats from a count: it claims nothing here.
 */

/** A journey of the trip (its day item) and the seats it takes. */
export interface LegClaim {
  itemId: string;
  title: string;
  claim: CapacityClaim;
}

const SEAT_KINDS = new Set(['flight', 'rail', 'ferry']);

type TLegOptions = TItinerary['leg_options'];

/**
 * The fare a planned trip sells on a leg: the planner prices a leg at the leg's own traveller
 * prices, which are its standard fare (Classic on the demo airlines); else its first per-traveller
 * fare. Undefined when the leg sells none per traveller.
 */
export function tripFareOf(leg: InventoryLeg): LegFare | undefined {
  const fares = (leg.kind === 'flight' ? legFares(leg) : faresOf(leg)).filter((f) => f.per === 'traveller');
  return fares.find((f) => f.adult_minor === leg.adultMinor) ?? fares[0];
}

/** The seats the party takes on one departure of a leg, or null when the leg sells no seats (a cab). Pure. */
export function departureClaim(
  leg: InventoryLeg,
  day: string,
  departure: string,
  party: PartyCounts,
): CapacityClaim | null {
  const fare = SEAT_KINDS.has(leg.kind) ? tripFareOf(leg) : undefined;
  const quantity = seatsOf(party);
  if (!fare || quantity === 0) return null;
  return {
    kind: leg.kind as CapacityClaim['kind'],
    code: leg.code,
    day,
    slot: `${departure}|${fare.code}`,
    quantity,
    initial: fare.seats,
  };
}

/** The claims of the trip's booked journeys (legs by code). Pure. */
export function legClaimsOf(
  variant: Pick<TPackageVariant, 'days'>,
  legs: ReadonlyMap<string, InventoryLeg>,
  party: PartyCounts,
): LegClaim[] {
  return variant.days.flatMap((day) =>
    day.items.flatMap((item) => {
      const leg = item.kind === 'leg' && item.ref ? legs.get(item.ref) : undefined;
      const claim = leg ? departureClaim(leg, day.date, item.start, party) : null;
      return claim ? [{ itemId: item.id, title: item.title, claim }] : [];
    }),
  );
}

/** The tenant's legs of these codes, by code. */
async function legsByCode(db: Db, tenantId: string, codes: readonly string[]) {
  if (codes.length === 0) return new Map<string, InventoryLeg>();
  const rows = await db
    .select()
    .from(inventoryLegs)
    .where(and(eq(inventoryLegs.tenantId, tenantId), inArray(inventoryLegs.code, [...new Set(codes)])));
  return new Map(rows.map((r) => [r.code, r]));
}

const enoughLeft = (left: ReadonlyMap<string, number>, claim: CapacityClaim) =>
  (left.get(claimKey(claim)) ?? 0) >= claim.quantity;

/**
 * The journeys on offer (leg_options) without the departures that have fewer seats left than the
 * party needs: a sold-out departure is not offered.
 */
export async function offerableJourneys(
  db: Db,
  tenantId: string,
  variant: Pick<TPackageVariant, 'days'>,
  options: TLegOptions,
  party: PartyCounts,
): Promise<TLegOptions> {
  if (options.length === 0) return options;
  const legs = await legsByCode(
    db,
    tenantId,
    options.flatMap((o) => o.legs.map((l) => l.code)),
  );
  const dateOf = new Map(variant.days.flatMap((d) => d.items.map((i) => [i.id, d.date] as const)));
  // Each option with the seats it would take (null: a cab, or a leg no longer in the inventory).
  const priced = options.map((o) => ({
    option: o,
    legs: o.legs.map((l) => {
      const leg = legs.get(l.code);
      const date = dateOf.get(o.item_id);
      return { l, claim: leg && date ? departureClaim(leg, date, l.depart, party) : null };
    }),
  }));
  const left = await capacityLeft(
    db,
    tenantId,
    priced.flatMap((p) => p.legs.flatMap((x) => x.claim ?? [])),
  );
  return priced
    .map(({ option, legs: offered }) => ({
      ...option,
      legs: offered.filter((x) => !x.claim || enoughLeft(left, x.claim)).map((x) => x.l),
    }))
    .filter((o) => o.legs.length > 0);
}

/** The trip's journey claims, read against the tenant's legs. */
export async function tripLegClaims(
  db: Db,
  tenantId: string,
  variant: Pick<TPackageVariant, 'days'>,
  party: PartyCounts,
): Promise<LegClaim[]> {
  const codes = variant.days.flatMap((d) =>
    d.items.flatMap((i) => (i.kind === 'leg' && i.ref ? [i.ref] : [])),
  );
  if (codes.length === 0) return [];
  return legClaimsOf(variant, await legsByCode(db, tenantId, codes), party);
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
    .filter((c) => !enoughLeft(left, c.claim))
    .map((c) => PLANNER_MESSAGES.noSeatsLeft(c.title, c.claim.slot.split('|')[0] ?? ''));
}
