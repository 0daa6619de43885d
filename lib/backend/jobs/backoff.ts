/**
 * Delay before the next try of a job that failed its `attempts`-th try: exponential (base × 4^(n-1))
 * with a cap, so a flaky dependency is not hammered and a long outage costs at most `capMs` a try.
 * Pure; the worker adds it to the database clock.
 */
export function retryDelayMs(attempts: number, baseMs = 5_000, capMs = 15 * 60_000): number {
  const n = Math.max(1, Math.floor(attempts));
  return Math.min(capMs, baseMs * 4 ** (n - 1));
}
