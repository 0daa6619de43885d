import type { TSearchResults } from '@/lib/contract/products';
import { earliestToday } from '@/lib/contract/search-api';
import type { Tenant } from '@/lib/db/schema';
import type { TestDatabase } from '@/tests/support/test-db';
import { createBackend } from '../app';
import { backendCall } from '../booking/test-helpers';
import { demoTenants, makeUser } from '../quotations/test-helpers';
import { seedIfEmpty } from '../seed';

/**
 * What the HTTP suites of the search results (one per kind) share: the seeded database behind the
 * backend, the demo sites, a signed-in traveller, and the calls a results page and a Book make.
 */

/** The day `n` days after the first day a search may start. */
export function inDays(n: number): string {
  const d = new Date(`${earliestToday()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** A fresh idempotency key per booking attempt. */
export const idempotencyKey = () => `key-${Date.now()}-${Math.random().toString(36).slice(2)}`;

export interface ProductSuite {
  tdb: TestDatabase;
  demo: Tenant;
  b2b: Tenant;
  traveller: { cookie: string };
  call: ReturnType<typeof backendCall>;
  /** POST v2/search_api on the site (demo unless named); the new package_id. */
  search(body: Record<string, unknown>, site?: string): Promise<string>;
  /** GET v1/search_results of a search, as a visitor (or with a member's cookie). */
  results(
    packageId: string,
    site?: string,
    cookie?: string,
  ): Promise<{ status: number; data: TSearchResults }>;
}

export async function openProductSuite(open: () => Promise<TestDatabase>): Promise<ProductSuite> {
  const tdb = await open();
  await seedIfEmpty(tdb.db);
  const call = backendCall(createBackend({ db: async () => tdb.db }));
  const { demo, b2b } = await demoTenants(tdb.db);
  const traveller = await makeUser(tdb.db, demo, 'Consumer');
  return {
    tdb,
    demo,
    b2b,
    traveller,
    call,
    async search(body, site = 'demo') {
      const r = await call('POST', '/v2/search_api', { site, body });
      if (r.status !== 200) throw new Error(`search_api answered ${r.status}: ${JSON.stringify(r.json)}`);
      return r.json.package_id as string;
    },
    async results(packageId, site = 'demo', cookie) {
      const r = await call('GET', `/v1/search_results?package_id=${packageId}`, {
        site,
        ...(cookie ? { cookie } : {}),
      });
      return { status: r.status, data: r.json?.data as TSearchResults };
    },
  };
}
