import { and, eq, inArray } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '@/lib/db/open';
import {
  inventoryActivities,
  inventoryCabPackages,
  inventoryCars,
  inventoryHotels,
  inventoryInsurancePlans,
  inventoryLegs,
  inventoryRailPasses,
  inventoryRoomRates,
  inventoryRoomTypes,
  inventoryTransfers,
} from '@/lib/db/schema';
import { bulkUpsert } from '../offline/bulk-upsert';
import type { ImportKind, ImportRow } from './row-schemas';
import { type RowError, validateCsv } from './validate';

/**
 * Loads one CSV of an agency's inventory: every row is validated first (validate.ts), references
 * (a room type's hotel, a rate's room type) are checked against the tenant's rows, and only when
 * nothing is wrong are all rows upserted on (tenant, code) in ONE transaction. Any error → nothing
 * is written.
 */

export type ImportResult = { ok: true; imported: number } | { ok: false; errors: RowError[] };

export interface ImportOptions {
  /**
   * Runs inside the import's transaction after the rows are written, with how many were (the
   * console's audit row): if it throws, the rows are not written either.
   */
  alsoInTransaction?: (tx: Tx, imported: number) => Promise<void>;
}

/** The table each kind of CSV is written to (the console counts what is on sale in them too). */
export const IMPORT_TABLES = {
  hotels: inventoryHotels,
  room_types: inventoryRoomTypes,
  rates: inventoryRoomRates,
  activities: inventoryActivities,
  transfers: inventoryTransfers,
  legs: inventoryLegs,
  cars: inventoryCars,
  cab_packages: inventoryCabPackages,
  // Fares are written into their legs (importLegFares).
  leg_fares: inventoryLegs,
  rail_passes: inventoryRailPasses,
  insurance_plans: inventoryInsurancePlans,
} as const satisfies Record<ImportKind, PgTable>;
const TABLES: Record<ImportKind, PgTable> = IMPORT_TABLES;

/** code → id of the tenant's hotels or room types among `codes`. */
async function idsOf(
  db: Db,
  table: typeof inventoryHotels | typeof inventoryRoomTypes,
  tenantId: string,
  codes: string[],
) {
  const unique = [...new Set(codes)];
  if (unique.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: table.id, code: table.code })
    .from(table)
    .where(and(eq(table.tenantId, tenantId), inArray(table.code, unique)));
  return new Map(rows.map((r) => [r.code, r.id]));
}

export async function importInventory(
  db: Db,
  tenantId: string,
  kind: ImportKind,
  csv: string,
  options: ImportOptions = {},
): Promise<ImportResult> {
  if (kind === 'leg_fares') return importLegFares(db, tenantId, csv, options);
  const checked = validateCsv(kind, csv);
  if (!checked.ok) return checked;
  const { lines } = checked;
  const errors: RowError[] = [];
  let rows: Record<string, unknown>[] = checked.rows.map((r) => ({ ...r, tenantId }));

  // Children point at their parents by code; the parents must already be the tenant's.
  const link = async (
    parentTable: typeof inventoryHotels | typeof inventoryRoomTypes,
    codeKey: 'hotelCode' | 'roomCode',
    idKey: 'hotelId' | 'roomTypeId',
    column: string,
    what: string,
  ) => {
    const ids = await idsOf(
      db,
      parentTable,
      tenantId,
      rows.map((r) => String(r[codeKey])),
    );
    rows = rows.map((r, i) => {
      const id = ids.get(String(r[codeKey]));
      if (!id)
        errors.push({
          line: lines[i] ?? 0,
          column,
          message: `no ${what} '${String(r[codeKey])}' in this agency's inventory`,
        });
      const { [codeKey]: _code, ...rest } = r;
      return { ...rest, [idKey]: id };
    });
  };
  if (kind === 'room_types') await link(inventoryHotels, 'hotelCode', 'hotelId', 'hotel_code', 'hotel');
  if (kind === 'rates') await link(inventoryRoomTypes, 'roomCode', 'roomTypeId', 'room_code', 'room type');
  if (errors.length > 0) return { ok: false, errors };

  const table = TABLES[kind];
  const update = Object.keys(rows[0] ?? {}).filter((k) => k !== 'code' && k !== 'tenantId');
  await db.transaction(async (tx) => {
    await bulkUpsert(tx as unknown as Db, table, rows as never[], { update: update as never[] });
    await options.alsoInTransaction?.(tx, rows.length);
  });
  return { ok: true, imported: rows.length };
}

/**
 * Fares onto the agency's legs: each row's fare replaces the leg's fare of the same code (or is
 * added), the leg's other fares stay. A row of a leg the agency does not have is an error.
 */
async function importLegFares(
  db: Db,
  tenantId: string,
  csv: string,
  options: ImportOptions,
): Promise<ImportResult> {
  const checked = validateCsv('leg_fares', csv);
  if (!checked.ok) return checked;
  const rows: ImportRow<'leg_fares'>[] = checked.rows;
  const codes = [...new Set(rows.map((r) => r.legCode))];
  const legs = await db
    .select({ code: inventoryLegs.code, fares: inventoryLegs.fares })
    .from(inventoryLegs)
    .where(and(eq(inventoryLegs.tenantId, tenantId), inArray(inventoryLegs.code, codes)));
  const fares = new Map(legs.map((l) => [l.code, [...l.fares]]));
  const errors: RowError[] = [];
  rows.forEach((r, i) => {
    const leg = fares.get(r.legCode);
    if (!leg) {
      errors.push({
        line: checked.lines[i] ?? 0,
        column: 'leg_code',
        message: `no leg '${r.legCode}' in this agency's inventory`,
      });
      return;
    }
    const at = leg.findIndex((f) => f.code === r.fare.code);
    if (at >= 0) leg[at] = r.fare;
    else leg.push(r.fare);
  });
  if (errors.length > 0) return { ok: false, errors };
  await db.transaction(async (tx) => {
    for (const code of codes)
      await tx
        .update(inventoryLegs)
        .set({ fares: fares.get(code) ?? [], updatedAt: new Date() })
        .where(and(eq(inventoryLegs.tenantId, tenantId), eq(inventoryLegs.code, code)));
    await options.alsoInTransaction?.(tx, rows.length);
  });
  return { ok: true, imported: rows.length };
}
