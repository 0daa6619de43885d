import { createBackend } from '@/lib/backend/app';
import { seedIfEmpty } from '@/lib/backend/seed';
import type { TestDatabase, TestDriver } from './test-db';

export interface SeededBackend {
  tdb: TestDatabase;
  backend: ReturnType<typeof createBackend>;
}

/**
 * A seeded database from the driver and the built-in backend on it, opened before the suite's
 * tests and disposed after them (registers beforeAll/afterAll). Read its fields inside tests.
 */
export function useSeededBackend(open: TestDriver['open']): SeededBackend {
  const seeded = {} as SeededBackend;
  beforeAll(async () => {
    seeded.tdb = await open();
    await seedIfEmpty(seeded.tdb.db);
    seeded.backend = createBackend({ db: async () => seeded.tdb.db, log: () => {} });
  }, 120_000);
  afterAll(() => seeded.tdb.dispose());
  return seeded;
}
