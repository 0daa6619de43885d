export interface TRateLimitOptions {
  /** Attempts allowed per window. */
  limit: number;
  /** Window length in milliseconds (fixed window, starting at the first attempt). */
  windowMs: number;
}

export interface TRateLimitResult {
  ok: boolean;
  /** Seconds until the window resets (0 when ok). */
  retryAfterSec: number;
  /** Attempts left in this window after this one. */
  remaining: number;
}

/** Counts one attempt on a key; answers the count so far and how long until the window resets. */
export interface RateLimitStore {
  readonly name: string;
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
}
