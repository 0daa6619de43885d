// @ts-check
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { counterOnce } from '../ops/metric-once.mjs';
import { deploymentOf, openEntryStore, ttlOf } from './entry-store.mjs';
import { openTagBus, REMOTE_EXPIRY_HOOK } from './tag-bus.mjs';

/**
 * Next's cache handler (`cacheHandler` in next.config.mjs) for rendered pages and fetched data.
 * Without REDIS_URL it is Next's own memory-and-disk cache exactly. With it, two things more:
 * - entries are shared (entry-store.mjs): what one instance renders or fetches is written to Redis
 *   too, and an instance that has no copy reads it from there (and keeps it in memory) before it
 *   renders anything; expired tags are recorded there, so no instance serves an entry older than
 *   an expiry of its tags;
 * - a tag expired here is announced on the cache-tag bus (tag-bus.mjs), and a tag another instance
 *   expired is expired here, with what the application keeps of those sites, within the bus's delay
 *   (well under a second).
 * Next's tag manifest is one map per process (its ".external" module), which is why a remote expiry
 * can be applied without an instance of the handler.
 */

/** @typedef {{ expire?: number }} TagDurations */

// Next's handler, a CommonJS module: the class is its default export. An internal path of the
// pinned Next.js (16.4.6): on an upgrade, shared-tags-cache-handler.test.ts says whether it still holds.
const FileSystemCache = /** @type {any} */ (fileSystemCache).default ?? fileSystemCache;
const expireHere = FileSystemCache.prototype.revalidateTag;

/** @type {import('./tag-bus.mjs').TagBus | null | undefined} */
let bus;
/** @type {import('./entry-store.mjs').EntryStore | null | undefined} */
let entries;

/** Redis's URL when this process serves (never while `next build` prerenders), else null. */
function sharedRedisUrl() {
  const url = process.env.REDIS_URL?.trim();
  return url && process.env.NEXT_PHASE !== 'phase-production-build' ? url : null;
}

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
  const url = sharedRedisUrl();
  bus = url
    ? openTagBus(url, ({ tags, durations }) => {
        void expireFromElsewhere(tags, durations);
      })
    : null;
  return bus;
}

/**
 * The build's id (its dist folder's BUILD_ID), which names the shared entries: pages name their
 * build's scripts. A handler without a dist folder (a unit test) shares under `no-build`.
 * @param {string | undefined} serverDistDir
 */
function buildIdOf(serverDistDir) {
  if (!serverDistDir) return 'no-build';
  try {
    return readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim() || 'no-build';
  } catch {
    return 'no-build';
  }
}

/** @param {string | undefined} serverDistDir */
function entryStore(serverDistDir) {
  if (entries !== undefined) return entries;
  const url = sharedRedisUrl();
  entries = url
    ? openEntryStore(url, { deployment: deploymentOf(process.env), buildId: buildIdOf(serverDistDir) })
    : null;
  return entries;
}

/**
 * The tags an entry answers to: a page's or route's from its cache-tags header, fetched data's
 * from the call that cached it.
 * @param {any} data
 * @param {any} ctx
 * @returns {string[]}
 */
function tagsOf(data, ctx) {
  if (data?.kind === 'FETCH') return [...(ctx?.tags ?? []), ...(data.tags ?? [])];
  const header = data?.headers?.['x-next-cache-tags'];
  return typeof header === 'string' ? header.split(',').filter(Boolean) : [];
}

/**
 * How long Next keeps an entry fresh (seconds): fetched data's revalidate, a page's cache control.
 * @param {any} data
 * @param {any} ctx
 */
function lifetimeOf(data, ctx) {
  if (data?.kind === 'FETCH') return data.revalidate;
  return ctx?.cacheControl?.expire ?? ctx?.cacheControl?.revalidate;
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

/** Closes the bus and the shared entries (a stopping server, a test); a later request opens them again. */
export async function closeSharedTags() {
  const [openBus, openEntries] = [bus, entries];
  bus = undefined;
  entries = undefined;
  await Promise.all([openBus?.close(), openEntries?.close()]);
}

export default class SharedTagsCacheHandler extends FileSystemCache {
  /** @param {any} ctx */
  constructor(ctx) {
    // With the shared entries, what is rendered at run time lives in memory and in Redis: a copy
    // in the build folder would only be this instance's, and outlive an expiry it did not hear.
    super(sharedRedisUrl() ? { ...ctx, flushToDisk: false } : ctx);
    tagBus();
    entryStore(ctx?.serverDistDir);
  }

  /**
   * This instance's copy; else the one another instance shared, kept in memory from then on.
   * @param {string} key
   * @param {any} ctx
   */
  async get(key, ctx) {
    const kind = String(ctx?.kind ?? 'unknown').toLowerCase();
    const entry = await super.get(key, ctx);
    if (entry) {
      cacheReads().inc({ kind, result: 'hit' });
      return entry;
    }
    const askedTags = ctx?.kind === 'FETCH' ? [...(ctx.tags ?? []), ...(ctx.softTags ?? [])] : [];
    const shared = await entries?.read(key, askedTags);
    if (!shared) {
      cacheReads().inc({ kind, result: 'miss' });
      return null;
    }
    const found = {
      lastModified: shared.lastModified,
      value: shared.value,
      cacheControl: shared.cacheControl,
    };
    FileSystemCache.memoryCache?.set(key, found);
    cacheReads().inc({ kind, result: 'shared' });
    return found;
  }

  /**
   * @param {string} key
   * @param {any} data
   * @param {any} ctx
   */
  async set(key, data, ctx) {
    await super.set(key, data, ctx);
    if (!entries) return;
    if (!data) {
      entries.remove(key);
      return;
    }
    const cacheControl = ctx?.fetchCache ? undefined : ctx?.cacheControl;
    const entry = { lastModified: Date.now(), value: data, cacheControl, tags: tagsOf(data, ctx) };
    entries.write(key, entry, ttlOf(lifetimeOf(data, ctx)));
  }

  /**
   * Expires here, records the expiry where every instance reads shared entries, then tells the
   * others (in that order, so an instance that hears of it finds the shared copies expired too).
   * @param {string | string[]} tags
   * @param {TagDurations} [durations]
   */
  async revalidateTag(tags, durations) {
    const list = typeof tags === 'string' ? [tags] : tags;
    await super.revalidateTag(list, durations);
    await entries?.expireTags(list, Date.now() + (durations?.expire ?? 0) * 1000);
    tagBus()?.publish(list, durations);
  }
}
