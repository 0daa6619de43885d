import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { bulkUpsert } from '@/lib/backend/inventory/offline/bulk-upsert';
import type { Db } from '@/lib/db/open';
import {
  inventoryActivities,
  inventoryAllotments,
  inventoryCabPackages,
  inventoryCars,
  inventoryHotels,
  inventoryInsurancePlans,
  inventoryLegs,
  inventoryPorts,
  inventoryRailPasses,
  inventoryRoomRates,
  inventoryRoomTypes,
  inventoryStations,
  inventoryTransfers,
  tenants,
} from '@/lib/db/schema';
import { demoCabLegs, demoCabPackages, demoCars } from './drive';
import { demoHotels, demoLegs, demoPorts, demoStations, seedYears } from './generate';
import {
  GROUND_ACTIVITY_COLUMNS,
  GROUND_TRANSFER_COLUMNS,
  groundActivities,
  groundTransfers,
} from './ground';
import { demoInsurancePlans, demoRailFerryLegs, demoRailPasses } from './rail-ferry';

/**
 * Writes the demo inventory (generate.ts) for a demo tenant. Every write is an upsert on
 * (tenant_id, code), so running it again, or on a database seeded before the inventory grew room
 * types, rates, transfers and legs, fills what is missing and leaves the rest as it is. Prices are
 * in minor units of the tenant's currency.
 */

/** The demo tenants and the currency their inventory is priced in. */
export const DEMO_INVENTORY_TENANTS = [
  { key: 'demo', currency: 'GBP' },
  { key: 'b2b', currency: 'EUR' },
] as const;

type CodedTable = PgTable & { tenantId: PgColumn; code: PgColumn };
const CHUNK = 1000;

/** code → id of the tenant's rows in a table, for the children's foreign keys. */
async function idsByCode(db: Db, table: CodedTable & { id: PgColumn }, tenantId: string, codes: string[]) {
  const map = new Map<string, string>();
  for (let i = 0; i < codes.length; i += CHUNK) {
    const rows = (await db
      .select({ id: table.id, code: table.code })
      .from(table as PgTable)
      .where(and(eq(table.tenantId, tenantId), inArray(table.code, codes.slice(i, i + CHUNK))))) as {
      id: string;
      code: string;
    }[];
    for (const r of rows) map.set(r.code, r.id);
  }
  return map;
}

export async function seedDemoInventory(
  db: Db,
  tenantKey: string,
  currency: string,
  now: Date = new Date(),
): Promise<void> {
  const [tenant] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.key, tenantKey));
  if (!tenant) return;
  const tenantId = tenant.id;
  const stamp = <T extends object>(rows: T[]) => rows.map((r) => ({ ...r, tenantId }));
  const { hotels, rooms, rates, allotments } = demoHotels(currency, seedYears(now));

  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    // Hotels and activities may exist from the first seed: fill in the columns it did not have.
    await bulkUpsert(t, inventoryHotels, stamp(hotels), {
      update: ['description', 'address', 'images', 'imageUrl'],
    });
    await bulkUpsert(t, inventoryActivities, stamp(groundActivities(currency)), {
      update: [
        ...GROUND_ACTIVITY_COLUMNS,
        'durationMinutes',
        'childPriceMinor',
        'days',
        'opensAt',
        'closesAt',
        'category',
        'description',
        'imageUrl',
      ],
    });
    await bulkUpsert(t, inventoryStations, stamp(demoStations()), 'nothing');
    await bulkUpsert(t, inventoryPorts, stamp(demoPorts()), 'nothing');

    const hotelIds = await idsByCode(
      t,
      inventoryHotels,
      tenantId,
      hotels.map((h) => h.code),
    );
    await bulkUpsert(
      t,
      inventoryRoomTypes,
      rooms.flatMap(({ hotelCode, factor: _factor, ...room }) => {
        const hotelId = hotelIds.get(hotelCode);
        return hotelId ? [{ ...room, hotelId, tenantId }] : [];
      }),
      'nothing',
    );
    const roomIds = await idsByCode(
      t,
      inventoryRoomTypes,
      tenantId,
      rooms.map((r) => r.code),
    );
    const withRoom = <T extends { roomCode: string }>(rows: T[]) =>
      rows.flatMap(({ roomCode, ...row }) => {
        const roomTypeId = roomIds.get(roomCode);
        return roomTypeId ? [{ ...row, roomTypeId, tenantId }] : [];
      });
    await bulkUpsert(t, inventoryRoomRates, withRoom(rates), 'nothing');
    await bulkUpsert(t, inventoryAllotments, withRoom(allotments), 'nothing');
    await bulkUpsert(t, inventoryTransfers, stamp(groundTransfers(currency)), {
      update: GROUND_TRANSFER_COLUMNS,
    });
    // Every row names its fares and stops (bulkUpsert sends a missing key as null).
    const legs = demoLegs(currency).map((l) => ({ fares: [], stops: 0, ...l }));
    await bulkUpsert(t, inventoryLegs, stamp(legs), { update: ['fares', 'stops'] });
    await bulkUpsert(t, inventoryLegs, stamp(demoCabLegs(currency).map((l) => ({ stops: 0, ...l }))), {
      update: ['fares'],
    });
    await bulkUpsert(t, inventoryCars, stamp(demoCars(currency)), 'nothing');
    await bulkUpsert(t, inventoryCabPackages, stamp(demoCabPackages(currency)), 'nothing');
    // Trains' classes and sailings' ticket types, also onto legs seeded before they existed.
    await bulkUpsert(t, inventoryLegs, stamp(demoRailFerryLegs(currency)), {
      update: ['fares', 'stops', 'days'],
    });
    await bulkUpsert(t, inventoryRailPasses, stamp(demoRailPasses(currency)), 'nothing');
    await bulkUpsert(t, inventoryInsurancePlans, stamp(demoInsurancePlans(currency)), 'nothing');
  });
}

