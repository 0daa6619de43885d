import 'server-only';
import { loadAirports, type OurAirport } from './airports';
import catalogue from './catalogue.json';
import { CityColumns, type CityRecord } from './city-columns';
import { CONTINENTS, type CountryInfo, countriesByCode } from './countries';
import { foldKey } from './fold';
import { type GeoNamesCity, loadGeoNamesCities } from './geonames-cities';
import { NO_ALT_NAMES, type Place } from './places';

/**
 * The world's searchable places, built once per process from the datasets: GeoNames cities,
 * OurAirports airports, world-countries countries with their continents and UN M49 sub-regions,
 * and the built-in destination catalogue (alternate names, tourist regions, small famous places).
 */

interface CatalogueEntry {
  code: string;
  name: string;
  country: string;
  lat: number;
  lon: number;
  popularity: number;
  alt: string[];
}
interface Catalogue {
  altNames: { name: string; country: string; alt: string[] }[];
  regions: CatalogueEntry[];
  places: CatalogueEntry[];
}

const UNKNOWN_COUNTRY: CountryInfo = {
  code: '',
  name: '',
  continent: '',
  subregion: '',
  lat: 0,
  lon: 0,
  altNames: [],
  capital: null,
  areaKm2: 0,
};

/** Ranking weights, on the log10(population) scale cities use. */
export const IMPORTANCE = {
  continent: 7,
  subregion: 5.5,
  capitalBonus: 0.4,
  adminSeatBonus: 0.1,
  citySectionPenalty: -0.6,
  largeAirport: 5.2,
  scheduledAirport: 4.4,
  otherAirport: 3.6,
  /** Catalogue regions: 4.8 … 6.5 by popularity. */
  region: (popularity: number) => 4.8 + popularity / 60,
  /** Catalogue small places: 4.5 … 6.5 by popularity. */
  catalogueCity: (popularity: number) => 4.5 + popularity / 50,
  /** Countries by area, so large countries outrank towns named like them but not their capitals. */
  country: (areaKm2: number) => 5.6 + 0.25 * Math.log10(Math.max(areaKm2, 1000) / 1000),
};

export function cityImportance(c: Pick<GeoNamesCity, 'population' | 'featureCode'>): number {
  let score = Math.log10(Math.max(c.population, 1000));
  if (c.featureCode === 'PPLC') score += IMPORTANCE.capitalBonus;
  else if (c.featureCode === 'PPLA') score += IMPORTANCE.adminSeatBonus;
  else if (c.featureCode === 'PPLX') score += IMPORTANCE.citySectionPenalty;
  return score;
}

export function airportImportance(a: Pick<OurAirport, 'type' | 'scheduled'>): number {
  if (a.type === 'large_airport') return IMPORTANCE.largeAirport;
  return a.scheduled ? IMPORTANCE.scheduledAirport : IMPORTANCE.otherAirport;
}

export const slug = (s: string) => foldKey(s).replace(/ /g, '-');

export interface World {
  places: Place[];
  /** The GeoNames cities among `places`, held as columns (see city-columns.ts). */
  cities: CityColumns;
  builtInMs: number;
}

