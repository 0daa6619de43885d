// Run by gateway-sites.ts before the end-to-end server starts, on the run's data folder: the
// first-start work the server does (secret, migrations, demo seed), then the gateway sites.

import { and, eq } from 'drizzle-orm';
import { hashPassword } from '@/lib/auth/password';
import { prepareServerSecret } from '@/lib/auth/server-secret';
import { backendDb } from '@/lib/backend/database';
import { gatewaySite } from '@/lib/backend/payment/test-helpers';
import { seedDemoInventory } from '@/lib/backend/seed/inventory';
import { DEMO_PACKAGES } from '@/lib/backend/seed/packages/catalogue';
import { toRows } from '@/lib/backend/seed/packages/index';
import b2bSite from '@/lib/backend/seed/tenants/b2b.json';
import { ZTenantDefinition } from '@/lib/backend/tenants/definition';
import { findTenantBySite, upsertTenant } from '@/lib/backend/tenants/repository';
import { getDatabase } from '@/lib/db/client';
import type { Db } from '@/lib/db/open';
import { bookings, bookingTravellers, staticPackages, users } from '@/lib/db/schema';
import { forTenant } from '@/lib/db/scoped';
import {
  CONSOLE_SITE,
  DEMO_TRAVELLERS,
  GATEWAY_SITES,
  GATEWAY_TRAVELLER,
  STAFF_BOOKINGS,
} from './gateway-sites';

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
  const names: Partial<Record<keyof typeof DEMO_TRAVELLERS, [string, string]>> = {
    lastYear: ['Lena', 'Lastyear'],
    reassignTo: ['Rowan', 'Reassignee'],
  };
  for (const [i, [key, traveller]] of Object.entries(DEMO_TRAVELLERS).entries()) {
    const [firstName, lastName] = names[key as keyof typeof DEMO_TRAVELLERS] ?? ['Erin', 'Endtoend'];
    await forTenant(db, demo.id).insert(users, {
      email: traveller.email,
      role: 'Consumer',
      title: 'Ms.',
      firstName,
      lastName,
      dialCode: '+44',
      mobileNumber: `77009009${String(i).padStart(2, '0')}`,
      country: 'United Kingdom',
      passwordHash: await hashPassword(traveller.password),
      emailVerifiedAt: new Date(),
      phoneVerifiedAt: new Date(),
    });
  }
  await seedStaffBookings(db, demo.id);
  await seedConsoleSite(db);
  await (await getDatabase()).close();
}

/** CONSOLE_SITE: b2b's configuration under its own key, and its agency admin. */
async function seedConsoleSite(db: Db) {
  const { key, agencyId, admin } = CONSOLE_SITE;
  const { tenant } = await upsertTenant(
    db,
    ZTenantDefinition.parse({
      key,
      domains: [],
      config: { ...b2bSite.config, subdomain: key, agency_id: agencyId },
    }),
  );
  await forTenant(db, tenant.id).insert(users, {
    email: admin.email,
    role: 'Agency Admin',
    title: 'Ms.',
    firstName: 'Connie',
    lastName: 'Console',
    dialCode: '+44',
    mobileNumber: '7700900888',
    country: 'United Kingdom',
    passwordHash: await hashPassword(admin.password),
    emailVerifiedAt: new Date(),
    phoneVerifiedAt: new Date(),
  });
  // The demo inventory, so its markups show on real results (console.e2e.ts).
  await seedDemoInventory(db, key, 'EUR');
}

/** A confirmed booking as the booking calls store one, with one adult traveller. */
async function insertConfirmed(
  db: Db,
  tenantId: string,
  o: { reference: string; userId: string | null; traveller: readonly [string, string]; departure: string },
) {
  const yearAgo = new Date(Date.now() - 400 * 86_400_000);
  const [b] = await forTenant(db, tenantId).insert(bookings, {
    reference: o.reference,
    userId: o.userId,
    createdBy: o.userId,
    status: 'confirmed',
    packageSlug: 'lisbon-city-break',
    packageTitle: 'Lisbon City Break',
    departureDate: o.departure,
    adults: 1,
    currency: 'GBP',
    baseMinor: 89_900,
    markupMinor: 0,
    taxMinor: 0,
    discountMinor: 0,
    totalMinor: 89_900,
    paidMinor: 89_900,
    confirmedAt: yearAgo,
    confirmationSentAt: yearAgo,
    createdAt: yearAgo,
    updatedAt: yearAgo,
  });
  if (!b) throw new Error('no booking');
  await forTenant(db, tenantId).insert(bookingTravellers, {
    bookingId: b.id,
    position: 0,
    kind: 'adult',
    title: 'Ms.',
    firstName: o.traveller[0],
    lastName: o.traveller[1],
  });
}

/** The staff-bookings spec's bookings (STAFF_BOOKINGS): one departed last year on demo, one on b2b. */
async function seedStaffBookings(db: Db, demoId: string) {
  const [owner] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, demoId), eq(users.email, DEMO_TRAVELLERS.lastYear.email)));
  const lastYear = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
  await insertConfirmed(db, demoId, {
    ...STAFF_BOOKINGS.lastYear,
    userId: owner?.id ?? null,
    departure: lastYear,
  });
  const b2b = await findTenantBySite(db, 'b2b');
  if (!b2b) throw new Error('the b2b site was not seeded');
  await insertConfirmed(db, b2b.id, { ...STAFF_BOOKINGS.b2b, userId: null, departure: lastYear });
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