/** Both demo tenants, each priced in its own currency. */
export async function seedDemoInventories(db: Db, now: Date = new Date()): Promise<void> {
  for (const t of DEMO_INVENTORY_TENANTS) await seedDemoInventory(db, t.key, t.currency, now);
}

/**
 * The first demo seed pointed hotel images at a host that does not exist (the planner hides images
 * that fail, so its hotels showed none). A tenant still holding one is seeded again, which rewrites
 * hotel and activity images to the illustrations under public/assets/inventory.
 */
const DEAD_IMAGE_HOST = 'https://images.itinera.example/%';

/**
 * For a database seeded before room types, rates, transfers and legs existed, or before the search
 * modes' products (activity sessions, transfer classes, cars, cab packages, rail passes, train
 * classes, ferry ticket types, insurance plans): a demo tenant without room types, a shuttle, cars
 * or rail passes gets the full demo inventory (upserted, so existing hotels and activities keep
 * their ids); likewise one still holding the first seed's dead image URLs. It runs at every start,
 * so the check is one query for all demo tenants (five EXISTS per tenant row) and nothing more when
 * there is nothing to do.
 * Answers the keys it filled. Call at start-up after migrations, next to seedIfEmpty.
 */
export async function ensureDemoInventory(db: Db, now: Date = new Date()): Promise<string[]> {
  if (process.env.SEED_DEMO === 'false') return [];
  // Qualified by hand: drizzle leaves columns of a single-table select unqualified, and a bare "id"
  // inside the subqueries would mean the inner table's.
  const tenantId = sql`${tenants}.${sql.identifier(tenants.id.name)}`;
  const rows = await db
    .select({
      key: tenants.key,
      hasRooms: sql<boolean>`exists (select 1 from ${inventoryRoomTypes} where ${inventoryRoomTypes.tenantId} = ${tenantId})`,
      hasDeadImages: sql<boolean>`exists (select 1 from ${inventoryHotels} where ${inventoryHotels.tenantId} = ${tenantId} and ${inventoryHotels.imageUrl} like ${DEAD_IMAGE_HOST})`,
      // Seeded before the search modes had their own products (issue 15): cars for the drive
      // mode's, rail passes for the trains', ferries' and insurance.
      hasProducts: sql<boolean>`exists (select 1 from ${inventoryCars} where ${inventoryCars.tenantId} = ${tenantId})`,
      // Seeded before rail passes (and train classes, ferry ticket types, insurance) existed.
      hasRailPasses: sql<boolean>`exists (select 1 from ${inventoryRailPasses} where ${inventoryRailPasses.tenantId} = ${tenantId})`,
      // Seeded before activity sessions and transfer classes (ground.ts): no shuttle yet.
      lacksGround: sql<boolean>`not exists (select 1 from ${inventoryTransfers} where ${inventoryTransfers.tenantId} = ${tenantId} and ${inventoryTransfers.vehicleClass} = 'shared')`,
    })
    .from(tenants)
    .where(
      inArray(
        tenants.key,
        DEMO_INVENTORY_TENANTS.map((t) => t.key),
      ),
    );
  const filled: string[] = [];
  for (const t of DEMO_INVENTORY_TENANTS) {
    const row = rows.find((r) => r.key === t.key);
    if (
      !row ||
      (row.hasRooms && !row.hasDeadImages && row.hasProducts && row.hasRailPasses && !row.lacksGround)
    )
      continue;
    await seedDemoInventory(db, t.key, t.currency, now);
    filled.push(t.key);
  }
  return filled;
}
