// @ts-check
import { createHash } from 'node:crypto';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import Redis from 'ioredis';

/**
 * The cache entries every instance shares (issue 34 item 1): Next's rendered pages and fetched data,
 * kept in Redis beside each instance's own memory copy, so a page one instance rendered is served
 * by the others without rendering it again, and an instance that starts (or lost its copy) finds
 * the deployment's pages ready. Expired tags are kept in Redis too, with when they expired: an
 * entry written before one of its tags expired is never served again, on any instance, whether or
 * not that instance heard the expiry on the bus (tag-bus.mjs).
 *
 * Entries are written with Node's structured serializer (node:v8), which keeps what Next stores
 * as it is (Buffers, Maps of segment payloads), under the deployment (deploymentOf: its
 * database) and the build's id, so two deployments on one Redis never serve each other's pages, and
 * a new build never serves pages that name the previous build's scripts. Redis being down is a miss, logged once per
 * outage, never thrown. Plain ESM JavaScript for the cache handler, which Next loads uncompiled;
 * types in entry-store.d.mts.
 */

const PREFIX = 'itinera:cache:';
/** How long an entry is kept when Next gives no lifetime (a page rendered once per publish). */
const DEFAULT_TTL_S = 24 * 3600;
const MAX_TTL_S = 7 * 24 * 3600;
const MIN_TTL_S = 60;

/**
 * @typedef {{ lastModified: number, value: unknown, cacheControl?: unknown, tags: string[] }} SharedEntry
 */

/**
 * Which deployment this instance belongs to, as a short hash: its database (PostgreSQL's host, port
 * and name, without credentials; else the embedded database's folder). Every instance of one
 * deployment shares its database, and no two deployments do.
 * @param {Record<string, string | undefined>} env
 */
export function deploymentOf(env) {
  let where = path.resolve(env.DATA_DIR || '.data');
  const url = env.DATABASE_URL?.trim();
  if (url) {
    try {
      const u = new URL(url);
      where = `${u.hostname}:${u.port || '5432'}${u.pathname}`;
    } catch {
      where = 'unreadable-database-url';
    }
  }
  return createHash('sha256').update(where).digest('hex').slice(0, 12);
}

/**
 * Seconds Redis keeps an entry: twice its lifetime, as Next serves a stale entry while it renders
 * the next one, within a minute and a week.
 * @param {number | false | undefined} lifetimeS
 */
export function ttlOf(lifetimeS) {
  if (typeof lifetimeS !== 'number' || !Number.isFinite(lifetimeS) || lifetimeS <= 0) return DEFAULT_TTL_S;
  return Math.min(MAX_TTL_S, Math.max(MIN_TTL_S, Math.ceil(lifetimeS * 2)));
}

/**
 * Whether any of an entry's tags expired after it was written (and the expiry has come), as Next's
 * own tag manifest decides for the copies in memory.
 * @param {(string | null)[]} expiries when each tag expired (ms), or null
 * @param {number} lastModified
 * @param {number} now
 */
export function expiredByTags(expiries, lastModified, now) {
  return expiries.some((raw) => {
    const at = raw === null ? Number.NaN : Number(raw);
    return Number.isFinite(at) && at > lastModified && at <= now;
  });
}

/** @param {unknown} data @returns {data is SharedEntry} */
function isEntry(data) {
  if (!data || typeof data !== 'object') return false;
  const e = /** @type {Record<string, unknown>} */ (data);
  return (
    typeof e.lastModified === 'number' &&
    e.value !== null &&
    typeof e.value === 'object' &&
    Array.isArray(e.tags) &&
    e.tags.every((t) => typeof t === 'string')
  );
}

/**
 * @typedef {object} EntryStore
 * @property {(key: string, moreTags?: readonly string[]) => Promise<SharedEntry | null>} read
 * @property {(key: string, entry: SharedEntry, ttlS: number) => void} write fire and forget
 * @property {(key: string) => void} remove
 * @property {(tags: readonly string[], at: number) => Promise<void>} expireTags
 * @property {() => Promise<void>} close
 */

/**
 * @param {string} url
 * @param {{ deployment: string, buildId: string }} names deploymentOf(env), the build's BUILD_ID
 * @param {{ log?: (line: string) => void }} [options]
 * @returns {EntryStore}
 */
export function openEntryStore(url, { deployment, buildId }, { log = (line) => console.warn(line) } = {}) {
  // Commands wait for the first connection; while Redis is down they fail after one attempt.
  const client = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2000 });
  let down = false;
  const onError = (/** @type {unknown} */ err) => {
    if (down) return;
    down = true;
    const why = err instanceof Error ? err.message : String(err);
    log(`[cache] Redis unreachable for the shared page cache (${why}); each instance renders its own`);
  };
  client.on('error', onError);
  client.on('ready', () => {
    down = false;
  });
  const entryKey = (/** @type {string} */ key) => `${PREFIX}${deployment}:${buildId}:${key}`;
  // Not per build: a site changed is changed for every build that shows it.
  const TAG_EXPIRIES = `${PREFIX}${deployment}:tag-expiries`;
  return {
    async read(key, moreTags = []) {
      try {
        const raw = await client.getBuffer(entryKey(key));
        if (!raw) return null;
        const entry = deserialize(raw);
        if (!isEntry(entry)) return null;
        const tags = [...new Set([...entry.tags, ...moreTags])];
        if (tags.length > 0) {
          const expiries = await client.hmget(TAG_EXPIRIES, ...tags);
          if (expiredByTags(expiries, entry.lastModified, Date.now())) return null;
        }
        return entry;
      } catch (err) {
        onError(err);
        return null;
      }
    },
    write(key, entry, ttlS) {
      let bytes;
      try {
        bytes = serialize(entry);
      } catch {
        return; // something Next stores that the serializer cannot carry: this instance keeps it alone
      }
      client.set(entryKey(key), bytes, 'EX', ttlS).catch(onError);
    },
    remove(key) {
      client.del(entryKey(key)).catch(onError);
    },
    async expireTags(tags, at) {
      if (tags.length === 0) return;
      try {
        await client.hset(TAG_EXPIRIES, Object.fromEntries(tags.map((t) => [t, String(at)])));
      } catch (err) {
        onError(err);
      }
    },
    async close() {
      client.disconnect();
    },
  };
}
