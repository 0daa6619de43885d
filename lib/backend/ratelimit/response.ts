import 'server-only';
import type { Context } from 'hono';
import { createTranslator } from 'next-intl';
import { AppError } from '@/lib/backend/http/errors';
import messages from '@/messages/en-GB/RateLimit.json';
import type { TRateLimitResult } from './types';

const t = createTranslator({ locale: 'en-GB', messages: { RateLimit: messages }, namespace: 'RateLimit' });

/**
 * 'Too many attempts. Please try again in N seconds.' under a minute (the short waits that slow
 * repeated failures down), else '… in N minutes.' (whole minutes, at least one).
 */
export function tooManyAttemptsMessage(retryAfterSec: number): string {
  if (retryAfterSec < 60)
    return t('tooManyAttemptsSeconds', { seconds: Math.max(1, Math.ceil(retryAfterSec)) });
  return t('tooManyAttempts', { minutes: Math.max(1, Math.ceil(retryAfterSec / 60)) });
}

/** 'Too many discount codes tried. Please try again in N minutes.' (whole minutes, at least one). */
export function tooManyDiscountCodesMessage(retryAfterSec: number): string {
  return t('tooManyDiscountCodes', { minutes: Math.max(1, Math.ceil(retryAfterSec / 60)) });
}

/** The 429 AppError: the backend answers `{ data: null, errors: { code: 'rate_limited', message, retry_after }, message }`. */
export class RateLimitedError extends AppError {
  constructor(
    readonly retryAfterSec: number,
    message = tooManyAttemptsMessage(retryAfterSec),
  ) {
    super('rate_limited', 429, message, { retry_after: retryAfterSec });
    this.name = 'RateLimitedError';
  }
}

/** Refuses with 429: sets Retry-After on the Hono context (when given) and throws RateLimitedError. */
export function refuseTooMany(retryAfterSec: number, c?: Context, message?: string): never {
  c?.header('Retry-After', String(retryAfterSec));
  throw new RateLimitedError(retryAfterSec, message);
}

/**
 * Throws RateLimitedError when the result is refused, after setting the Retry-After header on the
 * Hono context (when given) so the 429 response carries it.
 */
export function assertWithinLimit(result: TRateLimitResult, c?: Context): void {
  if (!result.ok) refuseTooMany(result.retryAfterSec, c);
}
