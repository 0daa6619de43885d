import {
  cacheDecision,
  etagFor,
  ifNoneMatchHits,
  PRIVATE_NO_STORE,
  sharedCacheControl,
} from './cache-policy';

const facts = (over: Partial<Parameters<typeof cacheDecision>[0]> = {}) => ({
  method: 'GET',
  path: 'auto_complete',
  status: 200,
  upstreamCacheControl: null,
  personal: false,
  ...over,
});

describe('cacheDecision', () => {
  it('shares a GET autocomplete answer (both spec paths) with an ETag', () => {
    for (const path of ['auto_complete', 'auto_complete/', '/auto_complete']) {
      expect(cacheDecision(facts({ path }))).toEqual({
        cacheControl: 'public, max-age=300, stale-while-revalidate=3600',
        etag: true,
      });
    }
    expect(cacheDecision(facts({ method: 'head' })).etag).toBe(true);
  });

  it('shares the currency list, location groups and the public site configuration', () => {
    expect(cacheDecision(facts({ path: 'get_currency' })).etag).toBe(true);
    expect(cacheDecision(facts({ path: 'get_location_group_data' })).cacheControl).toBe(
      'public, max-age=3600, stale-while-revalidate=43200',
    );
    expect(cacheDecision(facts({ path: 'api/b2b/webconfig/' })).cacheControl).toMatch(
      /^public, max-age=60\b/,
    );
  });

  it('never shares a personal answer, whatever the backend said', () => {
    expect(cacheDecision(facts({ personal: true, upstreamCacheControl: 'public, max-age=300' }))).toEqual({
      cacheControl: PRIVATE_NO_STORE,
      etag: false,
    });
  });

  it('keeps an answer the backend marked private or no-store out of shared caches', () => {
    for (const upstream of ['private, no-store', 'private, max-age=60', 'no-store']) {
      expect(cacheDecision(facts({ upstreamCacheControl: upstream }))).toEqual({
        cacheControl: upstream,
        etag: false,
      });
    }
  });

  it('shares only successful GETs of the listed paths; others keep the backend’s header or no-store', () => {
    expect(cacheDecision(facts({ status: 400 }))).toEqual({ cacheControl: 'no-store', etag: false });
    expect(cacheDecision(facts({ status: 304 })).etag).toBe(false);
    expect(cacheDecision(facts({ method: 'POST' })).etag).toBe(false);
    expect(cacheDecision(facts({ path: 'v2/get_package' }))).toEqual({
      cacheControl: 'no-store',
      etag: false,
    });
    expect(cacheDecision(facts({ path: 'check_auth/', upstreamCacheControl: 'private, no-cache' }))).toEqual({
      cacheControl: 'private, no-cache',
      etag: false,
    });
    // A path that merely starts like a shared one is not shared.
    expect(cacheDecision(facts({ path: 'auto_complete/x' })).etag).toBe(false);
  });
});

describe('sharedCacheControl', () => {
  it('names the shared paths only', () => {
    expect(sharedCacheControl('get_currency')).toBe('public, max-age=300, stale-while-revalidate=3600');
    expect(sharedCacheControl('user/details')).toBeNull();
    expect(sharedCacheControl('constructor')).toBeNull();
  });
});

describe('etagFor and ifNoneMatchHits', () => {
  const body = new TextEncoder().encode('{"success":true,"data":[]}');

  it('gives the same body different ETags on different sites, the same on the same site', () => {
    expect(etagFor('demo', body)).toBe(etagFor('demo', body));
    expect(etagFor('demo', body)).not.toBe(etagFor('b2b', body));
    expect(etagFor('demo', body)).not.toBe(etagFor('demo', new TextEncoder().encode('{}')));
    expect(etagFor('demo', body)).toMatch(/^W\/"[A-Za-z0-9_-]{27}"$/);
  });

  it('matches with the weak comparison, in a list, and *', () => {
    const tag = etagFor('demo', body);
    const opaque = tag.slice(2);
    expect(ifNoneMatchHits(tag, tag)).toBe(true);
    expect(ifNoneMatchHits(opaque, tag)).toBe(true);
    expect(ifNoneMatchHits(`"other", ${tag}`, tag)).toBe(true);
    expect(ifNoneMatchHits('*', tag)).toBe(true);
    expect(ifNoneMatchHits(etagFor('b2b', body), tag)).toBe(false);
    expect(ifNoneMatchHits('', tag)).toBe(false);
    expect(ifNoneMatchHits(null, tag)).toBe(false);
  });
});
