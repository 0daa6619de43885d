import 'server-only';
import { createHash } from 'node:crypto';
import { rateLimit } from './process-limiter';
import type { TRateLimitOptions, TRateLimitResult } from './types';

const MINUTE = 60_000;

/**
 * Limits on what sends something (a code by SMS or e-mail, a link) or starts a flow, per account
 * (tenant + e-mail or phone) and per client IP: every call counts, since each one costs a message.
 * Guessing — a password or an OTP — is limited by failed attempts instead (failures.ts), so an
 * owner's successful sign-ins never count against them. (An OTP itself also dies after 5 wrong
 * attempts — that rule belongs to the OTP, not here.)
 */
export const RATE_LIMIT_POLICIES = {
  otpGenerate: {
    account: { limit: 5, windowMs: 15 * MINUTE },
    ip: { limit: 20, windowMs: 60 * MINUTE },
  },
  /**
   * Mails that registration sends to the address it names (a set-password link, or 'you already have
   * an account') and their resend. Anyone can name any address, so these have a budget of their own:
   * spending it must never stop the address's owner from resetting their password.
   */
  registrationMail: {
    account: { limit: 5, windowMs: 60 * MINUTE },
    ip: { limit: 20, windowMs: 60 * MINUTE },
  },
  /** Password-reset mails (forgot-password), per address and per client. */
  resetMail: {
    account: { limit: 5, windowMs: 60 * MINUTE },
    ip: { limit: 20, windowMs: 60 * MINUTE },
  },
  /** OAuth redirection and callback, per IP only (there is no account before the exchange). */
  oauth: {
    ip: { limit: 30, windowMs: 15 * MINUTE },
  },
  /**
   * UI error reports posted to Slack (send_to_slack/): the spec's 3 per session for a signed-in
   * session (its account part is the user and session version), and a budget per client so that
   * nobody can flood the channel by dropping the browser's own count.
   */
  errorReport: {
    account: { limit: 3, windowMs: 24 * 60 * MINUTE },
    ip: { limit: 20, windowMs: 60 * MINUTE },
  },
  /**
   * The staff's user search (api/auth/api/v1/autocomplete/users, asked as they type): per signed-in
   * user and per client, enough for typing, not for walking the agency's user list.
   */
  userSearch: {
    account: { limit: 60, windowMs: MINUTE },
    ip: { limit: 120, windowMs: MINUTE },
  },
} as const satisfies Record<string, { account?: TRateLimitOptions; ip: TRateLimitOptions }>;

export type TPolicyName = keyof typeof RATE_LIMIT_POLICIES;

/** Account part of a key: hashed, so e-mail addresses and phone numbers never sit in Redis. */
function accountKey(tenantId: string, account: string): string {
  return createHash('sha256').update(`${tenantId}\u0000${account.trim().toLowerCase()}`).digest('base64url');
}

/**
 * Counts one attempt of `policy` for the account and for the IP (each when given) and answers the
 * stricter result. Both counters advance, so hammering one account from one IP trips both.
 */
export async function checkPolicy(
  policy: TPolicyName,
  who: { tenantId: string; account?: string | null | undefined; ip?: string | null | undefined },
  limiter: (key: string, opts: TRateLimitOptions) => Promise<TRateLimitResult> = rateLimit,
): Promise<TRateLimitResult> {
  const rules: { account?: TRateLimitOptions; ip: TRateLimitOptions } = RATE_LIMIT_POLICIES[policy];
  const checks: Promise<TRateLimitResult>[] = [];
  if (who.account && rules.account) {
    checks.push(limiter(`${policy}:acct:${accountKey(who.tenantId, who.account)}`, rules.account));
  }
  if (who.ip) checks.push(limiter(`${policy}:ip:${who.ip}`, rules.ip));
  const results = await Promise.all(checks);
  return results.reduce<TRateLimitResult>(
    (worst, r) =>
      !r.ok && (worst.ok || r.retryAfterSec > worst.retryAfterSec)
        ? r
        : worst.ok && r.remaining < worst.remaining
          ? r
          : worst,
    { ok: true, retryAfterSec: 0, remaining: Number.POSITIVE_INFINITY },
  );
}
