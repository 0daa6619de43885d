// @ts-check
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { counterOnce } from '../ops/metric-once.mjs';
import { openTagBus, REMOTE_EXPIRY_HOOK } from './tag-bus.mjs';

/**
 * Next's cache handler (`cacheHandler` in next.config.mjs) for rendered pages and fetched data:
 * Next's own memory-and-disk cache, unchanged, plus one thing — a tag expired here is announced on
 * the cache-tag bus (tag-bus.mjs), and a tag another instance expired is expired here, so a site
 * published through any instance is fresh on every instance within the bus's delay (well under a
 * second). Without REDIS_URL it is Next's cache exactly.
 *
 * Entries stay in each instance's memory and build folder (each renders a page once after an
 * expiry); only the expiries travel. Next's tag manifest is one map per process (its ".external"
 * module), which is why a remote expiry can be applied without an instance of the handler.
 */

/** @typedef {{ expire?: number }} TagDurations */

// Next's handler, a CommonJS module: the class is its default export. An internal path of the
// pinned Next.js (16.4.6): on an upgrade, shared-tags-cache-handler.test.ts says whether it still holds.
const FileSystemCache = /** @type {any} */ (fileSystemCache).default ?? fileSystemCache;
const expireHere = FileSystemCache.prototype.revalidateTag;

/** @type {import('./tag-bus.mjs').TagBus | null | undefined} */
let bus;

/**
 * Another instance's expiry: what the application keeps of those sites is forgotten first (its hook,
 * REMOTE_EXPIRY_HOOK), then the tags expire here.
 * @param {string[]} tags
 * @param {TagDurations | undefined} durations
 */
async function expireFromElsewhere(tags, durations) {
  const hook = /** @type {Record<symbol, ((tags: string[]) => Promise<void>) | undefined>} */ (
    /** @type {unknown} */ (globalThis)
  )[REMOTE_EXPIRY_HOOK];
  try {
    await hook?.(tags);
  } catch (err) {
    console.warn(
      '[cache] forgetting the sites another instance changed failed:',
      err instanceof Error ? err.message : err,
    );
  }
  expireHere.call(undefined, tags, durations);
}

/** Opened on the first request that needs the cache, never by `next build`. */
function tagBus() {
  if (bus !== undefined) return bus;
  const url = process.env.REDIS_URL?.trim();
  bus =
    url && process.env.NEXT_PHASE !== 'phase-production-build'
      ? openTagBus(url, ({ tags, durations }) => {
          void expireFromElsewhere(tags, durations);
        })
      : null;
  return bus;
}

/**
 * Reads of the cache by kind (app_page, fetch…) and result, for /metrics: a hit is an entry served
 * from memory or disk (fresh or stale), a miss one rendered or fetched again.
 */
function cacheReads() {
  return counterOnce('next_cache_reads_total', "Reads of Next's page and data cache, by kind and result", [
    'kind',
    'result',
  ]);
}

/** Closes the bus (a stopping server, a test); a later request would open it again. */
export async function closeSharedTags() {
  const open = bus;
  bus = undefined;
  await open?.close();
}

export default class SharedTagsCacheHandler extends FileSystemCache {
  /** @param {any} ctx */
  constructor(ctx) {
    super(ctx);
    tagBus();
  }

  /**
   * @param {string} key
   * @param {any} ctx
   */
  async get(key, ctx) {
    const entry = await super.get(key, ctx);
    cacheReads().inc({ kind: String(ctx?.kind ?? 'unknown').toLowerCase(), result: entry ? 'hit' : 'miss' });
    return entry;
  }

  /**
   * @param {string | string[]} tags
   * @param {TagDurations} [durations]
   */
  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations);
    tagBus()?.publish(typeof tags === 'string' ? [tags] : tags, durations);
  }
}
