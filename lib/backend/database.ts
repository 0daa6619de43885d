import 'server-only';
import { getDatabase, reopenDatabase } from '@/lib/db/client';
import type { Db } from '@/lib/db/open';
import { logGatewayProblems } from './payment/check-settings';
import { seedIfEmpty } from './seed';
import { ensureDemoInventory } from './seed/inventory';

const g = globalThis as unknown as { __itineraSeeded?: Promise<Db> };

/** The backend's database: opened, migrated and seeded once per process. */
export function backendDb(): Promise<Db> {
  if (!g.__itineraSeeded) {
    const p = getDatabase().then(async ({ db, exclusive, driver, onDisk }) => {
      let seeded = false;
      // One instance seeds at a time: a second one started at the same moment then finds it done.
      await exclusive(async () => {
        seeded = await seedIfEmpty(db);
        // A database seeded before the planner's tables existed gets the demo inventory for them.
        if (process.env.SEED_DEMO !== 'false') await ensureDemoInventory(db);
      });
      // Sites naming a gateway whose keys are missing: said at start, not at a traveller's payment.
      await logGatewayProblems(db).catch(() => 0);
      // The embedded database keeps the memory seeding took (~36 MB) until it is closed: a new
      // one is opened again before anything serves from it, as every later start finds it.
      if (seeded && driver === 'pglite' && onDisk) return (await reopenDatabase()).db;
      return db;
    });
    g.__itineraSeeded = p;
    p.catch(() => {
      if (g.__itineraSeeded === p) g.__itineraSeeded = undefined;
    });
  }
  return g.__itineraSeeded;
}
