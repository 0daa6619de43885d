/** @jest-environment node */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, count, eq, like } from 'drizzle-orm';
import { seedIfEmpty } from '@/lib/backend/seed';
import {
  inventoryActivities,
  inventoryCabPackages,
  inventoryCars,
  inventoryHotels,
  inventoryLegs,
  inventoryRoomRates,
  inventoryRoomTypes,
  inventoryTransfers,
  tenants,
} from '@/lib/db/schema';
import { type TestDatabase, testDrivers } from '@/tests/support/test-db';
import { runInventoryImport } from './cli';
import { importInventory } from './import-inventory';
import type { ImportKind } from './row-schemas';

const example = (kind: string) =>
  readFile(path.join(process.cwd(), 'examples/inventory', `${kind}.csv`), 'utf8');

describe.each(testDrivers())('inventory CSV import on $name', ({ open }) => {
  let tdb: TestDatabase;
  let b2b: string;
  beforeAll(async () => {
    tdb = await open();
    await seedIfEmpty(tdb.db);
    const [row] = await tdb.db.select().from(tenants).where(eq(tenants.key, 'b2b'));
    b2b = row?.id as string;
  }, 30_000);
  // Generous hook timeouts: creating, seeding and dropping a database is slow on a loaded machine.
  afterAll(() => tdb.dispose(), 30_000);

  const acmeCount = async (
    table:
      | typeof inventoryHotels
      | typeof inventoryRoomTypes
      | typeof inventoryRoomRates
      | typeof inventoryCabPackages,
  ) => {
    const [row] = await tdb.db
      .select({ n: count() })
      .from(table)
      .where(and(eq(table.tenantId, b2b), like(table.code, 'ACME-%')));
    return row?.n ?? 0;
  };

  it('imports nothing from a file with one bad row, and says where it is', async () => {
    const good = await example('hotels');
    const bad = `${good.trimEnd()}\nACME-BAD,Bad Hotel,Porto,PT,41.1,-8.6,9,50,,,,,offline\n`;
    const result = await importInventory(tdb.db, b2b, 'hotels', bad);
    expect(result).toEqual({ ok: false, errors: [{ line: 5, column: 'stars', message: 'must be 0–5' }] });
    expect(await acmeCount(inventoryHotels)).toBe(0);
  });

  it('refuses room types of hotels the agency does not have', async () => {
    const result = await importInventory(tdb.db, b2b, 'room_types', await example('room_types'));
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.errors[0]).toEqual({
        line: 2,
        column: 'hotel_code',
        message: "no hotel 'ACME-POR-1' in this agency's inventory",
      });
    expect(await acmeCount(inventoryRoomTypes)).toBe(0);
  });

  it('imports every example file in order, all rows, and upserts on a second run', async () => {
    const expected: Record<ImportKind, number> = {
      hotels: 3,
      room_types: 4,
      rates: 7,
      activities: 3,
      transfers: 3,
      legs: 3,
      cars: 4,
      cab_packages: 4,
      leg_fares: 4,
      rail_passes: 3,
      insurance_plans: 2,
    };
    for (const kind of Object.keys(expected) as ImportKind[]) {
      const result = await importInventory(tdb.db, b2b, kind, await example(kind));
      expect(result).toEqual({ ok: true, imported: expected[kind] });
    }
    expect(await acmeCount(inventoryRoomRates)).toBe(7);
    const [legs] = await tdb.db
      .select({ n: count() })
      .from(inventoryLegs)
      .where(and(eq(inventoryLegs.tenantId, b2b), like(inventoryLegs.code, 'ACME-%')));
    expect(legs?.n).toBe(3);
    const [flamenco] = await tdb.db
      .select()
      .from(inventoryActivities)
      .where(and(eq(inventoryActivities.tenantId, b2b), eq(inventoryActivities.code, 'ACME-A-FLAMENCO')));
    expect(flamenco).toMatchObject({
      days: [2, 3, 4, 5, 6],
      opensAt: '20:00',
      category: 'nightlife',
      childPriceMinor: 2000,
    });
    const [transfer] = await tdb.db
      .select()
      .from(inventoryTransfers)
      .where(and(eq(inventoryTransfers.tenantId, b2b), eq(inventoryTransfers.code, 'ACME-T-OPO-7')));
    expect(transfer?.maxPassengers).toBe(7);
    const [car] = await tdb.db
      .select()
      .from(inventoryCars)
      .where(and(eq(inventoryCars.tenantId, b2b), eq(inventoryCars.code, 'ACME-C-SVQ-ECO')));
    expect(car).toMatchObject({
      city: 'Seville',
      kmPerDay: 250,
      freeCancelHours: null,
      fuelPolicy: 'prepaid',
    });
    expect(await acmeCount(inventoryCabPackages)).toBe(4);

    const renamed = (await example('hotels')).replace('Ribeira Riverside Hotel', 'Ribeira Quay Hotel');
    expect(await importInventory(tdb.db, b2b, 'hotels', renamed)).toEqual({ ok: true, imported: 3 });
    const [hotel] = await tdb.db
      .select()
      .from(inventoryHotels)
      .where(and(eq(inventoryHotels.tenantId, b2b), eq(inventoryHotels.code, 'ACME-POR-1')));
    expect(hotel?.name).toBe('Ribeira Quay Hotel');
    expect(await acmeCount(inventoryHotels)).toBe(3);
    // Another tenant's inventory is untouched.
    const [other] = await tdb.db
      .select({ n: count() })
      .from(inventoryHotels)
      .where(like(inventoryHotels.code, 'ACME-%'));
    expect(other?.n).toBe(3);
  });

  it('runs as a command: usage errors, row errors and success with exit codes', async () => {
    const out: string[] = [];
    const err: string[] = [];
    const io = {
      out: (l: string) => out.push(l),
      err: (l: string) => err.push(l),
      readFile: async (f: string) =>
        f === 'bad.csv'
          ? 'code,name,city,country_code,lat,lon,stars\nX,Y,Porto,PT,41,-8,six\n'
          : example('transfers'),
      open: async () => ({ db: tdb.db, close: async () => {}, where: 'test db' }),
    };
    expect(await runInventoryImport(['--tenant', 'b2b'], io)).toBe(2);
    expect(err[0]).toBe('inventory:import: --kind is required');
    expect(await runInventoryImport(['--tenant', 'nobody', '--kind', 'hotels', 'x.csv'], io)).toBe(1);
    expect(err.at(-1)).toBe("inventory:import: no tenant 'nobody' in test db");
    expect(await runInventoryImport(['--tenant=b2b', '--kind=hotels', 'bad.csv'], io)).toBe(1);
    expect(err).toContain('line 2, column stars: must be 0–5');
    expect(await runInventoryImport(['--tenant', 'b2b', '--kind', 'transfers', 'transfers.csv'], io)).toBe(0);
    expect(out.at(-1)).toBe("Imported 3 transfers row(s) for 'b2b' into test db.");
  });
});
