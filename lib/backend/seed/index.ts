import { count } from 'drizzle-orm';
import type { Db } from '@/lib/db/open';
import { tenants } from '@/lib/db/schema';
import { seedUsers } from '../auth/seed-users';
import { ZTenantDefinition } from '../tenants/definition';
import { upsertTenant } from '../tenants/repository';
import { seedDemoInventories } from './inventory';
import { seedDemoPackages } from './packages';
import b2b from './tenants/b2b.json';
import demo from './tenants/demo.json';

export const DEMO_TENANTS: unknown[] = [demo, b2b];

/** The demo sites' keys (subdomains). */
export const DEMO_SITE_KEYS: readonly string[] = [demo.key, b2b.key];

/**
 * First start: an empty database gets the demo tenants (`SEED_DEMO=false` turns this off, e.g. for
 * a production PostgreSQL that is filled with the tenant CLI).
 */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  if (process.env.SEED_DEMO === 'false') return false;
  const [row] = await db.select({ n: count() }).from(tenants);
  if ((row?.n ?? 0) > 0) return false;
  for (const raw of DEMO_TENANTS) await upsertTenant(db, ZTenantDefinition.parse(raw));
  await seedDemoPackages(db);
  await seedDemoInventories(db);
  await seedUsers(db);
  return true;
}
