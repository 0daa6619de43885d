import 'server-only';
import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { createGate, type Gate } from '@/lib/concurrency/gate';

/**
 * Password hashing with scrypt (node:crypto; no native add-on needed on Node 20). The stored string
 * names its parameters — `scrypt$N$r$p$salt$hash` (base64url) — so the cost can be raised later and
 * old hashes still verify. N=2^15, r=8 is 32 MiB per hash, about 100 ms here.
 */
const N = 2 ** 15;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

/**
 * Two hashes at a time, the rest queued: each holds 32 MiB outside the JS heap, and Node's thread
 * pool would run four, so a burst of sign-ins put 128 MiB on the server's peak (bench:soak) while
 * finishing no sooner on two cores. On the process, so every route bundle shares it.
 */
const HASH_SLOTS = 2;
const g = globalThis as unknown as { __itineraPasswordGate?: Gate };
g.__itineraPasswordGate ??= createGate(HASH_SLOTS);
const passwordGate = g.__itineraPasswordGate;

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  const options: ScryptOptions = { N: n, r, p, maxmem: 256 * n * r + 1024 * 1024 };
  return passwordGate.run(
    () =>
      new Promise((resolve, reject) =>
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (err, key) =>
          err ? reject(err) : resolve(key),
        ),
      ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, N, R, P);
  return ['scrypt', N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** A fixed hash to verify against when there is no user, so timing does not reveal which e-mails exist. */
let dummyHash: Promise<string> | null = null;

/** True when `password` matches `stored`. A missing or malformed hash never matches (same cost). */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parts = (stored ?? '').split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') {
    dummyHash ??= hashPassword('itinera-no-such-user');
    await verifyPassword(password, await dummyHash);
    return false;
  }
  const [, n, r, p, salt, hash] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), Number(n), Number(r), Number(p));
  return key.length === expected.length && timingSafeEqual(key, expected);
}
