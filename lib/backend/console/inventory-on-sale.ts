import 'server-only';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/open';
import { inventoryHotels, inventoryLegs, inventoryRoomTypes } from '@/lib/db/schema';
import { IMPORT_TABLES } from '../inventory/import/import-inventory';
import { IMPORT_KINDS, type ImportKind } from '../inventory/import/row-schemas';

/**
 * What the agency has on sale, for the console (issue 32 item 5): how many rows of each kind the CSV
 * import takes (fares: how many fares its legs carry), and its hotels by name with how many room
 * types each has. The tenant's rows only.
 */

export const HOTELS_SHOWN = 200;

export interface OnSaleHotel {
  code: string;
  name: string;
  city: string;
  stars: number | null;
  room_types: number;
}

export interface InventoryOnSale {
  counts: Record<ImportKind, number>;
  hotels: OnSaleHotel[];
  /** More hotels than `hotels` lists (HOTELS_SHOWN at most). */
  hotels_truncated: boolean;
}

async function rowsOf(db: Db, kind: ImportKind, tenantId: string): Promise<number> {
  if (kind === 'leg_fares') {
    const [row] = await db
      .select({ n: sql<number>`coalesce(sum(jsonb_array_length(${inventoryLegs.fares})), 0)::int` })
      .from(inventoryLegs)
      .where(eq(inventoryLegs.tenantId, tenantId));
    return Number(row?.n ?? 0);
  }
  const table = IMPORT_TABLES[kind];
  const [row] = await db.select({ n: count() }).from(table).where(eq(table.tenantId, tenantId));
  return row?.n ?? 0;
}

export async function inventoryOnSale(db: Db, tenantId: string): Promise<InventoryOnSale> {
  const counted = await Promise.all(
    IMPORT_KINDS.map(async (k) => [k, await rowsOf(db, k, tenantId)] as const),
  );
  const hotels = await db
    .select({
      code: inventoryHotels.code,
      name: inventoryHotels.name,
      city: inventoryHotels.city,
      stars: inventoryHotels.stars,
      room_types: count(inventoryRoomTypes.id),
    })
    .from(inventoryHotels)
    .leftJoin(
      inventoryRoomTypes,
      and(eq(inventoryRoomTypes.hotelId, inventoryHotels.id), eq(inventoryRoomTypes.tenantId, tenantId)),
    )
    .where(eq(inventoryHotels.tenantId, tenantId))
    .groupBy(inventoryHotels.id)
    .orderBy(asc(inventoryHotels.name), asc(inventoryHotels.code))
    .limit(HOTELS_SHOWN + 1);
  return {
    counts: Object.fromEntries(counted) as Record<ImportKind, number>,
    hotels: hotels.slice(0, HOTELS_SHOWN),
    hotels_truncated: hotels.length > HOTELS_SHOWN,
  };
}
