import { createHash } from 'node:crypto';

/**
 * Which contract answers a browser or a CDN may keep, and for how long: the one rule, applied by the
 * contract mount (lib/client/bff.ts) to every answer whichever backend gave it, and by the built-in
 * backend's routes for their own Cache-Control.
 *
 * A shared answer depends only on the site (the Host) and the URL (path and query: text, mode,
 * currency, limit…). The URL is every cache's key; the site is part of the ETag as well, so an
 * ETag one tenant answered never matches another tenant's answer. An answer that depends on who
 * asks (a session, an invitation-only site's members) is never shared: `private, no-store`.
 * Tenant pages are cached by Next itself (ISR: `s-maxage` and an ETag, 304 on If-None-Match; the ETag
 * is weak, each response having its own script nonce: lib/security/script-nonce/response.ts).
 */

/** Seconds a shared contract answer may be reused, by contract path (GET only). */
const SHARED_ANSWERS: ReadonlyMap<string, number> = new Map([
  // The world index is fixed per build; a tenant's own destinations and daily rates change slowly.
  ['auto_complete', 300],
  ['auto_complete/', 300],
  ['get_location_group_data', 3600],
  // A new rates publication or an admin's edit of the tenant's rates shows within five minutes.
  ['get_currency', 300],
  // The public projection of the site configuration (lib/tenant/public-config.ts).
  ['api/b2b/webconfig/', 60],
]);

/** What may be served stale while a cache fetches a fresh copy, as a multiple of max-age. */
const STALE_FACTOR = 12;

export const PRIVATE_NO_STORE = 'private, no-store';

/** The Cache-Control of a shared contract answer, or null when the path's answers are not shared. */
export function sharedCacheControl(path: string): string | null {
  const maxAge = SHARED_ANSWERS.get(path.replace(/^\/+/, ''));
  return maxAge ? `public, max-age=${maxAge}, stale-while-revalidate=${maxAge * STALE_FACTOR}` : null;
}

export interface AnswerFacts {
  method: string;
  /** The contract path as the spec names it, without the leading slash (`auto_complete`). */
  path: string;
  status: number;
  /** The Cache-Control the backend sent, if any. */
  upstreamCacheControl: string | null;
  /** The backend set a cookie, or the answer was made with the visitor's session. */
  personal: boolean;
}

export interface CacheDecision {
  cacheControl: string;
  /** True: the answer gets an ETag (site and body) and a matching If-None-Match is answered 304. */
  etag: boolean;
}

const saysPrivate = (cacheControl: string | null) =>
  !!cacheControl && /\b(private|no-store)\b/i.test(cacheControl);

/**
 * The caching of one contract answer. Shared only when the call is a GET (or HEAD) of a shared path,
 * the answer is a 200, nothing about it is personal and the backend did not itself mark it private
 * (the built-in backend does on invitation-only sites, whose answers depend on the member asking).
 * Anything else keeps the backend's own header, `no-store` when it sent none; personal answers are
 * `private, no-store` whatever the backend said.
 */
export function cacheDecision(facts: AnswerFacts): CacheDecision {
  if (facts.personal) return { cacheControl: PRIVATE_NO_STORE, etag: false };
  const method = facts.method.toUpperCase();
  const shared = sharedCacheControl(facts.path);
  if (
    shared &&
    (method === 'GET' || method === 'HEAD') &&
    facts.status === 200 &&
    !saysPrivate(facts.upstreamCacheControl)
  ) {
    return { cacheControl: shared, etag: true };
  }
  return { cacheControl: facts.upstreamCacheControl ?? 'no-store', etag: false };
}

/**
 * A weak ETag for an answer of a site: the site is hashed with the body, so two tenants never share
 * one even when their answers are byte for byte the same. Weak because the server may compress.
 */
export function etagFor(site: string, body: Uint8Array): string {
  const hash = createHash('sha256').update(site).update('\n').update(body).digest('base64url');
  return `W/"${hash.slice(0, 27)}"`;
}

/** RFC 9110 §13.1.2: If-None-Match matches with the weak comparison, `*` matches any current answer. */
export function ifNoneMatchHits(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}
