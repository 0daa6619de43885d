/** @jest-environment node */
import type { Db } from '@/lib/db/open';
import { hotelProducts } from './registry';
import type { ProductContext, ProductQuery } from './types';

// No database: a remote source answers before any query, and the offline source is not enabled.
const ctx = (providers: ProductContext['providers']): ProductContext => ({
  db: {} as Db,
  tenantId: 't',
  providers,
  today: '2027-05-01',
});
const query: ProductQuery = {
  kind: 'hotel',
  from: null,
  to: { name: 'Paris', countryCode: 'FR', lat: 48.86, lon: 2.35, airportCode: null },
  date: '2027-05-10',
  returnDate: '2027-05-12',
  time: null,
  legs: [],
  party: { adults: 2, children: [], infants: 0 },
};

describe('the hotel kind in the registry', () => {
  it('lists nothing from a source the tenant enables but has not configured, rather than failing', async () => {
    const remoteOnly = ctx([{ bit_type: 'hotel', providers: ['grn', 'tbo'] }]);
    await expect(hotelProducts.availability(remoteOnly, query)).resolves.toEqual([]);
    await expect(hotelProducts.priceCheck(remoteOnly, query, 'hotel:H-1@2027-05-10#R-1')).resolves.toBeNull();
  });

  it('lists nothing from a configured source it cannot reach', async () => {
    const configured = ctx([
      { bit_type: 'hotel', providers: ['grn'], credentials: { grn: { api_key: 'k' } } },
    ]);
    await expect(hotelProducts.availability(configured, query)).resolves.toEqual([]);
  });

  it('lets a failure that is not the supplier saying no through (a broken database is not "no offers")', async () => {
    // The offline source (the default) reads the database, which here has no methods at all.
    await expect(hotelProducts.availability(ctx([]), query)).rejects.toBeInstanceOf(TypeError);
  });
});
