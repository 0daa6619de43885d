import 'server-only';
import worldCountries from 'world-countries';

/**
 * Countries and their UN M49 region and sub-region (world-countries). Continents follow the usual
 * traveller's split of the Americas into North and South America.
 */
export interface CountryInfo {
  code: string;
  name: string;
  continent: string;
  subregion: string;
  lat: number;
  lon: number;
  altNames: string[];
  capital: string | null;
  areaKm2: number;
}

const SOUTH_AMERICA = 'South America';
const NORTH_AMERICA = 'North America';

export function continentOf(region: string, subregion: string): string {
  if (region === 'Americas') return subregion === SOUTH_AMERICA ? SOUTH_AMERICA : NORTH_AMERICA;
  if (region === 'Antarctic') return 'Antarctica';
  return region;
}

export const CONTINENTS = ['Africa', 'Antarctica', 'Asia', 'Europe', NORTH_AMERICA, 'Oceania', SOUTH_AMERICA];

let memo: Map<string, CountryInfo> | null = null;

export function countriesByCode(): Map<string, CountryInfo> {
  if (memo) return memo;
  memo = new Map(
    worldCountries.map((c) => {
      const native = Object.values(c.name.native ?? {}).map((n) => n.common);
      return [
        c.cca2,
        {
          code: c.cca2,
          name: c.name.common,
          continent: continentOf(c.region, c.subregion),
          subregion: c.subregion || c.region,
          lat: c.latlng[0] ?? 0,
          lon: c.latlng[1] ?? 0,
          altNames: [...new Set([c.name.official, ...native])].filter((n) => n !== c.name.common),
          capital: c.capital[0] ?? null,
          areaKm2: c.area,
        },
      ];
    }),
  );
  return memo;
}
