import type { GeoGuess, GeoProvider, GeoRequest } from './provider';

/** Country headers set by common edge proxies/CDNs, tried in this order. */
export const DEFAULT_GEO_HEADERS = [
  'x-vercel-ip-country',
  'cf-ipcountry',
  'cloudfront-viewer-country',
] as const;

/** City and coordinates headers some of those proxies add next to the country. */
const CITY_HEADERS = ['x-vercel-ip-city', 'cf-ipcity', 'cloudfront-viewer-city'];
const LAT_HEADERS = ['x-vercel-ip-latitude', 'cf-iplatitude', 'cloudfront-viewer-latitude'];
const LON_HEADERS = ['x-vercel-ip-longitude', 'cf-iplongitude', 'cloudfront-viewer-longitude'];

// Proxies send 'XX' (unknown) and 'T1' (Tor) for visitors they cannot place.
const NOT_A_COUNTRY = new Set(['XX', 'T1', 'A1', 'A2', 'O1', 'EU', 'AP']);

const first = (headers: Headers, names: readonly string[]): string | null => {
  for (const name of names) {
    const v = headers.get(name)?.trim();
    if (v) return v;
  }
  return null;
};

const coordinate = (text: string | null): number | null => {
  if (text === null) return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
};

const decodeCity = (text: string | null): string | null => {
  if (!text) return null;
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/**
 * The country (and city, when given) a trusted proxy in front of the app put in request headers.
 * Only the header names configured are read: a deployment behind no such proxy passes [] so a
 * visitor cannot choose their own answer (though a wrong guess only changes their default currency).
 */
export function geoHeaderProvider(names: readonly string[] = DEFAULT_GEO_HEADERS): GeoProvider {
  return {
    name: 'geo-header',
    locate({ headers }: GeoRequest): GeoGuess | null {
      const raw = first(headers, names)?.toUpperCase() ?? null;
      if (!raw || !/^[A-Z]{2}$/.test(raw) || NOT_A_COUNTRY.has(raw)) return null;
      return {
        country: raw,
        city: decodeCity(first(headers, CITY_HEADERS)),
        lat: coordinate(first(headers, LAT_HEADERS)),
        lon: coordinate(first(headers, LON_HEADERS)),
      };
    },
  };
}

/** Header names from GEO_HEADERS (comma-separated; empty turns the provider off), else the defaults. */
export function geoHeaderNamesFromEnv(env: Record<string, string | undefined> = process.env): string[] {
  const raw = env.GEO_HEADERS;
  if (raw === undefined) return [...DEFAULT_GEO_HEADERS];
  return raw
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
}
