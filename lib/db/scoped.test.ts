/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { type TestDatabase, testDrivers } from '@/tests/support/test-db';
import { tenantDomains, tenants } from './schema';
import { forTenant } from './scoped';

/** Tenant isolation at the data layer: a scope never reads or writes another tenant's rows. */
describe.each(testDrivers())('forTenant on $name', ({ open }) => {
  let tdb: TestDatabase;
  let a: string;
  let b: string;
  beforeAll(async () => {
    tdb = await open();
    const cfg = (key: string, agency: number) => ({
      key,
      agencyId: agency,
      config: { subdomain: key } as never,
    });
    const rows = await tdb.db
      .insert(tenants)
      .values([cfg('aaa', 1), cfg('bbb', 2)])
      .returning();
    a = rows[0]?.id ?? '';
    b = rows[1]?.id ?? '';
    await forTenant(tdb.db, a).insert(tenantDomains, [{ domain: 'a1.example' }, { domain: 'a2.example' }]);
    await forTenant(tdb.db, b).insert(tenantDomains, { domain: 'b1.example' });
  });
  afterAll(() => tdb.dispose());

  it('stamps tenant_id on insert and reads only its own rows', async () => {
    const mine = await forTenant(tdb.db, a).select(tenantDomains);
    expect(mine.map((d) => d.domain).sort()).toEqual(['a1.example', 'a2.example']);
    expect(mine.every((d) => d.tenantId === a)).toBe(true);
  });

  it('cannot reach another tenant row even when asked for it by id', async () => {
    const [theirs] = await forTenant(tdb.db, b).select(tenantDomains);
    const found = await forTenant(tdb.db, a).select(tenantDomains, eq(tenantDomains.id, theirs?.id ?? ''));
    expect(found).toEqual([]);
    const updated = await forTenant(tdb.db, a).update(
      tenantDomains,
      { domain: 'hijack.example' },
      eq(tenantDomains.id, theirs?.id ?? ''),
    );
    expect(updated).toEqual([]);
    const deleted = await forTenant(tdb.db, a).delete(tenantDomains, eq(tenantDomains.id, theirs?.id ?? ''));
    expect(deleted).toEqual([]);
    const still = await forTenant(tdb.db, b).select(tenantDomains);
    expect(still.map((d) => d.domain)).toEqual(['b1.example']);
  });

  it('deletes only its own rows', async () => {
    await forTenant(tdb.db, a).delete(tenantDomains);
    expect(await forTenant(tdb.db, a).select(tenantDomains)).toEqual([]);
    expect(await forTenant(tdb.db, b).select(tenantDomains)).toHaveLength(1);
  });
});
