import 'server-only';
import { and, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { type RateRange, resolveNights } from '@/lib/booking/nights';
import type { Db } from '@/lib/db/open';
import {
  type InventoryRoomType,
  inventoryAllotments,
  inventoryRoomRates,
  inventoryRoomTypes,
} from '@/lib/db/schema';
import type { NightRate } from '@/lib/planner/types';

type RoomRate = RateRange & { roomTypeId: string; currency: string };

export interface RoomNights {
  /** Bookable nights among `dates` (nights.ts): a night without a rate is left out. */
  nights: NightRate[];
  /** The currency of the room's rates; null when it has none in the window. */
  currency: string | null;
}

/**
 * Night-by-night price and availability of room types over `dates` (ascending), from their rates and
 * allotment exceptions: one query per table, both at once. `scope` picks the room types by a
 * condition on inventory_room_types (e.g. their hotels, or their ids), so the caller need not have
 * read the room types first. Every room type in `types` gets an entry.
 */
export async function loadRoomNights(
  db: Db,
  tenantId: string,
  scope: SQL | undefined,
  types: readonly InventoryRoomType[],
  dates: readonly string[],
): Promise<Map<string, RoomNights>> {
  const { rates, allotments } = await loadRatesAndAllotments(db, tenantId, scope, dates);
  return roomNightsOf(types, dates, rates, allotments);
}

/** The rates and allotment rows overlapping `dates` of the room types `scope` selects. */
export async function loadRatesAndAllotments(
  db: Db,
  tenantId: string,
  scope: SQL | undefined,
  dates: readonly string[],
) {
  const first = dates[0];
  const last = dates[dates.length - 1];
  if (!scope || first === undefined || last === undefined) return { rates: [], allotments: [] };
  // The room types `scope` selects, as a subquery both reads filter on.
  const inScope = (roomTypeId: PgColumn) =>
    inArray(roomTypeId, db.select({ id: inventoryRoomTypes.id }).from(inventoryRoomTypes).where(scope));
  const [rates, allotments] = await Promise.all([
    db
      .select()
      .from(inventoryRoomRates)
      .where(
        and(
          eq(inventoryRoomRates.tenantId, tenantId),
          inScope(inventoryRoomRates.roomTypeId),
          lte(inventoryRoomRates.dateFrom, last),
          gte(inventoryRoomRates.dateTo, first),
        ),
      ),
    db
      .select()
      .from(inventoryAllotments)
      .where(
        and(
          eq(inventoryAllotments.tenantId, tenantId),
          inScope(inventoryAllotments.roomTypeId),
          gte(inventoryAllotments.night, first),
          lte(inventoryAllotments.night, last),
        ),
      ),
  ]);
  return { rates, allotments };
}

/** Groups rate and allotment rows by room type and resolves each room's nights. Pure. */
export function roomNightsOf(
  types: readonly InventoryRoomType[],
  dates: readonly string[],
  rates: readonly RoomRate[],
  allotments: readonly { roomTypeId: string; night: string; available: number }[],
): Map<string, RoomNights> {
  const ratesByRoom = new Map<string, RoomRate[]>();
  for (const r of rates) {
    const list = ratesByRoom.get(r.roomTypeId) ?? [];
    list.push(r);
    ratesByRoom.set(r.roomTypeId, list);
  }
  const allotByRoom = new Map<string, Map<string, number>>();
  for (const a of allotments) {
    const m = allotByRoom.get(a.roomTypeId) ?? new Map<string, number>();
    m.set(a.night, a.available);
    allotByRoom.set(a.roomTypeId, m);
  }
  const out = new Map<string, RoomNights>();
  for (const t of types) {
    const own = ratesByRoom.get(t.id) ?? [];
    out.set(t.id, {
      nights: resolveNights(dates, own, allotByRoom.get(t.id) ?? new Map(), t.defaultAllotment),
      currency: own[0]?.currency ?? null,
    });
  }
  return out;
}
