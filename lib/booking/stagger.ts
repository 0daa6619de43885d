/** Spec §4/§9: several vouchers download one after another, 500 ms apart. */
export const DOWNLOAD_STAGGER_MS = 500;

interface Timers {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: never) => void;
}

/**
 * Starts `start(item, i)` for each item, the first at once and each next one `gapMs` after the one
 * before (item i at i × gapMs). Answers a function that cancels the ones not started yet.
 */
export function staggered<T>(
  items: readonly T[],
  start: (item: T, index: number) => void,
  gapMs = DOWNLOAD_STAGGER_MS,
  timers: Timers = globalThis,
): () => void {
  const pending: unknown[] = [];
  items.forEach((item, i) => {
    if (i === 0) start(item, 0);
    else pending.push(timers.setTimeout(() => start(item, i), i * gapMs));
  });
  return () => {
    for (const h of pending) timers.clearTimeout(h as never);
  };
}
