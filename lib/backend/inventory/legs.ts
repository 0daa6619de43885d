import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { LegKind } from '@/lib/contract/planner';
import type { Db } from '@/lib/db/open';
import { type InventoryLeg, inventoryLegs } from '@/lib/db/schema';

/** Which of the tenant's legs: of these kinds, from one of these cities, to one of these (any when omitted). */
export interface LegsWanted {
  kinds?: readonly LegKind[] | null;
  from?: readonly string[] | null;
  to?: readonly string[] | null;
}

/**
 * The tenant's legs (flights, trains, ferries, cabs) between inventory cities, by code: the one
 * query over inventory_legs that the planner, the search of every kind on legs and the §7 answers
 * (intercity, multicity, ferry ticket types, cab master) share.
 */
export async function legsBetween(db: Db, tenantId: string, want: LegsWanted): Promise<InventoryLeg[]> {
  const { kinds, from, to } = want;
  if (kinds?.length === 0 || from?.length === 0 || to?.length === 0) return [];
  return db
    .select()
    .from(inventoryLegs)
    .where(
      and(
        eq(inventoryLegs.tenantId, tenantId),
        ...(from ? [inArray(inventoryLegs.fromCity, [...from])] : []),
        ...(to ? [inArray(inventoryLegs.toCity, [...to])] : []),
        ...(kinds ? [inArray(inventoryLegs.kind, [...kinds])] : []),
      ),
    )
    .orderBy(asc(inventoryLegs.code));
}
