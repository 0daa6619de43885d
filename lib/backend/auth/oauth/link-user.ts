import 'server-only';
import { eq } from 'drizzle-orm';
import { canLogIn } from '@/lib/auth/roles';
import type { Db } from '@/lib/db/open';
import { type UserRow, users } from '@/lib/db/schema';
import { forTenant } from '@/lib/db/scoped';
import type { TOAuthIdentity } from './exchange';
import { OAuthFlowError } from './settings';

/**
 * The tenant's account for a provider identity, matched by (verified) e-mail within the tenant.
 * A new e-mail becomes a Consumer account with a verified address and no password — except on an
 * invitation-only tenant, which admits nobody it has not invited. Guests cannot sign in.
 */
export async function findOrCreateOAuthUser(input: {
  db: Db;
  tenant: { id: string; config: { invite_only?: boolean | null } };
  identity: TOAuthIdentity;
}): Promise<UserRow> {
  const scope = forTenant(input.db, input.tenant.id);
  const email = input.identity.email.trim().toLowerCase();
  const [existing] = await scope.select(users, eq(users.email, email));
  if (existing) {
    if (!canLogIn(existing)) throw new OAuthFlowError('guest_user');
    if (!existing.emailVerifiedAt) {
      // The provider vouched for the address: the account's e-mail is now verified.
      const [updated] = await scope.update(
        users,
        { emailVerifiedAt: new Date(), updatedAt: new Date() },
        eq(users.id, existing.id),
      );
      return updated ?? existing;
    }
    return existing;
  }
  if (input.tenant.config.invite_only) throw new OAuthFlowError('not_invited');
  // Two first sign-ins racing: the unique (tenant, email) index lets one insert win.
  const [created] = await input.db
    .insert(users)
    .values({
      tenantId: input.tenant.id,
      email,
      role: 'Consumer',
      firstName: input.identity.firstName,
      lastName: input.identity.lastName,
      emailVerifiedAt: new Date(),
    })
    .onConflictDoNothing()
    .returning();
  if (created) return created;
  const [winner] = await scope.select(users, eq(users.email, email));
  if (!winner) throw new OAuthFlowError('user_create_failed');
  return winner;
}
