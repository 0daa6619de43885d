import { AUTOCOMPLETE_MODES as M } from '@/lib/contract/search';
import { getWorldIndex, search } from './engine';

/** What a traveller types → the item that must come first (world data only, no tenant). */
const FIRST: [string, number, string, string][] = [
  ['par', M.default, 'City', 'Paris, France'],
  ['lon', M.default, 'City', 'London, United Kingdom'],
  ['zur', M.default, 'City', 'Zürich, Switzerland'],
  ['Zurich', M.default, 'City', 'Zürich, Switzerland'],
  ['jfk', M.flight, 'Airport', 'John F Kennedy International Airport (JFK), New York, United States'],
  ['san fr', M.default, 'City', 'San Francisco, CA, United States'],
  ['goa', M.destinationHotels, 'Region', 'Goa, India'],
  ['münchen', M.default, 'City', 'Munich, Germany'],
  ['muenchen', M.default, 'City', 'Munich, Germany'],
  ['hallstatt', M.default, 'City', 'Hallstatt, Austria'],
  ['bali', M.default, 'Region', 'Bali, Indonesia'],
  ['tusc', M.default, 'Region', 'Tuscany, Italy'],
  ['provence', M.default, 'Region', 'Provence, France'],
  ['fra', M.default, 'Country', 'France'],
  ['eur', M.default, 'Continent', 'Europe'],
  ['new york', M.default, 'City', 'New York City, NY, United States'],
  ['lhr', M.origin, 'Airport', 'London Heathrow Airport (LHR), London, United Kingdom'],
  ['bombay', M.default, 'City', 'Mumbai, India'],
  ['koln', M.default, 'City', 'Köln, Germany'],
  ['rom', M.default, 'City', 'Rome, Italy'],
];

describe('autocomplete ranking over the world index', () => {
  beforeAll(() => {
    getWorldIndex();
  }, 60_000);

  it.each(FIRST)('%s (mode %i) → %s %s', (text, mode, geoType, name) => {
    const [first] = search(text, null, { mode: mode as never });
    expect(first?.geo_type).toBe(geoType);
    expect(first?.name).toBe(name);
  });

  it('indexes the whole world: cities ≥1000, IATA airports, every country', () => {
    const kinds = new Map<string, number>();
    for (const p of getWorldIndex().set.places) kinds.set(p.kind, (kinds.get(p.kind) ?? 0) + 1);
    expect(kinds.get('City')).toBeGreaterThan(130_000);
    expect(kinds.get('Airport')).toBeGreaterThan(3_000);
    expect(kinds.get('Country')).toBeGreaterThan(240);
    expect(kinds.get('Continent')).toBe(7);
  });

  it('gives cities their airports in flight mode', () => {
    const [paris] = search('paris', null, { mode: M.flight });
    expect(paris?.related_airports).toEqual(expect.arrayContaining(['CDG', 'ORY']));
  });

  it('takes airport_code from the brackets and destination_location after the first comma', () => {
    const [jfk] = search('jfk', null, { mode: M.flight });
    expect(jfk?.airport_code).toBe('JFK');
    expect(jfk?.destination_location).toBe('New York, United States');
    expect(jfk?.loc_coordinates?.lat).toBeCloseTo(40.64, 1);
  });

  it('limits by mode: no airports in default mode, no cities without airports in flight mode', () => {
    expect(search('lhr', null, { mode: M.default }).some((i) => i.geo_type === 'Airport')).toBe(false);
    const flight = search('a', null, { mode: M.flight, limit: 20 });
    expect(flight.length).toBeGreaterThan(0);
    for (const item of flight)
      if (item.geo_type === 'City') expect(item.related_airports?.length).toBeGreaterThan(0);
  });

  it('every catalogue alternate name resolves to a place', () => {
    for (const alt of ['München', 'Wien', 'Firenze', 'Genf', 'Den Haag', 'Saigon', 'Kiev', 'Marrakech']) {
      const [first] = search(alt, null, { mode: M.default });
      expect(first?.geo_type).toBe('City');
    }
  });
});
