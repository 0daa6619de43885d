/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { cartItems, searches, type Tenant } from '@/lib/db/schema';
import { forTenant } from '@/lib/db/scoped';
import { SITE_HEADER } from '@/lib/tenant/site-header';
import { type TestDatabase, testDrivers } from '@/tests/support/test-db';
import { createBackend } from '../app';
import { makePackage } from '../booking/test-helpers';
import { demoTenants, makeUser } from '../quotations/test-helpers';
import { CART_MESSAGES } from './cart';

// biome-ignore lint/suspicious/noExplicitAny: assertions walk response bodies
type Json = any;

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

describe.each(testDrivers())('cart/check_orders and cart/order on $name', ({ open }) => {
  let tdb: TestDatabase;
  let backend: ReturnType<typeof createBackend>;
  let demo: Tenant;
  let b2b: Tenant;

  beforeAll(async () => {
    tdb = await open();
    ({ demo, b2b } = await demoTenants(tdb.db));
    backend = createBackend({ db: async () => tdb.db, log: () => {} });
  }, 60_000);
  afterAll(() => tdb.dispose(), 60_000);

  const call = async (
    method: 'GET' | 'POST',
    path: string,
    opts: { json?: unknown; cookie?: string; site?: string } = {},
  ) => {
    const site = opts.site ?? 'demo';
    const res = await backend.request(path, {
      method,
      headers: {
        [SITE_HEADER]: site,
        host: `${site}.localhost:3000`,
        origin: `http://${site}.localhost:3000`,
        ...(opts.json ? { 'content-type': 'application/json' } : {}),
        ...(opts.cookie ? { cookie: opts.cookie } : {}),
      },
      ...(opts.json ? { body: JSON.stringify(opts.json) } : {}),
    });
    return { status: res.status, json: (await res.json()) as Json };
  };
  const order = (cookie: string, page_url: string, page_type: string, extra: Record<string, unknown> = {}) =>
    call('POST', '/cart/order/', { cookie, json: { page_url, page_type, ...extra } });

  it('adds organised packages and planned trips once each, lists them oldest first, per traveller', async () => {
    const ann = await makeUser(tdb.db, demo, 'Consumer');
    const bob = await makeUser(tdb.db, demo, 'Consumer');
    const pkg = await makePackage(tdb.db, demo, inDays(60), 9);
    await forTenant(tdb.db, demo.id).insert(searches, {
      packageId: 'CARTTEST0001',
      mode: 'stay1',
      currency: 'GBP',
      request: {
        mode: 'stay1',
        destination: [{ name: 'Paris, France', id: 'p', geo_type: 'City', type: 'location' }],
        start_date: inDays(20),
        nights: [3],
        rooms: [{ adults: 2, children: [], infants: 0 }],
        currency: 'GBP',
      },
    });

    const first = await order(ann.cookie, `/mbl/static_package/detail?id=${pkg.slug}`, 'static_package', {
      user_ui_id: ann.user.id,
    });
    expect(first.status).toBe(200);
    expect(first.json.data).toMatchObject({
      page_url: `/static_package/detail?id=${pkg.slug}`,
      page_type: 'static_package',
      title: pkg.title,
    });
    const planned = await order(ann.cookie, '/detail/CARTTEST0001', 'package');
    expect(planned.json.data).toMatchObject({ page_type: 'package', title: 'Paris · 3 nights' });
    // The same page again: the entry it has, nothing doubles.
    const again = await order(ann.cookie, `/static_package/detail?id=${pkg.slug}`, 'static_package');
    expect(again.json.data.id).toBe(first.json.data.id);

    const list = await call('GET', `/cart/check_orders/?user_ui_id=${ann.user.id}`, { cookie: ann.cookie });
    expect(list.status).toBe(200);
    expect(list.json.data.map((i: Json) => i.page_url)).toEqual([
      `/static_package/detail?id=${pkg.slug}`,
      '/detail/CARTTEST0001',
    ]);
    // Bob's cart is his own; asking for Ann's by her user_ui_id is 404.
    expect((await call('GET', '/cart/check_orders/', { cookie: bob.cookie })).json.data).toEqual([]);
    expect(
      (await call('GET', `/cart/check_orders/?user_ui_id=${ann.user.id}`, { cookie: bob.cookie })).status,
    ).toBe(404);
    expect(
      (await order(bob.cookie, '/detail/CARTTEST0001', 'package', { user_ui_id: ann.user.id })).status,
    ).toBe(404);
  });

  it('refuses the signed-out, other pages, another tenant’s package, and a full cart', async () => {
    const ann = await makeUser(tdb.db, demo, 'Consumer');
    expect((await call('GET', '/cart/check_orders/')).status).toBe(401);
    const bad = await order(ann.cookie, 'https://evil.example/detail/X', 'package');
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe(`page_url: ${CART_MESSAGES.badPage}`);
    const missing = await call('POST', '/cart/order/', {
      cookie: ann.cookie,
      json: { page_type: 'package' },
    });
    expect(missing.status).toBe(400);
    expect(missing.json.message).toMatch(/^page_url: /);
    const foreign = await makePackage(tdb.db, b2b, inDays(60), 9);
    const other = await order(ann.cookie, `/static_package/detail?id=${foreign.slug}`, 'static_package');
    expect(other.status).toBe(404);
    expect(other.json.message).toBe(CART_MESSAGES.unknownPage);

    const pkg = await makePackage(tdb.db, demo, inDays(60), 9);
    await tdb.db.insert(cartItems).values(
      Array.from({ length: 50 }, (_, i) => ({
        tenantId: demo.id,
        userId: ann.user.id,
        pageUrl: `/detail/FILL${i}`,
        pageType: 'package',
        title: `Fill ${i}`,
      })),
    );
    const full = await order(ann.cookie, `/static_package/detail?id=${pkg.slug}`, 'static_package');
    expect(full.status).toBe(409);
    expect(full.json.message).toBe(CART_MESSAGES.full);
    expect(await tdb.db.select().from(cartItems).where(eq(cartItems.userId, ann.user.id))).toHaveLength(50);
  });
});
