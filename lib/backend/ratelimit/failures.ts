import { createHash } from 'node:crypto';

/**
 * Counters of failed attempts and the pure decisions over them: each counter first slows the next
 * attempt down (a delay that doubles with every failure past the free ones) and then locks until
 * its window ends. Counters forget after their window. An attempt is counted BEFORE it is checked
 * (FailureStore.reserve: decide and count in one atomic step) and given back if it turns out not to
 * be a failure (release), so a burst of simultaneous attempts cannot all pass a counter that still
 * reads zero. The sign-in scheme built on these is sign-in-throttle.ts (docs/auth-limits.md); the
 * stores are failure-stores.ts (memory, Redis) and pg-failure-store.ts (PostgreSQL / PGlite).
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

/** Failed sign-ins (OWASP ASVS 6.3): the scopes and their numbers; who is checked against which is sign-in-throttle.ts. */
export const SIGN_IN_THROTTLE = {
  /** One client guessing one account. Locks only that client out of that account. */
  accountClient: {
    freeFailures: 3,
    baseDelayMs: 1000,
    maxDelayMs: 30_000,
    lockAt: 10,
    windowMs: 15 * MINUTE,
  },
  /**
   * A known client (a device cookie from an earlier sign-in to this account) on that account. The
   * only counter such a client is checked against, so others' failures never hold it.
   */
  knownClient: {
    freeFailures: 3,
    baseDelayMs: 1000,
    maxDelayMs: 30_000,
    lockAt: 10,
    windowMs: 15 * MINUTE,
  },
  /**
   * Every client WITHOUT a history of success on the account, together (a distributed guess). Its
   * lock mails the owner an unlock link; the owner's known clients are never held by it.
   */
  account: { freeFailures: 10, baseDelayMs: 1000, maxDelayMs: 60_000, lockAt: 50, windowMs: 60 * MINUTE },
  /** One client across many accounts (credential stuffing). */
  client: { freeFailures: 20, baseDelayMs: 500, maxDelayMs: 30_000, lockAt: 100, windowMs: 15 * MINUTE },
} as const satisfies Record<string, ThrottleRule>;

export type ThrottleScope = keyof typeof SIGN_IN_THROTTLE;

export interface FailureRecord {
  failures: number;
  /** When the last failure was recorded (ms since the epoch). */
  lastAt: number;
  /** When the counter is forgotten (ms since the epoch); also names its window (release). */
  expiresAt: number;
}

export type ThrottleRefusal = { ok: false; retryAfterSec: number; locked: boolean };
export type ThrottleDecision = { ok: true } | ThrottleRefusal;

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

/** The refusal to report of two: a lock before a wait, then the longer wait. */
export function worseOf(a: ThrottleRefusal, b: ThrottleRefusal): ThrottleRefusal {
  if (a.locked !== b.locked) return a.locked ? a : b;
  return b.retryAfterSec > a.retryAfterSec ? b : a;
}

/** What a reservation answers: the counter with this attempt in it, or why none may be made now. */
export type Reservation = { ok: true; record: FailureRecord } | { ok: false; refusal: ThrottleRefusal };

/** Counters of failures by key. Implementations keep memory bounded and forget after the window. */
export interface FailureStore {
  readonly name: string;
  get(key: string, now: number): Promise<FailureRecord | null>;
  /** Counts one failure, whatever the counter says; starts a window of `windowMs` on the first. */
  add(key: string, windowMs: number, now: number): Promise<FailureRecord>;
  /**
   * In one atomic step: if `rule` allows an attempt now, counts it as a failure and answers the
   * counter; otherwise counts nothing and answers the refusal. The caller then keeps the failure
   * or gives the attempt back (release) when it was not one.
   */
  reserve(key: string, rule: ThrottleRule, now: number): Promise<Reservation>;
  /**
   * Gives back one reserved attempt, only in the window it was taken in (the one that ends at
   * `windowEnd`): a counter that expired and started again meanwhile is left alone.
   */
  release(key: string, windowEnd: number): Promise<void>;
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
