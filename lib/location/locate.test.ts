import { acceptLanguageProvider, regionFromAcceptLanguage } from './accept-language-provider';
import { geoHeaderNamesFromEnv, geoHeaderProvider } from './header-provider';
import { defaultGeoProviders } from './index';
import { type LocateDeps, locateVisitor } from './locate';
import type { GeoProvider } from './provider';

const KNOWN: Record<string, string> = { GB: 'GBP', NL: 'EUR', IN: 'INR', US: 'USD', AQ: '' };
const deps: LocateDeps = {
  isKnownCountry: (c) => c in KNOWN,
  currencyFor: (c) => KNOWN[c] || null,
  fallback: { country: 'NL', currency: 'EUR' },
};
const req = (h: Record<string, string>) => ({ headers: new Headers(h) });

describe('regionFromAcceptLanguage', () => {
  it.each([
    ['en-GB,en;q=0.9', 'GB'],
    ['en;q=0.9, hi-IN', 'IN'],
    ['fr, en-US;q=0.5, nl-NL;q=0.7', 'NL'],
    ['zh-Hant-TW', 'TW'],
    ['es-419', null],
    ['en', null],
    ['', null],
    ['en-GB;q=0', null],
  ])('%p → %p', (header, region) => {
    expect(regionFromAcceptLanguage(header)).toBe(region);
  });
});

describe('geoHeaderProvider', () => {
  it('reads the country, city and coordinates a proxy set', () => {
    const p = geoHeaderProvider();
    expect(
      p.locate(
        req({
          'x-vercel-ip-country': 'in',
          'x-vercel-ip-city': 'New%20Delhi',
          'x-vercel-ip-latitude': '28.6',
          'x-vercel-ip-longitude': '77.2',
        }),
      ),
    ).toEqual({ country: 'IN', city: 'New Delhi', lat: 28.6, lon: 77.2 });
    expect(p.locate(req({ 'cf-ipcountry': 'GB' }))).toEqual({
      country: 'GB',
      city: null,
      lat: null,
      lon: null,
    });
  });

  it("ignores the proxies' unknown and Tor markers", () => {
    expect(geoHeaderProvider().locate(req({ 'cf-ipcountry': 'XX' }))).toBeNull();
    expect(geoHeaderProvider().locate(req({ 'cf-ipcountry': 'T1' }))).toBeNull();
  });

  it('reads only the configured headers (GEO_HEADERS; empty turns it off)', () => {
    expect(geoHeaderNamesFromEnv({ GEO_HEADERS: '' })).toEqual([]);
    expect(geoHeaderNamesFromEnv({ GEO_HEADERS: 'X-Country, cf-ipcountry' })).toEqual([
      'x-country',
      'cf-ipcountry',
    ]);
    expect(geoHeaderProvider([]).locate(req({ 'cf-ipcountry': 'GB' }))).toBeNull();
  });
});

describe('locateVisitor: the fallback chain', () => {
  it('takes the proxy header before Accept-Language', async () => {
    const loc = await locateVisitor(
      req({ 'cf-ipcountry': 'IN', 'accept-language': 'en-GB' }),
      defaultGeoProviders({}),
      deps,
    );
    expect(loc).toMatchObject({ country: 'IN', currency: 'INR', source: 'geo-header' });
  });

  it('uses Accept-Language when no proxy header is there', async () => {
    const loc = await locateVisitor(
      req({ 'accept-language': 'en-US,en;q=0.8' }),
      defaultGeoProviders({}),
      deps,
    );
    expect(loc).toMatchObject({ country: 'US', currency: 'USD', source: 'accept-language' });
  });

  it("falls back to the agency's country and currency when nothing is known", async () => {
    const loc = await locateVisitor(req({}), defaultGeoProviders({}), deps);
    expect(loc).toEqual({
      country: 'NL',
      currency: 'EUR',
      city: null,
      lat: null,
      lon: null,
      source: 'agency',
    });
  });

  it('moves past a provider that throws, an unlisted country and a country without a currency', async () => {
    const log = jest.fn();
    const throwing: GeoProvider = {
      name: 'broken',
      locate: () => {
        throw new Error('timeout');
      },
    };
    const unlisted: GeoProvider = { name: 'unlisted', locate: () => ({ country: 'ZZ' }) };
    const antarctica: GeoProvider = { name: 'aq', locate: () => ({ country: 'AQ' }) };
    const loc = await locateVisitor(
      req({ 'accept-language': 'en-GB' }),
      [throwing, unlisted, antarctica, acceptLanguageProvider()],
      { ...deps, log },
    );
    expect(loc).toMatchObject({ country: 'GB', currency: 'GBP', source: 'accept-language' });
    expect(log).toHaveBeenCalledWith('geolocation provider failed', {
      provider: 'broken',
      error: 'Error: timeout',
    });
  });

  it('falls back when every provider fails', async () => {
    const rejecting: GeoProvider = { name: 'remote', locate: () => Promise.reject(new Error('down')) };
    expect(await locateVisitor(req({ 'accept-language': 'en-GB' }), [rejecting], deps)).toMatchObject({
      source: 'agency',
      country: 'NL',
    });
  });
});

describe('locateVisitor without an agency fallback', () => {
  it('answers null when nothing is known and the agency has no country', async () => {
    expect(await locateVisitor(req({}), defaultGeoProviders({}), { ...deps, fallback: null })).toBeNull();
  });
});
