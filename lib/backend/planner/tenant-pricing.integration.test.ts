/** @jest-environment node */

import { pickedPlace } from '@/lib/backend/inventory/resolve';
import { availableOffers } from '@/lib/backend/inventory/results';
import type { ProductQuery } from '@/lib/backend/inventory/types';
import type { TOffer } from '@/lib/contract/products';
import type { Tenant } from '@/lib/db/schema';
import { type TestDatabase, testDrivers } from '@/tests/support/test-db';
import { productContext } from '../products/service';
import { inDays } from '../products/test-helpers';
import { demoTenants } from '../quotations/test-helpers';
import { seedIfEmpty } from '../seed';
import { tenantPricing } from './tenant-pricing';

jest.setTimeout(120_000);

const city = (name: string, country: string, lat: number, lon: number) =>
  pickedPlace({
    name,
    id: name,
    type: 'location',
    geo_type: 'City',
    country_code: country,
    loc_coordinates: { lat, lon },
  });

const hotels = (to: ProductQuery['to']): ProductQuery => ({
  kind: 'hotel',
  from: null,
  to,
  date: inDays(60),
  returnDate: inDays(63),
  time: null,
  legs: [],
  party: { adults: 2, children: [], infants: 0 },
});

/** Hotel offers of a city for the tenant, priced by its pricing in pounds (the demo inventory's currency), by ref. */
async function pricedHotels(db: TestDatabase['db'], tenant: Tenant, query: ProductQuery) {
  const price = (await tenantPricing(db, tenant))('GBP');
  const { offers } = await availableOffers(productContext(db, tenant), query, price);
  return new Map(offers.map((o): [string, TOffer['price']] => [o.ref, o.price]));
}

describe.each(testDrivers())("a tenant's markup rules on its hotel prices, on $name", ({ open }) => {
  let tdb: TestDatabase;
  let demo: Tenant;
  beforeAll(async () => {
    tdb = await open();
    await seedIfEmpty(tdb.db);
    ({ demo } = await demoTenants(tdb.db));
  }, 240_000);
  afterAll(() => tdb.dispose(), 60_000);

  it("marks up Paris hotels by a Paris rule's 10 % and leaves Rome's at the mode's factor", async () => {
    const ruled: Tenant = {
      ...demo,
      config: {
        ...demo.config,
        markup_rules: [{ mode: 'hotel', destination: 'Paris', type: 'percent', value: 10 }],
      },
    };
    const paris = hotels(city('Paris', 'FR', 48.8566, 2.3522));
    const rome = hotels(city('Rome', 'IT', 41.9028, 12.4964));

    const parisBefore = await pricedHotels(tdb.db, demo, paris);
    const parisAfter = await pricedHotels(tdb.db, ruled, paris);
    expect(parisBefore.size).toBeGreaterThan(0);
    expect([...parisAfter.keys()]).toEqual([...parisBefore.keys()]);
    for (const [ref, before] of parisBefore) {
      const after = parisAfter.get(ref);
      // The demo site has no hotel factor and a 0 % VAT: the net price before, +10 % after.
      expect(before.markup.amount).toBe(0);
      expect(after?.total.amount).toBe(before.total.amount + Math.round(before.total.amount / 10));
      expect(after?.markup.amount).toBe(Math.round(before.total.amount / 10));
    }

    const romeBefore = await pricedHotels(tdb.db, demo, rome);
    expect(romeBefore.size).toBeGreaterThan(0);
    expect(await pricedHotels(tdb.db, ruled, rome)).toEqual(romeBefore);
  });
});
