import { DEFAULT_PAGE_CACHE_MB, pageCacheBytes } from './page-cache.mjs';

const MB = 1024 * 1024;

describe('pageCacheBytes', () => {
  it('bounds the page cache at 32 MB unless PAGE_CACHE_MB says otherwise', () => {
    expect(DEFAULT_PAGE_CACHE_MB).toBe(32);
    expect(pageCacheBytes({})).toBe(32 * MB);
    expect(pageCacheBytes({ PAGE_CACHE_MB: '128' })).toBe(128 * MB);
    expect(pageCacheBytes({ PAGE_CACHE_MB: ' 4 ' })).toBe(4 * MB);
  });

  it('never lets a bad value unbound it or switch it off', () => {
    for (const bad of ['', '0', '-1', '3', '1025', '1e9', 'lots', '12.5', 'Infinity'])
      expect(pageCacheBytes({ PAGE_CACHE_MB: bad })).toBe(32 * MB);
  });
});
