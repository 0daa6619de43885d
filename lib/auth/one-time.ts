import 'server-only';
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { deriveKey } from './secret';

/** OTP rules (issue: random, hashed at rest, 10 minutes, 5 wrong attempts per code). */
export const OTP_TTL_MS = 10 * 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_DIGITS = 6;

/** Lifetimes of the e-mailed link tokens. */
export const TOKEN_TTL_MS = {
  set_password: 24 * 60 * 60 * 1000,
  verify: 72 * 60 * 60 * 1000,
  invitation: 7 * 24 * 60 * 60 * 1000,
  /** Lifts a sign-in lock that failed attempts from many places put on the account. */
  unlock: 24 * 60 * 60 * 1000,
} as const;

/** A uniformly random 6-digit code (leading zeros kept; spec §5 sends it as a number, see otpMatches). */
export function generateOtp(): string {
  return String(randomInt(0, 10 ** OTP_DIGITS)).padStart(OTP_DIGITS, '0');
}

/**
 * What a code is bound to: the user, what it is for and where it was sent (an e-mail address or an
 * E.164 number). The binding is part of the stored HMAC, so a code can only match the binding it
 * was issued for — even a row read by mistake for another purpose or destination would not match.
 */
export function otpBinding(userId: string, purpose: string, sentTo: string): string {
  return `${userId}:${purpose}:${sentTo}`;
}

/**
 * OTPs have little entropy, so a plain hash would be reversed by trying all million codes; a keyed
 * HMAC (server secret) over the code's binding (otpBinding) is not.
 */
export function hashOtp(binding: string, code: string): string {
  return createHmac('sha256', deriveKey('otp')).update(`${binding}:${code}`).digest('base64url');
}

/**
 * Compares the numeric OTP the client sends (leading zeros lost) with a stored hash. The HMAC is
 * computed whatever is stored (an empty hash when there is no code), so the work is the same.
 */
export function otpMatches(binding: string, otp: number, storedHash: string): boolean {
  const given = Buffer.from(hashOtp(binding, String(otp).padStart(OTP_DIGITS, '0')));
  const stored = Buffer.from(storedHash);
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** A random 256-bit link token (sent once, by e-mail) and the hash that is stored. */
export function generateLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashLinkToken(token) };
}

export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
