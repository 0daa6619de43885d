import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { type InventoryCity, type PickedPlace, resolveCity } from '@/lib/backend/inventory/resolve';
import type { TSegment } from '@/lib/contract/products';
import {
  type InventoryLeg,
  inventoryLegs,
  inventoryPorts,
  inventoryStations,
  type LegFare,
} from '@/lib/db/schema';
import { legsBetween } from '../legs';
import { decodeRef, type RefPart } from '../ref';
import type { ProductContext, ProductQuery } from '../types';
import { citiesOf } from './cities';
import { arrivalOf, faresOf, weekday } from './rail-ferry-fares';

/**
 * What trains and sailings share (lib/backend/inventory/offline/rail.ts, ferry.ts): the tenant's legs of a
 * kind between the picked places on the searched day, each departure × fare it sells, and the
 * journey as a segment. A ref part names one departure of one fare: `kind:leg@date#HH:mm|fare`.
 */

export type ScheduledKind = 'rail' | 'ferry';

/** One thing a leg sells on a day: a departure time and a fare. */
export interface Sailing {
  leg: InventoryLeg;
  date: string;
  depart: string;
  fare: LegFare;
  /** Station or port names by hub code. */
  hubNames: ReadonlyMap<string, string>;
}

/** The tenant inventory city a picked place means, else the place as picked. */
export async function cityNames(ctx: ProductContext, places: readonly (PickedPlace | null)[]) {
  let known: InventoryCity[] | null = null;
  const out: (string | null)[] = [];
  for (const p of places) {
    if (!p) {
      out.push(null);
      continue;
    }
    known ??= await citiesOf(ctx);
    out.push(resolveCity(p, known)?.city ?? p.name);
  }
  return out;
}

/** Does a leg run on `date` (its running days), and is the date still on sale? */
export const runsOn = (ctx: ProductContext, leg: Pick<InventoryLeg, 'days'>, date: string): boolean =>
  date >= ctx.today && leg.days.includes(weekday(date));

/** Station (rail) or port (ferry) names of the legs' hubs, by code. */
export async function hubNamesOf(ctx: ProductContext, kind: ScheduledKind, legs: readonly InventoryLeg[]) {
  const codes = [...new Set(legs.flatMap((l) => [l.fromHub, l.toHub]))];
  const table = kind === 'rail' ? inventoryStations : inventoryPorts;
  const rows =
    codes.length === 0
      ? []
      : await ctx.db
          .select({ code: table.code, name: table.name })
          .from(table)
          .where(and(eq(table.tenantId, ctx.tenantId), inArray(table.code, codes)));
  return new Map(rows.map((r) => [r.code, r.name]));
}

/** Every departure × fare of the kind's legs between the query's places on its date. */
export async function sailingsFor(
  ctx: ProductContext,
  kind: ScheduledKind,
  query: ProductQuery,
): Promise<Sailing[]> {
  const [from, to] = await cityNames(ctx, [query.from, query.to]);
  if (!from || !to) return [];
  const legs = await legsBetween(ctx.db, ctx.tenantId, { kinds: [kind], from: [from], to: [to] });
  const running = legs.filter((l) => runsOn(ctx, l, query.date));
  const hubNames = await hubNamesOf(ctx, kind, running);
  return running.flatMap((leg) =>
    [...leg.departures]
      .sort()
      .flatMap((depart) => faresOf(leg).map((fare) => ({ leg, date: query.date, depart, fare, hubNames }))),
  );
}

/** The one departure × fare a ref part names, if the leg still sells it that day. */
export async function sailingOf(
  ctx: ProductContext,
  kind: ScheduledKind,
  ref: string,
): Promise<Sailing | null> {
  const parts = decodeRef(ref);
  const part: RefPart | undefined = parts?.length === 1 ? parts[0] : undefined;
  if (!part || part.kind !== kind) return null;
  const [depart = '', fareCode = ''] = part.slot.split('|');
  const [leg] = await ctx.db
    .select()
    .from(inventoryLegs)
    .where(
      and(
        eq(inventoryLegs.tenantId, ctx.tenantId),
        eq(inventoryLegs.kind, kind),
        eq(inventoryLegs.code, part.code),
      ),
    );
  if (!leg || !runsOn(ctx, leg, part.date) || !leg.departures.includes(depart)) return null;
  const fare = faresOf(leg).find((f) => f.code === fareCode);
  if (!fare) return null;
  return { leg, date: part.date, depart, fare, hubNames: await hubNamesOf(ctx, kind, [leg]) };
}

export const slotOf = (s: Pick<Sailing, 'depart' | 'fare'>): string => `${s.depart}|${s.fare.code}`;

/** A small stable number for a string (FNV-1a), for train numbers. */
function hashOf(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** The service's number: the carrier's initials and a number stable per leg and departure. */
export function serviceNumber(
  leg: Pick<InventoryLeg, 'code' | 'carrier' | 'departures'>,
  depart: string,
): string {
  // The carrier's capitals ('Blue Star Ferries' → BSF, 'EuroRail' → ER), else its first two letters.
  const capitals = leg.carrier.replace(/[^A-Z]/g, '');
  const initials = (
    capitals.length >= 2 ? capitals : leg.carrier.replace(/\s+/g, '').slice(0, 2).toUpperCase()
  ).slice(0, 3);
  const index = Math.max(0, [...leg.departures].sort().indexOf(depart));
  return `${initials} ${((hashOf(leg.code) % 80) + 10) * 100 + index * 2 + 1}`;
}

export function segmentOf(s: Sailing): TSegment {
  const { leg } = s;
  const { arrive, dayOffset } = arrivalOf(s.depart, leg.durationMinutes);
  return {
    from: s.hubNames.get(leg.fromHub) ?? leg.fromCity,
    to: s.hubNames.get(leg.toHub) ?? leg.toCity,
    from_code: leg.fromHub,
    to_code: leg.toHub,
    date: s.date,
    depart: s.depart,
    arrive,
    arrive_day_offset: dayOffset,
    duration_minutes: leg.durationMinutes,
    carrier: leg.carrier,
    number: serviceNumber(leg, s.depart),
    stops: leg.stops,
  };
}

/** '2 adults (12 and over), 1 child (4–11), 1 under 4 (free, no seat)'. */
export function partyText(bands: { adults: number; children: number; free: number }): string {
  const parts = [`${bands.adults} adult${bands.adults === 1 ? '' : 's'} (12 and over)`];
  if (bands.children > 0) parts.push(`${bands.children} child${bands.children === 1 ? '' : 'ren'} (4–11)`);
  if (bands.free > 0) parts.push(`${bands.free} under 4 (free, no seat)`);
  return parts.join(', ');
}
