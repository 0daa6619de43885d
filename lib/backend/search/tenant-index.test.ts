/** @jest-environment node */

import { randomUUID } from 'node:crypto';
import { type TestDatabase, testDrivers } from '@/tests/support/test-db';
import { getTenantIndex, TENANT_INDEX_CAPACITY, tenantIndexCount } from './tenant-index';

// One driver is enough: the bound is the process's, not the database's.
const [driver] = testDrivers();

describe(`tenant inventory indexes (${driver?.name})`, () => {
  let tdb: TestDatabase;
  beforeAll(async () => {
    tdb = await (driver as NonNullable<typeof driver>).open();
  }, 120_000);
  afterAll(() => tdb.dispose());

  it(`keeps at most ${TENANT_INDEX_CAPACITY} tenants' indexes, dropping the least recently searched`, async () => {
    const tenants = Array.from({ length: TENANT_INDEX_CAPACITY + 8 }, () => randomUUID());
    const first = tenants[0] as string;
    const firstIndex = await getTenantIndex(tdb.db, first);
    for (const id of tenants.slice(1)) await getTenantIndex(tdb.db, id);
    expect(tenantIndexCount()).toBe(TENANT_INDEX_CAPACITY);
    // The busiest stays: the last one searched is served from memory, the first was rebuilt.
    const last = tenants.at(-1) as string;
    expect(await getTenantIndex(tdb.db, last)).toBe(await getTenantIndex(tdb.db, last));
    expect(await getTenantIndex(tdb.db, first)).not.toBe(firstIndex);
    expect(tenantIndexCount()).toBe(TENANT_INDEX_CAPACITY);
  }, 60_000);
});
