/** @jest-environment node */
import type { Db } from '@/lib/db/open';
import { SupplierNotConfiguredError, SupplierUnavailableError } from './errors';
import { enabledHotelSources, hotelSupplier } from './registry';
import { hasCredentials } from './remote/hotel-sources';

const ctx = (providers: Parameters<typeof hasCredentials>[0]) => ({ db: {} as Db, tenantId: 't', providers });
const stay = {
  checkIn: '2027-05-10',
  nights: 2,
  rooms: [{ adults: 2, children: [], infants: 0 }],
  city: 'Paris',
};

describe('hotel supplier registry', () => {
  it('reports remote sources as not configured without credentials', async () => {
    for (const source of ['grn', 'tbo', 'hotelbeds'] as const) {
      const s = hotelSupplier(source, ctx([{ bit_type: 'hotel', providers: [source] }]));
      expect(s.source).toBe(source);
      await expect(s.availability(stay)).rejects.toBeInstanceOf(SupplierNotConfiguredError);
      await expect(s.availability(stay)).rejects.toThrow(
        `The hotel source '${source}' is not configured for this agency.`,
      );
    }
  });

  it('reports a configured remote source as unavailable rather than not configured', async () => {
    const providers = [{ bit_type: 'hotel', providers: ['grn'], credentials: { grn: { api_key: 'k' } } }];
    expect(hasCredentials(providers, 'grn')).toBe(true);
    expect(hasCredentials(providers, 'tbo')).toBe(false);
    expect(hasCredentials([{ bit_type: 'hotel', credentials: { grn: { api_key: ' ' } } }], 'grn')).toBe(
      false,
    );
    await expect(hotelSupplier('grn', ctx(providers)).book({} as never)).rejects.toBeInstanceOf(
      SupplierUnavailableError,
    );
  });

  it("lists the tenant's hotel sources, offline by default", () => {
    expect(enabledHotelSources([])).toEqual(['offline']);
    expect(enabledHotelSources([{ bit_type: 'hotel', providers: ['offline', 'grn', 'nope'] }])).toEqual([
      'offline',
      'grn',
    ]);
    expect(hotelSupplier('offline', ctx([])).source).toBe('offline');
  });
});
