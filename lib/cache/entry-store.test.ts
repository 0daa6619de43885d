/** @jest-environment node */
import { deploymentOf, expiredByTags, openEntryStore, ttlOf } from './entry-store.mjs';

describe('shared entries: rules', () => {
  it('keeps an entry twice its lifetime, within a minute and a week; a day when Next gives none', () => {
    expect(ttlOf(300)).toBe(600);
    expect(ttlOf(1)).toBe(60);
    expect(ttlOf(30 * 24 * 3600)).toBe(7 * 24 * 3600);
    expect(ttlOf(false)).toBe(24 * 3600);
    expect(ttlOf(undefined)).toBe(24 * 3600);
    expect(ttlOf(Number.NaN)).toBe(24 * 3600);
  });

  it('names a deployment by its database: the same for every instance of it, another for another', () => {
    const a = deploymentOf({ DATABASE_URL: 'postgres://app:secret@db.internal:5432/itinera' });
    expect(deploymentOf({ DATABASE_URL: 'postgres://other-user:x@db.internal/itinera' })).toBe(a);
    expect(deploymentOf({ DATABASE_URL: 'postgres://app@db.internal:5432/itinera_staging' })).not.toBe(a);
    expect(deploymentOf({ DATA_DIR: '/srv/one' })).not.toBe(deploymentOf({ DATA_DIR: '/srv/two' }));
    expect(a).toMatch(/^[0-9a-f]{12}$/);
    expect(a).not.toContain('secret');
  });

  it('an entry is expired by a tag that expired after it was written, once that moment has come', () => {
    expect(expiredByTags([null, '2000'], 1000, 3000)).toBe(true);
    expect(expiredByTags(['500'], 1000, 3000)).toBe(false); // written after the expiry
    expect(expiredByTags(['5000'], 1000, 3000)).toBe(false); // expires later
    expect(expiredByTags([null, 'garbage'], 1000, 3000)).toBe(false);
    expect(expiredByTags([], 1000, 3000)).toBe(false);
  });
});

const REDIS_URL = process.env.REDIS_URL?.trim() || null;
const describeRedis = REDIS_URL ? describe : describe.skip;
const run = `${process.pid}-${Date.now()}`;

describeRedis('shared entries on Redis (REDIS_URL)', () => {
  const stores: { close: () => Promise<void> }[] = [];
  const open = (build: string, options?: { log?: (line: string) => void }) => {
    const store = openEntryStore(REDIS_URL as string, { deployment: `test-${run}`, buildId: build }, options);
    stores.push(store);
    return store;
  };
  afterAll(async () => {
    await Promise.all(stores.map((s) => s.close()));
  });
  const written = async (read: () => Promise<unknown>) => {
    for (let i = 0; i < 100 && (await read()) === null; i++) await new Promise((r) => setTimeout(r, 10));
    return read();
  };

  it('keeps what Next stores as it was: strings, Buffers, Maps of Buffers', async () => {
    const [a, b] = [open('build-1'), open('build-1')];
    const value = {
      kind: 'APP_PAGE',
      html: '<html>é</html>',
      rscData: Buffer.from([0, 1, 2, 255]),
      segmentData: new Map([['/_tree', Buffer.from('tree')]]),
      headers: { 'x-next-cache-tags': 'site-config:demo' },
      status: 200,
    };
    a.write('/demo/en-GB/search/trips', { lastModified: 1, value, tags: [] }, 60);
    const read = (await written(() => b.read('/demo/en-GB/search/trips'))) as { value: typeof value };
    expect(read.value).toEqual(value);
    expect(Buffer.isBuffer(read.value.rscData)).toBe(true);
    expect(read.value.segmentData.get('/_tree')?.toString()).toBe('tree');
  });

  it("another build's or another deployment's entries are not served", async () => {
    const [old, next] = [open('build-old'), open('build-new')];
    const elsewhere = openEntryStore(REDIS_URL as string, {
      deployment: `other-${run}`,
      buildId: 'build-old',
    });
    stores.push(elsewhere);
    old.write('/page', { lastModified: Date.now(), value: { kind: 'APP_PAGE' }, tags: [] }, 60);
    expect(await written(() => old.read('/page'))).not.toBeNull();
    expect(await next.read('/page')).toBeNull();
    expect(await elsewhere.read('/page')).toBeNull();
  });

  it('an expired tag expires the entries written before it, by its tags or the ones asked with', async () => {
    const store = open('build-tags');
    const tag = `site-config:entry-test-${run}`;
    store.write('page', { lastModified: Date.now() - 10, value: { kind: 'APP_PAGE' }, tags: [tag] }, 60);
    store.write('fetch', { lastModified: Date.now() - 10, value: { kind: 'FETCH' }, tags: [] }, 60);
    expect(await written(() => store.read('page'))).not.toBeNull();
    expect(await written(() => store.read('fetch', [tag]))).not.toBeNull();
    await store.expireTags([tag], Date.now());
    expect(await store.read('page')).toBeNull();
    expect(await store.read('fetch', [tag])).toBeNull();
    expect(await store.read('fetch')).not.toBeNull();
    // Written after the expiry: served.
    store.write('page', { lastModified: Date.now() + 1, value: { kind: 'APP_PAGE' }, tags: [tag] }, 60);
    expect(await written(() => store.read('page'))).not.toBeNull();
    store.remove('page');
    expect(await written(async () => ((await store.read('page')) === null ? 'gone' : null))).toBe('gone');
  });

  it('a store whose Redis is down reads nothing, says so once, and throws nothing', async () => {
    const lines: string[] = [];
    const store = openEntryStore(
      'redis://127.0.0.1:1',
      { deployment: 'down', buildId: 'down' },
      { log: (l) => lines.push(l) },
    );
    stores.push(store);
    expect(await store.read('x')).toBeNull();
    store.write('x', { lastModified: 1, value: { kind: 'FETCH' }, tags: [] }, 60);
    await store.expireTags(['t'], Date.now());
    expect(await store.read('x')).toBeNull();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('Redis unreachable for the shared page cache');
  });
});
