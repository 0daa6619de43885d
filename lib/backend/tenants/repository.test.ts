/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { tenants } from '@/lib/db/schema';
import { type TestDatabase, testDrivers } from '@/tests/support/test-db';
import { AppError } from '../http/errors';
import demo from '../seed/tenants/demo.json';
import { type TTenantDefinition, ZTenantDefinition } from './definition';
import { findTenantBySite, listTenantDomains, upsertTenant } from './repository';

const tenant = (key: string, agencyId: number, domains: string[], tagline = 'Hello'): TTenantDefinition =>
  ZTenantDefinition.parse({
    ...demo,
    key,
    domains,
    config: { ...demo.config, subdomain: key, agency_id: agencyId, tagline },
  });

describe.each(testDrivers())('tenant repository on $name', ({ open }) => {
  let tdb: TestDatabase;
  beforeAll(async () => {
    tdb = await open();
  });
  afterAll(() => tdb.dispose());

  it('creates, then updates with a new version, replacing the domains; every old and new site is stale', async () => {
    const first = await upsertTenant(tdb.db, tenant('north', 2001, ['north.example', 'old.north.example']));
    expect(first).toMatchObject({ created: true, domains: ['north.example', 'old.north.example'] });
    expect(first.tenant.version).toBe(1);

    const second = await upsertTenant(
      tdb.db,
      tenant('north', 2001, ['north.example', 'new.north.example'], 'Updated'),
    );
    expect(second.created).toBe(false);
    expect(second.tenant.version).toBe(2);
    expect(second.tenant.id).toBe(first.tenant.id);
    expect(second.staleSites.sort()).toEqual([
      'new.north.example',
      'north',
      'north.example',
      'old.north.example',
    ]);
    expect(await listTenantDomains(tdb.db, second.tenant.id)).toEqual(['new.north.example', 'north.example']);
    expect(await findTenantBySite(tdb.db, 'old.north.example')).toBeNull();
    expect((await findTenantBySite(tdb.db, 'NEW.north.example'))?.config.tagline).toBe('Updated');
  });

  it('refuses a domain of another tenant and rolls the whole change back', async () => {
    await upsertTenant(tdb.db, tenant('south', 2002, ['south.example']));
    const attempt = upsertTenant(
      tdb.db,
      tenant('south', 2002, ['south2.example', 'north.example'], 'Stolen'),
    );
    await expect(attempt).rejects.toBeInstanceOf(AppError);
    await expect(attempt).rejects.toMatchObject({ status: 409, code: 'domain_taken' });
    const south = await findTenantBySite(tdb.db, 'south');
    expect(south?.version).toBe(1);
    expect(south?.config.tagline).toBe('Hello');
    expect(await listTenantDomains(tdb.db, south?.id ?? '')).toEqual(['south.example']);
    expect(await findTenantBySite(tdb.db, 'south2.example')).toBeNull();
  });

  it('refuses an agency id of another tenant', async () => {
    await expect(upsertTenant(tdb.db, tenant('east', 2001, []))).rejects.toMatchObject({
      code: 'agency_taken',
      userMessage: "config.agency_id: 2001 already belongs to tenant 'north'",
    });
    expect(await findTenantBySite(tdb.db, 'east')).toBeNull();
  });

  it('serves a found tenant from its short cache, forgets it on upsert, and never caches a miss', async () => {
    await upsertTenant(tdb.db, tenant('cachy', 2101, [], 'First'));
    expect((await findTenantBySite(tdb.db, 'cachy'))?.config.tagline).toBe('First');
    // A write that bypasses upsertTenant is not seen while the entry is fresh…
    const row = await findTenantBySite(tdb.db, 'cachy');
    await tdb.db
      .update(tenants)
      .set({ config: { ...(row?.config ?? demo.config), tagline: 'Sideways' } as never })
      .where(eq(tenants.key, 'cachy'));
    expect((await findTenantBySite(tdb.db, 'cachy'))?.config.tagline).toBe('First');
    // …while upsertTenant forgets the cache, so its change shows at once.
    await upsertTenant(tdb.db, tenant('cachy', 2101, [], 'Second'));
    expect((await findTenantBySite(tdb.db, 'cachy'))?.config.tagline).toBe('Second');
    // A site that did not exist a moment ago answers as soon as it is created.
    expect(await findTenantBySite(tdb.db, 'latecomer')).toBeNull();
    await upsertTenant(tdb.db, tenant('latecomer', 2102, []));
    expect((await findTenantBySite(tdb.db, 'latecomer'))?.key).toBe('latecomer');
  });
});
