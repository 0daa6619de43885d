/** Types of page-cache.mjs (plain JavaScript because next.config.mjs imports it). */

export const DEFAULT_PAGE_CACHE_MB: number;
export function pageCacheBytes(env: Record<string, string | undefined>): number;
