// @ts-check
/**
 * The in-memory size of Next's cache of rendered tenant pages and fetched data (ISR and the data
 * cache, `cacheMaxMemorySize`): a least-recently-used store counted in bytes, so the process holds
 * at most this much of it whatever the number of tenants and pages. Plain ESM JavaScript because
 * next.config.mjs imports it; types in page-cache.d.mts, tests in page-cache.test.ts.
 *
 * A tenant home is ~126 kB of HTML plus its RSC payload and segments (~0.4 MB an entry), so the
 * default keeps about 80 pages in memory; older ones are read back from the build folder's cache on
 * disk when asked for again.
 */

export const DEFAULT_PAGE_CACHE_MB = 32;
/** Below this the cache would not even hold the demo tenants' pages. */
const MIN_PAGE_CACHE_MB = 4;
const MAX_PAGE_CACHE_MB = 1024;

/**
 * PAGE_CACHE_MB (whole megabytes, 4–1024) in bytes; the default when unset or not a number in range.
 * @param {Record<string, string | undefined>} env
 * @returns {number}
 */
export function pageCacheBytes(env) {
  const raw = env.PAGE_CACHE_MB?.trim();
  const mb = raw ? Number(raw) : Number.NaN;
  const ok = Number.isInteger(mb) && mb >= MIN_PAGE_CACHE_MB && mb <= MAX_PAGE_CACHE_MB;
  return (ok ? mb : DEFAULT_PAGE_CACHE_MB) * 1024 * 1024;
}
