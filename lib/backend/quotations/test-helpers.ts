import { eq } from 'drizzle-orm';
import { sealSession } from '@/lib/auth/session';
import { FIXTURE_SEARCH, FIXTURE_VARIANT } from '@/lib/backend/pdf/fixtures';
import type { TPackageVariant } from '@/lib/contract/planner';
import type { Db } from '@/lib/db/open';
import { type Lead, leads, type Tenant, tenants, type UserRow, users } from '@/lib/db/schema';
import { forTenant } from '@/lib/db/scoped';
import b2b from '../seed/tenants/b2b.json';
import demo from '../seed/tenants/demo.json';
import { ZTenantDefinition } from '../tenants/definition';
import { upsertTenant } from '../tenants/repository';

/**
 * Test set-up shared by the quotation and PDF route suites: the two demo tenants (configuration
 * only: no inventory needed), users of any role with a session cookie, and leads holding the
 * Paris + Rome fixture variant.
 */

export async function demoTenants(db: Db): Promise<{ demo: Tenant; b2b: Tenant }> {
  for (const raw of [demo, b2b]) {
    const def = ZTenantDefinition.parse(raw);
    const [exists] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.key, def.key));
    if (!exists) await upsertTenant(db, def);
  }
  const byKey = async (key: string) => {
    const [row] = await db.select().from(tenants).where(eq(tenants.key, key));
    if (!row) throw new Error(`no tenant ${key}`);
    return row;
  };
  return { demo: await byKey('demo'), b2b: await byKey('b2b') };
}

/** A tenant of its own (the demo site's configuration under another key and agency id), so counts are exact. */
export async function makeSite(db: Db, key: string, agencyId: number): Promise<Tenant> {
  await upsertTenant(
    db,
    ZTenantDefinition.parse({
      key,
      domains: [],
      config: { ...demo.config, subdomain: key, agency_id: agencyId },
    }),
  );
  const [row] = await db.select().from(tenants).where(eq(tenants.key, key));
  if (!row) throw new Error(`no tenant ${key}`);
  return row;
}

let n = 0;
export async function makeUser(
  db: Db,
  tenant: Tenant,
  role: string,
  extra: Partial<Pick<UserRow, 'firstName' | 'lastName' | 'mobileNumber' | 'dialCode'>> = {},
): Promise<{ user: UserRow; cookie: string }> {
  n += 1;
  const [user] = await forTenant(db, tenant.id).insert(users, {
    email: `user${n}-${Date.now()}@${tenant.key}.example`,
    role,
    firstName: extra.firstName ?? 'Test',
    lastName: extra.lastName ?? `User${n}`,
    mobileNumber: extra.mobileNumber ?? null,
    dialCode: extra.dialCode ?? null,
  });
  if (!user) throw new Error('no user');
  const sealed = await sealSession({ tenantId: tenant.id, userId: user.id, version: user.sessionVersion });
  return { user, cookie: `itinera_session=${sealed}` };
}

export async function makeLead(
  db: Db,
  tenant: Tenant,
  opts: { userId?: string | null; variant?: TPackageVariant; packageId?: string; status?: string } = {},
): Promise<Lead> {
  const [lead] = await forTenant(db, tenant.id).insert(leads, {
    userId: opts.userId ?? null,
    packageId: opts.packageId ?? 'ABCDEF123456',
    variantIndex: opts.variant?.index ?? 0,
    status: opts.status ?? 'draft',
    search: FIXTURE_SEARCH,
    variant: opts.variant ?? FIXTURE_VARIANT,
  });
  if (!lead) throw new Error('no lead');
  return lead;
}
