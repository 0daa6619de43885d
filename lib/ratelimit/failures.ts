import { createHash } from 'node:crypto';

/**
 * Failed sign-in attempts (OWASP ASVS 6.3 / 2.2.1): only failures count, per account, per client
 * and per account-and-client; each counter first slows the next attempt down (a delay that doubles
 * with every failure past the free ones) and only then locks. A lock on one client only keeps that
 * client out; a lock of the account itself (failures from many places) mails the owner a link that
 * lifts it. Counters forget after their window. Success clears the counter of the client that
 * proved itself. Pure decisions here; the stores are below and in failure-stores.ts.
 */

export interface ThrottleRule {
  /** Failures allowed with no wait. */
  freeFailures: number;
  /** The wait after the first failure past the free ones; doubles with each further failure. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** Failures at which the counter locks until its window ends (or an unlock link is used). */
  lockAt: number;
  /** A counter is forgotten this long after its first failure. */
  windowMs: number;
}

const MINUTE = 60_000;

export const SIGN_IN_THROTTLE = {
  /** One client guessing one account. Locks only that client out of that account. */
  accountClient: {
    freeFailures: 3,
    baseDelayMs: 1000,
    maxDelayMs: 30_000,
    lockAt: 10,
    windowMs: 15 * MINUTE,
  },
  /** Every client together on one account (a distributed guess). Its lock mails the owner an unlock link. */
  account: { freeFailures: 10, baseDelayMs: 1000, maxDelayMs: 60_000, lockAt: 50, windowMs: 60 * MINUTE },
  /** One client across many accounts (credential stuffing). */
  client: { freeFailures: 20, baseDelayMs: 500, maxDelayMs: 30_000, lockAt: 100, windowMs: 15 * MINUTE },
} as const satisfies Record<string, ThrottleRule>;

export type ThrottleScope = keyof typeof SIGN_IN_THROTTLE;

export interface FailureRecord {
  failures: number;
  /** When the last failure was recorded (ms since the epoch). */
  lastAt: number;
  /** When the counter is forgotten. */
  expiresAt: number;
}

export type ThrottleDecision = { ok: true } | { ok: false; retryAfterSec: number; locked: boolean };

/** The wait after `failures` failures (0 while they are free). */
export function delayAfter(failures: number, rule: ThrottleRule): number {
  const past = failures - rule.freeFailures;
  if (past <= 0) return 0;
  return Math.min(rule.maxDelayMs, rule.baseDelayMs * 2 ** (past - 1));
}

/** May another attempt be made now? */
export function decideThrottle(
  record: FailureRecord | null,
  rule: ThrottleRule,
  now: number,
): ThrottleDecision {
  if (!record || record.expiresAt <= now) return { ok: true };
  if (record.failures >= rule.lockAt) {
    return {
      ok: false,
      locked: true,
      retryAfterSec: Math.max(1, Math.ceil((record.expiresAt - now) / 1000)),
    };
  }
  const waitUntil = record.lastAt + delayAfter(record.failures, rule);
  if (now < waitUntil)
    return { ok: false, locked: false, retryAfterSec: Math.max(1, Math.ceil((waitUntil - now) / 1000)) };
  return { ok: true };
}

/** Counters of failures by key. Implementations keep memory bounded and forget after the window. */
export interface FailureStore {
  readonly name: string;
  get(key: string, now: number): Promise<FailureRecord | null>;
  /** Counts one failure; starts a window of `windowMs` on the first. */
  add(key: string, windowMs: number, now: number): Promise<FailureRecord>;
  clear(key: string): Promise<void>;
}

/** Account part of a key: hashed, so e-mail addresses and phone numbers never sit in a store. */
export function accountKey(tenantId: string, account: string): string {
  return createHash('sha256').update(`${tenantId}\u0000${account.trim().toLowerCase()}`).digest('base64url');
}

/**
 * The client part of a key: an IPv4 address as it is, an IPv6 address by its /64 network (one
 * subscriber gets a whole /64, so single addresses would be free to rotate).
 */
export function clientKey(ip: string): string {
  if (!ip.includes(':')) return ip;
  const expanded = expandIpv6(ip);
  return expanded ? `${expanded.slice(0, 4).join(':')}::/64` : ip;
}

function expandIpv6(ip: string): string[] | null {
  const [head = '', tail] = ip.split('::');
  const a = head ? head.split(':') : [];
  const b = tail ? tail.split(':') : [];
  if (tail === undefined && a.length !== 8) return null;
  const fill = Array(8 - a.length - b.length).fill('0');
  const all = [...a, ...fill, ...b].map((h) => h.toLowerCase().replace(/^0+(?=.)/, ''));
  return all.length === 8 ? all : null;
}

export interface SignInParty {
  tenantId: string;
  /** The e-mail or phone the attempt names (whether or not such an account exists). */
  account: string;
  /** The client's address, or null when it cannot be known. */
  ip: string | null;
}

/** The counters one attempt is checked against, with their store keys. */
export function throttleKeys(p: SignInParty): { scope: ThrottleScope; key: string }[] {
  const acct = accountKey(p.tenantId, p.account);
  const client = p.ip ? clientKey(p.ip) : 'unknown';
  const keys: { scope: ThrottleScope; key: string }[] = [
    { scope: 'account', key: `fail:acct:${acct}` },
    {
      scope: 'accountClient',
      key: `fail:acctcli:${createHash('sha256').update(`${acct}\u0000${client}`).digest('base64url')}`,
    },
  ];
  if (p.ip) keys.push({ scope: 'client', key: `fail:cli:${p.tenantId}:${client}` });
  return keys;
}

/** The first refusal among the party's counters (a lock before a delay), or ok. */
export async function checkSignInThrottle(
  store: FailureStore,
  party: SignInParty,
  now = Date.now(),
): Promise<ThrottleDecision> {
  let worst: ThrottleDecision = { ok: true };
  for (const { scope, key } of throttleKeys(party)) {
    const d = decideThrottle(await store.get(key, now), SIGN_IN_THROTTLE[scope], now);
    if (d.ok) continue;
    if (
      worst.ok ||
      (d.locked && !worst.locked) ||
      (d.locked === worst.locked && d.retryAfterSec > worst.retryAfterSec)
    )
      worst = d;
  }
  return worst;
}

/**
 * Counts a failed attempt on every counter of the party. Answers whether this failure locked the
 * account itself just now (then its owner is mailed an unlock link, once per lock).
 */
export async function recordSignInFailure(
  store: FailureStore,
  party: SignInParty,
  now = Date.now(),
): Promise<{ accountLockedNow: boolean }> {
  let accountLockedNow = false;
  for (const { scope, key } of throttleKeys(party)) {
    const rule = SIGN_IN_THROTTLE[scope];
    const r = await store.add(key, rule.windowMs, now);
    if (scope === 'account' && r.failures === rule.lockAt) accountLockedNow = true;
  }
  return { accountLockedNow };
}

/** A success proves this client: its counter on the account is cleared (the account's own stays). */
export async function recordSignInSuccess(store: FailureStore, party: SignInParty): Promise<void> {
  const own = throttleKeys(party).find((k) => k.scope === 'accountClient');
  if (own) await store.clear(own.key);
}

/**
 * The owner's unlock link lifts the account's lock and the counter of the client that opened it;
 * other clients' counters on the account age out by themselves.
 */
export async function unlockAccount(store: FailureStore, party: SignInParty): Promise<void> {
  for (const { scope, key } of throttleKeys(party)) if (scope !== 'client') await store.clear(key);
}
