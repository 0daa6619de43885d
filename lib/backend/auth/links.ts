import 'server-only';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { generateLinkToken, hashLinkToken, TOKEN_TTL_MS } from '@/lib/auth/one-time';
import { sendTemplate } from '@/lib/backend/notify';
import { linkIn, readerLocale } from '@/lib/backend/notify/reader-locale';
import type { Db } from '@/lib/db/open';
import { authTokens, type Tenant, type UserRow } from '@/lib/db/schema';
import { forTenant } from '@/lib/db/scoped';
import { siteOrigin } from '@/lib/seo/site-origin';
import { HOME_PATH } from '@/lib/shell/path-rules';

export type TLinkPurpose = keyof typeof TOKEN_TTL_MS;

/** Page each link opens; the invitation lands on the (guarded) search page with invite=true (spec §4). */
const LINK_PATH: Record<TLinkPurpose, string> = {
  set_password: '/set-password',
  verify: '/verify',
  invitation: HOME_PATH,
  unlock: '/verify',
};

/** Absolute link on the tenant's own public origin (never the request's Host, which a client sets). */
export function linkFor(tenant: Tenant, purpose: TLinkPurpose, userId: string, token: string): string {
  const params = new URLSearchParams({ user_id: userId, token });
  if (purpose === 'invitation') params.set('invite', 'true');
  return `${siteOrigin(tenant.key, process.env)}${LINK_PATH[purpose]}?${params.toString()}`;
}

/**
 * Creates a fresh single-use token for the purpose (earlier unused ones of the same purpose are
 * spent, so only the newest link works) and e-mails the link. Only its hash is stored.
 */
export async function sendLink(
  db: Db,
  tenant: Tenant,
  user: UserRow,
  purpose: TLinkPurpose,
  /** The e-mail's wording when it is not the purpose's own (a set-password link for an existing account). */
  kind: 'account_exists' | null = null,
): Promise<void> {
  const scope = forTenant(db, tenant.id);
  await scope.update(
    authTokens,
    { usedAt: new Date() },
    and(eq(authTokens.userId, user.id), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt)),
  );
  const { token, hash } = generateLinkToken();
  const ttl = TOKEN_TTL_MS[purpose];
  await scope.insert(authTokens, {
    userId: user.id,
    purpose,
    tokenHash: hash,
    expiresAt: new Date(Date.now() + ttl),
  });
  // In the reader's language, and so is the page the link opens.
  const locale = readerLocale(tenant.config, user.locale);
  await sendTemplate({
    db,
    tenant,
    channel: 'email',
    to: user.email,
    template: {
      kind: kind ?? purpose,
      link: linkIn(tenant.config, locale, linkFor(tenant, purpose, user.id, token)),
      expiresInHours: ttl / 3_600_000,
    },
    locale,
  });
}

/**
 * Tells an address that has no account (an OTP or a set-password link was asked for it) where to
 * register instead, so the answer to the caller can be the same whether or not the account exists.
 */
export async function sendNoAccountNotice(db: Db, tenant: Tenant, email: string): Promise<void> {
  await sendTemplate({
    db,
    tenant,
    channel: 'email',
    to: email,
    template: { kind: 'no_account', link: `${siteOrigin(tenant.key, process.env)}${HOME_PATH}` },
  });
}

const live = (tenantId: string, userId: string, token: string) =>
  and(
    eq(authTokens.tenantId, tenantId),
    eq(authTokens.userId, userId),
    eq(authTokens.tokenHash, hashLinkToken(token)),
    isNull(authTokens.usedAt),
    gt(authTokens.expiresAt, new Date()),
  );

/** The purpose of a live (unused, unexpired) token of this user, without spending it; else null. */
export async function peekLinkToken(
  db: Db,
  tenantId: string,
  userId: string,
  token: string,
): Promise<TLinkPurpose | null> {
  const [row] = await db
    .select({ purpose: authTokens.purpose })
    .from(authTokens)
    .where(live(tenantId, userId, token));
  return row?.purpose ?? null;
}

/** Spends a live token of the given purpose atomically: true exactly once. */
export async function consumeLinkToken(
  db: Db,
  tenantId: string,
  userId: string,
  purpose: TLinkPurpose,
  token: string,
): Promise<boolean> {
  const rows = await db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(and(live(tenantId, userId, token), eq(authTokens.purpose, purpose)))
    .returning({ id: authTokens.id });
  return rows.length === 1;
}
