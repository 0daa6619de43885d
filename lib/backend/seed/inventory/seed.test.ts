/** @jest-environment node */
import { and, count, eq } from 'drizzle-orm';
import {
  inventoryActivities,
  inventoryAllotments,
  inventoryHotels,
  inventoryLegs,
  inventoryRoomRates,
  inventoryRoomTypes,
  inventoryTransfers,
  tenants,
} from '@/lib/db/schema';
import { type TestDatabase, testDrivers } from '@/tests/support/test-db';
import { seedIfEmpty } from '..';
import { ensureDemoInventory, seedDemoInventories } from '.';

const tables = {
  hotels: inventoryHotels,
  rooms: inventoryRoomTypes,
  rates: inventoryRoomRates,
  allotments: inventoryAllotments,
  activities: inventoryActivities,
  transfers: inventoryTransfers,
  legs: inventoryLegs,
};

describe.each(testDrivers())('demo inventory seed on $name', ({ open }) => {
  let tdb: TestDatabase;
  let demoId: string;
  beforeAll(async () => {
    tdb = await open();
    await seedIfEmpty(tdb.db);
    const [row] = await tdb.db.select().from(tenants).where(eq(tenants.key, 'demo'));
    if (!row) throw new Error('no demo tenant');
    demoId = row.id;
  }, 120_000);
  // Generous hook timeouts: creating, seeding and dropping a database is slow on a loaded machine.
  afterAll(() => tdb.dispose(), 60_000);

  const counts = async () => {
    const out = { hotels: 0, rooms: 0, rates: 0, allotments: 0, activities: 0, transfers: 0, legs: 0 };
    for (const [name, table] of Object.entries(tables) as [
      keyof typeof out,
      (typeof tables)[keyof typeof tables],
    ][]) {
      const [row] = await tdb.db.select({ n: count() }).from(table).where(eq(table.tenantId, demoId));
      out[name] = row?.n ?? 0;
    }
    return out;
  };

  it('fills every inventory table for the demo tenant', async () => {
    const c = await counts();
    expect(c.hotels).toBeGreaterThanOrEqual(120);
    expect(c.rooms).toBeGreaterThanOrEqual(c.hotels * 2);
    expect(c.rates).toBeGreaterThan(c.rooms * 10);
    expect(c.allotments).toBeGreaterThan(0);
    expect(c.activities).toBeGreaterThanOrEqual(40 * 8);
    expect(c.transfers).toBeGreaterThanOrEqual(80);
    expect(c.legs).toBeGreaterThanOrEqual(40 * 39);
  });

  it("keeps the first seed's codes (H-paris-1, A-eiffel-tower-summit-access)", async () => {
    const [hotel] = await tdb.db
      .select()
      .from(inventoryHotels)
      .where(and(eq(inventoryHotels.tenantId, demoId), eq(inventoryHotels.code, 'H-paris-1')));
    expect(hotel?.name).toBe('Grand Hotel Paris');
    expect(hotel?.images.length).toBeGreaterThan(0);
    const [activity] = await tdb.db
      .select()
      .from(inventoryActivities)
      .where(
        and(
          eq(inventoryActivities.tenantId, demoId),
          eq(inventoryActivities.code, 'A-eiffel-tower-summit-access'),
        ),
      );
    expect(activity?.city).toBe('Paris');
  });

  it('ensureDemoInventory fills the new tables of a database seeded before them, and is idempotent', async () => {
    const before = await counts();
    for (const table of [inventoryLegs, inventoryTransfers, inventoryRoomTypes])
      await tdb.db.delete(table).where(eq(table.tenantId, demoId));
    await tdb.db
      .update(inventoryHotels)
      .set({ description: null, images: [] })
      .where(eq(inventoryHotels.tenantId, demoId));
    expect((await counts()).rooms).toBe(0);

    expect(await ensureDemoInventory(tdb.db)).toEqual(['demo']);
    expect(await counts()).toEqual(before);
    const [hotel] = await tdb.db
      .select()
      .from(inventoryHotels)
      .where(and(eq(inventoryHotels.tenantId, demoId), eq(inventoryHotels.code, 'H-paris-1')));
    expect(hotel?.description).toBeTruthy();

    expect(await ensureDemoInventory(tdb.db)).toEqual([]);
    await seedDemoInventories(tdb.db);
    expect(await counts()).toEqual(before);
  });

  it("ensureDemoInventory replaces the first seed's dead image URLs with the illustrations", async () => {
    const paris = and(eq(inventoryHotels.tenantId, demoId), eq(inventoryHotels.code, 'H-paris-1'));
    const eiffel = and(
      eq(inventoryActivities.tenantId, demoId),
      eq(inventoryActivities.code, 'A-eiffel-tower-summit-access'),
    );
    await tdb.db
      .update(inventoryHotels)
      .set({
        imageUrl: 'https://images.itinera.example/hotels/h-paris-1/1.jpg',
        images: ['https://images.itinera.example/hotels/h-paris-1/1.jpg'],
      })
      .where(paris);
    await tdb.db.update(inventoryActivities).set({ imageUrl: null }).where(eiffel);

    expect(await ensureDemoInventory(tdb.db)).toEqual(['demo']);
    const [hotel] = await tdb.db.select().from(inventoryHotels).where(paris);
    expect(hotel).toMatchObject({
      imageUrl: '/assets/inventory/hotel-grand.svg',
      images: ['/assets/inventory/hotel-grand.svg'],
    });
    const [activity] = await tdb.db.select().from(inventoryActivities).where(eiffel);
    expect(activity?.imageUrl).toMatch(/^\/assets\/inventory\/activity-[a-z]+\.svg$/);
    expect(await ensureDemoInventory(tdb.db)).toEqual([]);
  });

  it('seeds both demo tenants again from empty tables, the whole leg network included', async () => {
    for (const table of Object.values(tables)) await tdb.db.delete(table);
    await seedDemoInventories(tdb.db);
    expect((await counts()).legs).toBeGreaterThanOrEqual(40 * 39);
  }, 30_000);
});
