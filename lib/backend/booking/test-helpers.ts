import type { Db } from '@/lib/db/open';
import { type StaticPackage, staticPackages, type Tenant } from '@/lib/db/schema';

let n = 0;

/** A fresh organised package with one departure of `seats` seats, 1000.00 GBP a seat (booking and payment suites). */
export async function makePackage(
  db: Db,
  tenant: Tenant,
  departure: string,
  seats: number,
): Promise<StaticPackage> {
  n += 1;
  const [pkg] = await db
    .insert(staticPackages)
    .values({
      tenantId: tenant.id,
      slug: `test-pkg-${n}-${Date.now()}`,
      title: `Test package ${n}`,
      destinations: ['Rome'],
      countryCode: 'IT',
      durationNights: 5,
      priceFromMinor: 100_000,
      currency: 'GBP',
      departures: [{ date: departure, seats }],
    })
    .returning();
  if (!pkg) throw new Error('no package');
  return pkg;
}
