// Run by gateway-sites.ts before the end-to-end server starts, on the run's data folder: the
// first-start work the server does (secret, migrations, demo seed), then the gateway sites.
import { hashPassword } from '@/lib/auth/password';
import { prepareServerSecret } from '@/lib/auth/server-secret';
import { backendDb } from '@/lib/backend/database';
import { gatewaySite } from '@/lib/backend/payment/test-helpers';
import { DEMO_PACKAGES } from '@/lib/backend/seed/packages/catalogue';
import { toRows } from '@/lib/backend/seed/packages/index';
import { findTenantBySite } from '@/lib/backend/tenants/repository';
import { getDatabase } from '@/lib/db/client';
import { staticPackages, users } from '@/lib/db/schema';
import { forTenant } from '@/lib/db/scoped';
import { DEMO_TRAVELLERS, GATEWAY_SITES, GATEWAY_TRAVELLER } from './gateway-sites';

async function main() {
  await prepareServerSecret();
  const db = await backendDb();
  const sites = [
    [GATEWAY_SITES.stripe, 7401, 'stripe'],
    [GATEWAY_SITES.razorpay, 7402, 'razorpay'],
    [GATEWAY_SITES.noKeys, 7403, 'stripe'],
  ] as const;
  for (const [key, agencyId, provider] of sites) {
    const tenant = await gatewaySite(db, key, agencyId, provider);
    const scope = forTenant(db, tenant.id);
    await scope.insert(staticPackages, toRows(DEMO_PACKAGES, new Date()));
    await scope.insert(users, {
      email: GATEWAY_TRAVELLER.email,
      role: 'Consumer',
      title: 'Ms.',
      firstName: 'Grace',
      lastName: 'Gateway',
      dialCode: '+44',
      mobileNumber: '7700900999',
      country: 'United Kingdom',
      passwordHash: await hashPassword(GATEWAY_TRAVELLER.password),
      emailVerifiedAt: new Date(),
      phoneVerifiedAt: new Date(),
    });
  }
  const demo = await findTenantBySite(db, 'demo');
  if (!demo) throw new Error('the demo site was not seeded');
  for (const [i, traveller] of Object.values(DEMO_TRAVELLERS).entries()) {
    await forTenant(db, demo.id).insert(users, {
      email: traveller.email,
      role: 'Consumer',
      title: 'Ms.',
      firstName: 'Erin',
      lastName: 'Endtoend',
      dialCode: '+44',
      mobileNumber: `77009009${String(i).padStart(2, '0')}`,
      country: 'United Kingdom',
      passwordHash: await hashPassword(traveller.password),
      emailVerifiedAt: new Date(),
      phoneVerifiedAt: new Date(),
    });
  }
  await (await getDatabase()).close();
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
