/** @jest-environment node */
import { and, eq } from 'drizzle-orm';
import { inventoryActivities, inventoryTransfers, tenants } from '@/lib/db/schema';
import { type TestDatabase, testDrivers } from '@/tests/support/test-db';
import { seedIfEmpty } from '..';
import { ensureDemoInventory } from '.';

describe.each(testDrivers())('demo activity sessions and transfer classes on $name', ({ open }) => {
  let tdb: TestDatabase;
  let demoId: string;
  beforeAll(async () => {
    tdb = await open();
    await seedIfEmpty(tdb.db);
    const [row] = await tdb.db.select().from(tenants).where(eq(tenants.key, 'demo'));
    demoId = row?.id as string;
  }, 30_000);
  afterAll(() => tdb.dispose(), 30_000);

  it('fills sessions and transfer classes into a database seeded before them', async () => {
    const eiffel = and(
      eq(inventoryActivities.tenantId, demoId),
      eq(inventoryActivities.code, 'A-eiffel-tower-summit-access'),
    );
    const sedan = and(
      eq(inventoryTransfers.tenantId, demoId),
      eq(inventoryTransfers.code, 'T-paris-airport-3'),
    );
    const [seeded] = await tdb.db.select().from(inventoryActivities).where(eiffel);
    expect(seeded?.sessions.length).toBeGreaterThan(0);
    expect(seeded?.meetingPoint).toBeTruthy();

    // As the first seeds left them: column defaults, and no classes beyond sedan and minivan.
    await tdb.db
      .update(inventoryActivities)
      .set({ sessions: [], includes: [], meetingPoint: null })
      .where(eq(inventoryActivities.tenantId, demoId));
    await tdb.db
      .update(inventoryTransfers)
      .set({ bands: [], hubLat: null, hubLon: null })
      .where(eq(inventoryTransfers.tenantId, demoId));
    await tdb.db
      .delete(inventoryTransfers)
      .where(and(eq(inventoryTransfers.tenantId, demoId), eq(inventoryTransfers.vehicleClass, 'shared')));

    expect(await ensureDemoInventory(tdb.db)).toEqual(['demo']);
    const [activity] = await tdb.db.select().from(inventoryActivities).where(eiffel);
    expect(activity).toMatchObject({ sessions: seeded?.sessions, meetingPoint: seeded?.meetingPoint });
    const [car] = await tdb.db.select().from(inventoryTransfers).where(sedan);
    expect(car?.bands.length).toBeGreaterThan(0);
    expect(car).toMatchObject({ vehicleClass: 'standard', hubLat: 49.0128, hubLon: 2.55 });
    expect(await ensureDemoInventory(tdb.db)).toEqual([]);
  });
});
