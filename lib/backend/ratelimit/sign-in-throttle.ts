import { createHash } from 'node:crypto';
import { type AttemptCheck, reserveAttempt } from './attempts';
import {
  accountKey,
  clientKey,
  decideThrottle,
  type FailureStore,
  SIGN_IN_THROTTLE,
  type ThrottleDecision,
  type ThrottleRefusal,
  type ThrottleScope,
  worseOf,
} from './failures';

/**
 * Failed sign-ins: "known clients first" (docs/auth-limits.md), in the spirit of OWASP ASVS 6.3
 * and OWASP's device-cookie pattern. A client that has signed in to an account before carries a
 * signed device cookie naming it (lib/auth/device-cookie.ts); on that account it is checked only
 * against its own counter, so failures from anywhere else never hold it. Every other client is
 * checked against its counter on the account (by address), the account's counter shared by all
 * clients without a history there (a distributed guess: it slows them, then locks them and mails
 * the owner an unlock link), and its counter across accounts (credential stuffing). Each attempt is
 * reserved on those counters before the password is checked and given back if it succeeds.
 */

export interface SignInParty {
  tenantId: string;
  /** The e-mail or phone the attempt names (whether or not such an account exists). */
  account: string;
  /** The client's address, or null when it cannot be known. */
  ip: string | null;
  /**
   * The id of the client's device cookie when that cookie has signed in to this account before
   * (a known client); null or absent otherwise.
   */
  knownDevice?: string | null;
}

/** How a device cookie names an account: a prefix of its hashed key (132 bits), never the address. */
export const accountTag = (tenantId: string, account: string): string =>
  accountKey(tenantId, account).slice(0, 22);

const hashed = (...parts: string[]) => createHash('sha256').update(parts.join('\u0000')).digest('base64url');

/** The counters one attempt is checked against, most specific first, with their store keys. */
export function signInChecks(p: SignInParty): AttemptCheck<ThrottleScope>[] {
  const acct = accountKey(p.tenantId, p.account);
  const check = (scope: ThrottleScope, key: string) => ({ scope, key, rule: SIGN_IN_THROTTLE[scope] });
  if (p.knownDevice) return [check('knownClient', `fail:acctdev:${hashed(acct, p.knownDevice)}`)];
  const client = p.ip ? clientKey(p.ip) : 'unknown';
  const checks = [
    check('accountClient', `fail:acctcli:${hashed(acct, client)}`),
    check('account', `fail:acct:${acct}`),
  ];
  if (p.ip) checks.push(check('client', `fail:cli:${p.tenantId}:${client}`));
  return checks;
}

/** Counters a success clears: the proving client's own. Shared counters only get the attempt back. */
const OWN_SCOPES: ReadonlySet<ThrottleScope> = new Set(['accountClient', 'knownClient']);

/** A reserved sign-in attempt: say how it ended. */
export interface SignInAttempt {
  ok: true;
  /** It failed (already counted). Whether this failure is the one that locked the account itself. */
  failed(): { accountLockedNow: boolean };
  /** It succeeded: the client's own counter is cleared, the shared ones get the attempt back. */
  succeeded(): Promise<void>;
}

/** Reserves an attempt for the party, or answers how long it must wait. */
export async function beginSignInAttempt(
  store: FailureStore,
  party: SignInParty,
  now = Date.now(),
): Promise<SignInAttempt | ThrottleRefusal> {
  const r = await reserveAttempt(store, signInChecks(party), now);
  if (!r.ok) return r;
  return {
    ok: true,
    failed: () => ({
      accountLockedNow: r.held.some((h) => h.scope === 'account' && h.record.failures === h.rule.lockAt),
    }),
    succeeded: async () => {
      await Promise.all(
        r.held.map((h) =>
          OWN_SCOPES.has(h.scope) ? store.clear(h.key) : store.release(h.key, h.record.expiresAt),
        ),
      );
    },
  };
}

/** The party's standing without making an attempt: the worst refusal among its counters, or ok. */
export async function checkSignInThrottle(
  store: FailureStore,
  party: SignInParty,
  now = Date.now(),
): Promise<ThrottleDecision> {
  let worst: ThrottleDecision = { ok: true };
  for (const { key, rule } of signInChecks(party)) {
    const d = decideThrottle(await store.get(key, now), rule, now);
    if (!d.ok) worst = worst.ok ? d : worseOf(worst, d);
  }
  return worst;
}

/**
 * Counts a failure on every counter of the party, unconditionally (failures that happened
 * elsewhere or earlier). Answers whether it locked the account itself just now.
 */
export async function recordSignInFailure(
  store: FailureStore,
  party: SignInParty,
  now = Date.now(),
): Promise<{ accountLockedNow: boolean }> {
  let accountLockedNow = false;
  for (const { scope, key, rule } of signInChecks(party)) {
    const r = await store.add(key, rule.windowMs, now);
    if (scope === 'account' && r.failures === rule.lockAt) accountLockedNow = true;
  }
  return { accountLockedNow };
}

/** A success proves this client: its own counter on the account is cleared (the account's stays). */
export async function recordSignInSuccess(store: FailureStore, party: SignInParty): Promise<void> {
  for (const { scope, key } of signInChecks(party)) if (OWN_SCOPES.has(scope)) await store.clear(key);
}

/**
 * The owner's unlock link lifts the account's lock and the counter of the client that opened it;
 * other clients' counters on the account age out by themselves.
 */
export async function unlockAccount(store: FailureStore, party: SignInParty): Promise<void> {
  for (const { scope, key } of signInChecks({ ...party, knownDevice: null }))
    if (scope !== 'client') await store.clear(key);
}