export function buildWorld(): World {
  const started = performance.now();
  const countries = countriesByCode();
  const country = (code: string) => countries.get(code) ?? UNKNOWN_COUNTRY;
  const places: Place[] = [];
  const cat = catalogue as Catalogue;

  /** Most important city by country + folded name, to attach airports to. */
  const cityByName = new Map<string, Place>();

  const cityRecords: CityRecord[] = [];
  for (const c of loadGeoNamesCities()) {
    const info = country(c.countryCode);
    const isUs = c.countryCode === 'US';
    cityRecords.push({
      geonameId: c.geonameId,
      name: c.name,
      countryCode: c.countryCode,
      countryName: info.name,
      continent: info.continent,
      state: isUs ? c.adminCode || null : null,
      lat: c.lat,
      lon: c.lon,
      importance: cityImportance(c),
    });
  }
  const cities = new CityColumns(cityRecords);
  for (const place of cities.places) {
    places.push(place);
    const byName = `${place.countryCode}|${foldKey(place.name)}`;
    const prev = cityByName.get(byName);
    if (!prev || prev.importance < place.importance) cityByName.set(byName, place);
  }
  // Alternate names: attach to the most important city with that name in that country.
  for (const a of cat.altNames) {
    const city = cityByName.get(`${a.country}|${foldKey(a.name)}`);
    if (city) {
      city.altNames = [...city.altNames, ...a.alt];
      city.recommended = true;
    }
  }
  for (const p of cat.places) {
    const info = country(p.country);
    places.push({
      id: `place:${p.code}`,
      kind: 'City',
      name: p.name,
      label: `${p.name}, ${info.name}`,
      countryCode: p.country,
      continent: info.continent,
      state: null,
      lat: p.lat,
      lon: p.lon,
      importance: IMPORTANCE.catalogueCity(p.popularity),
      altNames: p.alt,
      recommended: true,
    });
  }
  for (const r of cat.regions) {
    const info = country(r.country);
    places.push({
      id: `region:${r.code}`,
      kind: 'Region',
      name: r.name,
      label: `${r.name}, ${info.name}`,
      countryCode: r.country,
      continent: info.continent,
      state: null,
      lat: r.lat,
      lon: r.lon,
      importance: IMPORTANCE.region(r.popularity),
      altNames: r.alt,
      recommended: true,
    });
  }

  const airportsByCity = new Map<Place, OurAirport[]>();
  for (const a of loadAirports()) {
    const info = country(a.countryCode);
    places.push({
      id: `airport:${a.iata}`,
      kind: 'Airport',
      name: `${a.name} (${a.iata})`,
      label: a.municipality
        ? `${a.name} (${a.iata}), ${a.municipality}, ${info.name}`
        : `${a.name} (${a.iata}), ${info.name}`,
      countryCode: a.countryCode,
      continent: info.continent,
      state: null,
      lat: a.lat,
      lon: a.lon,
      importance: airportImportance(a),
      altNames: a.municipality ? [`${a.municipality} ${a.name}`] : NO_ALT_NAMES,
      codes: [a.iata],
      airportCode: a.iata,
    });
    if (!a.scheduled || !a.municipality) continue;
    const m = foldKey(a.municipality);
    const city = cityByName.get(`${a.countryCode}|${m}`) ?? cityByName.get(`${a.countryCode}|${m} city`);
    if (city) airportsByCity.set(city, [...(airportsByCity.get(city) ?? []), a]);
  }
  for (const [city, airports] of airportsByCity) {
    city.relatedAirports = airports
      .sort((x, y) => airportImportance(y) - airportImportance(x))
      .map((a) => a.iata);
  }

  const subregions = new Map<string, CountryInfo>();
  for (const info of countries.values()) {
    places.push({
      id: `country:${info.code}`,
      kind: 'Country',
      name: info.name,
      label: info.name,
      countryCode: info.code,
      continent: info.continent,
      state: null,
      lat: info.lat,
      lon: info.lon,
      importance: IMPORTANCE.country(info.areaKm2),
      altNames: info.altNames,
      recommended: true,
    });
    if (info.subregion && !subregions.has(info.subregion)) subregions.set(info.subregion, info);
  }
  for (const [name, info] of subregions) {
    if (CONTINENTS.includes(name)) continue;
    places.push({
      id: `region:${slug(name)}`,
      kind: 'Region',
      name,
      label: `${name}, ${info.continent}`,
      countryCode: '',
      continent: info.continent,
      state: null,
      lat: info.lat,
      lon: info.lon,
      importance: IMPORTANCE.subregion,
      altNames: NO_ALT_NAMES,
      recommended: true,
    });
  }
  for (const name of CONTINENTS) {
    places.push({
      id: `continent:${slug(name)}`,
      kind: 'Continent',
      name,
      label: name,
      countryCode: '',
      continent: name,
      state: null,
      lat: 0,
      lon: 0,
      importance: IMPORTANCE.continent,
      altNames: NO_ALT_NAMES,
      recommended: true,
    });
  }
  return { places, cities, builtInMs: performance.now() - started };
}
