// @ts-check
import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';

/**
 * Several instances, one cache story (issue 34): each instance keeps Next's rendered pages and
 * fetched data in its own memory and build folder, so a tag expired on one instance (a console
 * publish, the admin API) must be expired on the others too. This bus carries the expired tags over
 * Redis pub/sub (REDIS_URL); without Redis nothing is opened and each instance stands alone, as
 * before. Plain ESM JavaScript because Next loads the cache handler that uses it without compiling
 * it; types in tag-bus.d.mts, tests in tag-bus.test.ts.
 */

export const TAG_CHANNEL = 'itinera:cache-tags';

/**
 * Where the application hangs what it must forget before another instance's expiry is applied here
 * (its own copies of the changed sites): a function of the tags on globalThis, set at server start
 * (lib/client/other-instances.ts). First forgotten, then expired, so no page is rendered again from
 * a copy the other instance has just replaced.
 */
export const REMOTE_EXPIRY_HOOK = Symbol.for('itinera.remote-expiry');

/** Longest tag list one message may carry: anything longer is not ours and is dropped. */
const MAX_TAGS = 256;

/**
 * @typedef {{ expire?: number }} TagDurations
 * @typedef {{ origin: string, tags: string[], durations?: TagDurations }} TagMessage
 */

/**
 * @param {string} origin
 * @param {readonly string[]} tags
 * @param {TagDurations | undefined} durations
 * @returns {string}
 */
export function encodeTagMessage(origin, tags, durations) {
  return JSON.stringify(durations ? { origin, tags, durations } : { origin, tags });
}

/**
 * A message read field by field: anything not shaped like ours (another program on the channel, a
 * newer version) is null and ignored, never thrown.
 * @param {string} raw
 * @returns {TagMessage | null}
 */
export function decodeTagMessage(raw) {
  /** @type {unknown} */
  let data;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!data || typeof data !== 'object') return null;
  const { origin, tags, durations } = /** @type {Record<string, unknown>} */ (data);
  if (typeof origin !== 'string' || !Array.isArray(tags) || tags.length > MAX_TAGS) return null;
  if (!tags.every((t) => typeof t === 'string' && t.length > 0)) return null;
  if (durations === undefined) return { origin, tags };
  if (!durations || typeof durations !== 'object') return null;
  const { expire } = /** @type {Record<string, unknown>} */ (durations);
  if (expire === undefined) return { origin, tags, durations: {} };
  if (typeof expire !== 'number' || !Number.isFinite(expire) || expire < 0) return null;
  return { origin, tags, durations: { expire } };
}

/**
 * @typedef {object} TagBus
 * @property {string} origin this end's id, so it can tell its own messages from the others'
 * @property {(tags: readonly string[], durations?: TagDurations) => void} publish fire and forget
 * @property {() => Promise<void>} close
 */

/**
 * Opens the bus on Redis: one connection publishes, one listens and hands the other instances'
 * messages to `onTags`. Redis being down is logged once per outage and never thrown: the instance
 * keeps serving, its own expiries still apply locally, and ioredis reconnects and resubscribes.
 * @param {string} url
 * @param {(message: TagMessage) => void} onTags
 * @param {{ log?: (line: string) => void }} [options]
 * @returns {TagBus}
 */
export function openTagBus(url, onTags, { log = (line) => console.warn(line) } = {}) {
  const origin = randomUUID();
  // Commands wait for the connection (the first publish may come before it is up); while Redis is
  // down they fail after one reconnection attempt instead of piling up. ioredis resubscribes the
  // listener after a reconnect.
  const options = { maxRetriesPerRequest: 1, connectTimeout: 2000 };
  const publisher = new Redis(url, options);
  const listener = new Redis(url, options);
  let down = false;
  const onError = (/** @type {Error} */ err) => {
    if (down) return;
    down = true;
    log(`[cache] Redis unreachable for the cache-tag bus (${err.message}); expiries stay on this instance`);
  };
  for (const client of [publisher, listener]) {
    client.on('error', onError);
    client.on('ready', () => {
      down = false;
    });
  }
  listener.subscribe(TAG_CHANNEL).catch(onError);
  listener.on('message', (channel, raw) => {
    if (channel !== TAG_CHANNEL) return;
    const message = decodeTagMessage(raw);
    if (message && message.origin !== origin) onTags(message);
  });
  return {
    origin,
    publish(tags, durations) {
      if (tags.length === 0) return;
      publisher.publish(TAG_CHANNEL, encodeTagMessage(origin, tags, durations)).catch(onError);
    },
    async close() {
      // Nothing to flush (publishing is fire and forget): drop both at once, connected or not.
      publisher.disconnect();
      listener.disconnect();
    },
  };
}
