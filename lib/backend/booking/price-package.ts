import 'server-only';
import { type PartyCounts, seatsOf } from '@/lib/booking/party';
import type { TPriceBreakdown } from '@/lib/contract/planner';
import type { Db } from '@/lib/db/open';
import type { StaticPackage, Tenant } from '@/lib/db/schema';
import { tenantPricing } from '../planner/tenant-pricing';

/**
 * The price of a party on an organised package today, in `currency`: every seat at the package
 * price, through the tenant's pricing (markup factor `package`, taxes, conversion), rounded once.
 */
export async function pricePackage(
  db: Db,
  tenant: Tenant,
  pkg: StaticPackage,
  party: PartyCounts,
  currency: string,
): Promise<TPriceBreakdown> {
  const price = (await tenantPricing(db, tenant))(currency);
  return price([
    { kind: 'package', amountMinor: pkg.priceFromMinor * seatsOf(party), currency: pkg.currency },
  ]);
}
