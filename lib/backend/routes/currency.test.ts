/** @jest-environment node */

import { saveRatePublication } from '@/lib/backend/rates';
import { exchangeRates } from '@/lib/db/schema';
import { CURRENCIES } from '@/lib/reference';
import { SITE_HEADER } from '@/lib/tenant/site-header';
import { useSeededBackend } from '@/tests/support/seeded-backend';
import { testDrivers } from '@/tests/support/test-db';

interface CurrencyAnswer {
  success: boolean;
  data: { code: string; name: string; conversion_factor: number; minor_units: number; rate_date: string }[];
  rates_date: string;
  rates_source: string;
}

describe.each(testDrivers())('GET get_currency on $name', ({ open }) => {
  const seeded = useSeededBackend(open);
  afterEach(async () => {
    await seeded.tdb.db.delete(exchangeRates);
  });
  const get = (path: string, init: RequestInit = {}) =>
    seeded.backend.request(path, { ...init, headers: { [SITE_HEADER]: 'demo' } });

  it('answers the currency list sorted by name, with conversion factors and their date', async () => {
    const res = await get('/get_currency');
    expect(res.status).toBe(200);
    const json = (await res.json()) as CurrencyAnswer;
    expect(json.success).toBe(true);
    expect(json.data).toHaveLength(CURRENCIES.length);
    expect(json.data.find((c) => c.code === 'EUR')).toEqual({
      code: 'EUR',
      name: 'Euro',
      conversion_factor: 1,
      minor_units: 2,
      rate_date: json.rates_date,
    });
    expect(json.data.find((c) => c.code === 'JPY')?.minor_units).toBe(0);
    // ISO 4217, not Intl: the forint has two decimals.
    expect(json.data.find((c) => c.code === 'HUF')?.minor_units).toBe(2);
    const names = json.data.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect(json.rates_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('serves the newest stored publication with its date once the rates job has fetched one', async () => {
    await saveRatePublication(seeded.tdb.db, 'ecb', {
      date: '2026-11-20',
      source: 'ECB',
      rates: { USD: '1.1571', GBP: '0.88035' },
    });
    const json = (await (await get('/get_currency')).json()) as CurrencyAnswer;
    expect(json.rates_date).toBe('2026-11-20');
    expect(json.rates_source).toMatch(/European Central Bank/);
    expect(json.data.find((c) => c.code === 'USD')).toMatchObject({
      conversion_factor: 1.1571,
      rate_date: '2026-11-20',
    });
    // A currency this publication lacks keeps the bundled rate, dated as it is.
    const jpy = json.data.find((c) => c.code === 'JPY');
    expect(jpy?.rate_date).not.toBe('2026-11-20');
    expect(json.data).toHaveLength(CURRENCIES.length);
  });

  it('may be cached briefly (a new publication or a rate edit changes it)', async () => {
    const res = await get('/get_currency');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300, stale-while-revalidate=3600');
  });

  it('answers only GET on the spec path', async () => {
    expect((await get('/get_currency', { method: 'POST' })).status).toBe(404);
    expect((await get('/get_currency/')).status).toBe(404);
  });
});
