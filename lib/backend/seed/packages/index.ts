import type { Db } from '@/lib/db/open';
import { staticPackages } from '@/lib/db/schema';
import { forTenant } from '@/lib/db/scoped';
import { findTenantBySite } from '../../tenants/repository';
import { B2B_PACKAGES, DEMO_PACKAGES, type SeedPackage } from './catalogue';

/** YYYY-MM-DD of `day` in the month `monthsAhead` after `from` (UTC), so seeded departures lie ahead. */
export function departureDate(from: Date, monthsAhead: number, day: number): string {
  const d = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + monthsAhead, day));
  return d.toISOString().slice(0, 10);
}

export function toRows(pkgs: SeedPackage[], today: Date) {
  return pkgs.map(({ departures, ...p }) => ({
    ...p,
    departures: departures.map((d) => ({ date: departureDate(today, d.monthsAhead, d.day), seats: d.seats })),
  }));
}

/** Seeds each demo tenant's organised packages (different catalogues), when the tenant exists. */
export async function seedDemoPackages(db: Db, today = new Date()): Promise<void> {
  for (const [key, catalogue] of [
    ['demo', DEMO_PACKAGES],
    ['b2b', B2B_PACKAGES],
  ] as const) {
    const tenant = await findTenantBySite(db, key);
    if (tenant) await forTenant(db, tenant.id).insert(staticPackages, toRows(catalogue, today));
  }
}
