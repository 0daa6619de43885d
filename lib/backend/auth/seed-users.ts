import 'server-only';
import { hashPassword } from '@/lib/auth/password';
import type { Db } from '@/lib/db/open';
import { agencySubscriptions, type Tenant, users } from '@/lib/db/schema';
import { forTenant } from '@/lib/db/scoped';
import { findTenantBySite } from '../tenants/repository';
import { sendLink } from './links';

/**
 * Demo accounts (README "Accounts"). Development passwords are public: never seed a production
 * database with the demo tenants (SEED_DEMO=false).
 */
export const DEMO_PASSWORDS = {
  consumer: 'Wanderlight-demo-1',
  agent: 'Wanderlight-agent-1',
  b2bAdmin: 'Meridian-admin-1',
} as const;

type Seed = Omit<typeof users.$inferInsert, 'tenantId'> & { password?: string };

const DEMO_USERS: Record<string, Seed[]> = {
  demo: [
    {
      email: 'consumer@wanderlight.example',
      role: 'Consumer',
      title: 'Ms.',
      firstName: 'Clara',
      lastName: 'Consumer',
      dialCode: '+44',
      mobileNumber: '7700900123',
      country: 'United Kingdom',
      password: DEMO_PASSWORDS.consumer,
    },
    {
      email: 'agent@wanderlight.example',
      role: 'Agency Employee',
      permissions: ['view all bookings', 'view all quotations', 'manage campaigns'],
      agencyRole: 'seller',
      title: 'Mr.',
      firstName: 'Arthur',
      lastName: 'Agent',
      dialCode: '+44',
      mobileNumber: '7700900456',
      country: 'United Kingdom',
      creditMinor: 250_000,
      creditCurrency: 'GBP',
      password: DEMO_PASSWORDS.agent,
    },
  ],
  b2b: [
    {
      email: 'admin@meridian.example',
      role: 'Agency Admin',
      permissions: ['view all bookings'],
      agencyRole: 'admin',
      title: 'Mrs.',
      firstName: 'Marit',
      lastName: 'Admin',
      dialCode: '+31',
      mobileNumber: '612345678',
      country: 'Netherlands',
      creditMinor: 1_000_000,
      creditCurrency: 'EUR',
      password: DEMO_PASSWORDS.b2bAdmin,
    },
    {
      email: 'invited.agent@meridian.example',
      role: 'Agency Employee',
      agencyRole: 'seller',
      title: 'Mr.',
      firstName: 'Ivo',
      lastName: 'Invited',
      dialCode: '+31',
      mobileNumber: '687654321',
      country: 'Netherlands',
      invitation: 'pending',
    },
  ],
};

const PLANS: Record<string, string> = { demo: 'Starter', b2b: 'Professional' };

/** Seeds the demo tenants' accounts; the pending invitee's invitation link goes to the outbox. */
export async function seedUsers(db: Db): Promise<void> {
  for (const [site, seeds] of Object.entries(DEMO_USERS)) {
    const tenant: Tenant | null = await findTenantBySite(db, site);
    if (!tenant) continue;
    const scope = forTenant(db, tenant.id);
    const plan = PLANS[site];
    if (plan) await scope.insert(agencySubscriptions, { planName: plan });
    for (const { password, ...seed } of seeds) {
      const [user] = await scope.insert(users, {
        ...seed,
        passwordHash: password ? await hashPassword(password) : null,
        // Demo accounts with a password are ready to use: e-mail and phone count as proven.
        emailVerifiedAt: password ? new Date() : null,
        phoneVerifiedAt: password ? new Date() : null,
      });
      if (user?.invitation === 'pending')
        await sendLink(db, tenant, user, 'invitation').catch(() => undefined);
    }
  }
}
