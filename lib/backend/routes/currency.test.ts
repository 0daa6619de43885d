/** @jest-environment node */
import { Hono } from 'hono';
import { CURRENCIES } from '@/lib/reference';
import type { BackendEnv } from '../app';
import { currencyRoutes } from './currency';

const app = new Hono<BackendEnv>({ strict: true }).route('/', currencyRoutes);

describe('GET get_currency', () => {
  it('answers the currency list sorted by name, with conversion factors', async () => {
    const res = await app.request('/get_currency');
    expect(res.status).toBe(200);
    const json = (await res.json()) as {
      success: boolean;
      data: { code: string; name: string; conversion_factor: number; minor_units: number }[];
      rates_date: string;
    };
    expect(json.success).toBe(true);
    expect(json.data).toHaveLength(CURRENCIES.length);
    expect(json.data.find((c) => c.code === 'EUR')).toEqual({
      code: 'EUR',
      name: 'Euro',
      conversion_factor: 1,
      minor_units: 2,
    });
    expect(json.data.find((c) => c.code === 'JPY')?.minor_units).toBe(0);
    const names = json.data.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect(json.rates_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('may be cached briefly (a deploy or a rate edit changes it)', async () => {
    const res = await app.request('/get_currency');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
  });

  it('answers only GET on the spec path', async () => {
    expect((await app.request('/get_currency', { method: 'POST' })).status).toBe(404);
    expect((await app.request('/get_currency/')).status).toBe(404);
  });
});
