import type { GeoProvider, GeoRequest } from './provider';

export type LocationSource = 'agency' | (string & {});

export interface VisitorLocation {
  country: string;
  currency: string;
  city: string | null;
  lat: number | null;
  lon: number | null;
  /** Which provider answered, or 'agency' for the fallback. */
  source: LocationSource;
}

export interface LocateDeps {
  /** True for a country of the chooser list. */
  isKnownCountry: (code: string) => boolean;
  /** The country's currency when the site can show prices in it, else null. */
  currencyFor: (country: string) => string | null;
  /** The agency's country and currency (working configuration `nationality` / `currency`). */
  fallback: { country: string; currency: string } | null;
  log?: (message: string, extra?: Record<string, unknown>) => void;
}

/**
 * Where the visitor is: the first provider whose guess is a listed country with a usable currency
 * wins; any failure (no guess, a throw, an unknown country, a currency the site cannot price) moves
 * on, and the agency's country and currency answer last (spec §8 "IP or city lookup failure"); null
 * only when the agency has none either.
 */
export async function locateVisitor(
  request: GeoRequest,
  providers: readonly GeoProvider[],
  deps: LocateDeps,
): Promise<VisitorLocation | null> {
  for (const provider of providers) {
    try {
      const guess = await provider.locate(request);
      if (!guess) continue;
      const country = guess.country.toUpperCase();
      if (!deps.isKnownCountry(country)) continue;
      const currency = deps.currencyFor(country);
      if (!currency) continue;
      return {
        country,
        currency,
        city: guess.city ?? null,
        lat: guess.lat ?? null,
        lon: guess.lon ?? null,
        source: provider.name,
      };
    } catch (err) {
      deps.log?.('geolocation provider failed', { provider: provider.name, error: String(err) });
    }
  }
  return deps.fallback ? { ...deps.fallback, city: null, lat: null, lon: null, source: 'agency' } : null;
}
