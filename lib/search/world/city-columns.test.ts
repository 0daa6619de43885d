import { CityColumns, type CityRecord } from './city-columns';

const record = (over: Partial<CityRecord>): CityRecord => ({
  geonameId: 1,
  name: 'Somewhere',
  countryCode: 'FR',
  countryName: 'France',
  continent: 'Europe',
  state: null,
  lat: 0,
  lon: 0,
  importance: 3,
  ...over,
});

const paris = record({ geonameId: 2988507, name: 'Paris', lat: 48.85341, lon: 2.3488, importance: 6.74 });
const parisTx = record({
  geonameId: 4717560,
  name: 'Paris',
  countryCode: 'US',
  countryName: 'United States',
  continent: 'North America',
  state: 'TX',
  lat: 33.66094,
  lon: -95.55551,
  importance: 4.4,
});
const lyon = record({ geonameId: 2996944, name: 'Lyon', lat: 45.74846, lon: 4.84671, importance: 5.7 });
const unknownCountry = record({
  geonameId: 42,
  name: 'Nowhere',
  countryCode: 'XX',
  countryName: '',
  continent: '',
});

describe('CityColumns', () => {
  const columns = new CityColumns([paris, parisTx, lyon, unknownCountry]);
  const [p, tx, l, nowhere] = columns.places;

  it('gives each city back the fields it was built from', () => {
    expect(p?.toJSON()).toEqual({
      id: 'city:2988507',
      kind: 'City',
      name: 'Paris',
      label: 'Paris, France',
      countryCode: 'FR',
      continent: 'Europe',
      state: null,
      lat: 48.85341,
      lon: 2.3488,
      importance: 6.74,
      altNames: [],
    });
    expect(tx).toMatchObject({ label: 'Paris, TX, United States', state: 'TX', countryCode: 'US' });
    expect(nowhere).toMatchObject({ label: 'Nowhere, ', countryCode: 'XX', continent: '' });
  });

  it('finds a city by its id, and only by the id it gave out', () => {
    expect(columns.size).toBe(4);
    expect(columns.find('city:2996944')).toBe(l);
    expect(columns.find('city:4717560')).toBe(tx);
    expect(columns.find('city:42')).toBe(nowhere);
    for (const other of ['city:1', 'city:02996944', 'city:2996944.0', 'city:', 'place:2996944', 'city:-42']) {
      expect(columns.find(other)).toBeUndefined();
    }
  });

  it('keeps the fields set after building per city', () => {
    const fresh = new CityColumns([paris, lyon]);
    const [first, second] = fresh.places;
    if (!first || !second) throw new Error('two cities expected');
    first.altNames = ['Lutetia'];
    first.recommended = true;
    first.relatedAirports = ['CDG', 'ORY'];
    expect(first).toMatchObject({
      altNames: ['Lutetia'],
      recommended: true,
      relatedAirports: ['CDG', 'ORY'],
    });
    expect(second.altNames).toEqual([]);
    expect(second.recommended).toBeUndefined();
    expect(second.relatedAirports).toBeUndefined();
    first.relatedAirports = undefined;
    first.recommended = false;
    expect(first.relatedAirports).toBeUndefined();
    expect(first.recommended).toBeUndefined();
  });

  it('is the same object each time, so answers cached by place stay valid', () => {
    expect(columns.find('city:2988507')).toBe(columns.places[0]);
  });
});
