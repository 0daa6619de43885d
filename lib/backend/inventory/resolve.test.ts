import { ZAutocompleteItem } from '@/lib/contract/search';
import { citiesOf, pickedPlace, resolveCity } from './resolve';

const item = (o: Record<string, unknown>) => ZAutocompleteItem.parse({ id: 'x', ...o });

const rows = [
  { city: 'Zürich', countryCode: 'CH', lat: 47.37, lon: 8.54 },
  { city: 'Zürich', countryCode: 'CH', lat: 47.38, lon: 8.55 },
  { city: 'Paris', countryCode: 'FR', lat: 48.86, lon: 2.35 },
  { city: 'Paris', countryCode: 'US', lat: 33.66, lon: -95.55 },
];

describe('pickedPlace', () => {
  it('takes the first part of the name, the country, coordinates and an airport code', () => {
    const p = pickedPlace(
      item({
        name: 'London Heathrow (LHR), United Kingdom',
        country_code: 'gb',
        loc_coordinates: { lat: 51.47, lon: -0.45 },
      }),
    );
    expect(p).toEqual({
      name: 'London Heathrow',
      countryCode: 'GB',
      lat: 51.47,
      lon: -0.45,
      airportCode: 'LHR',
      activityCode: null,
    });
    expect(pickedPlace(item({ name: 'Rome, Italy' })).lat).toBeNull();
  });

  it('keeps the code of a picked inventory activity', () => {
    const p = pickedPlace(
      item({ name: 'Louvre Tour, Paris, France', type: 'activity', activity_code: 'ACT-LOUVRE' }),
    );
    expect(p).toMatchObject({ name: 'Louvre Tour', activityCode: 'ACT-LOUVRE' });
  });
});

describe('resolveCity', () => {
  const cities = citiesOf(rows);

  it('finds the city by name regardless of accents, within the country', () => {
    expect(
      resolveCity(pickedPlace(item({ name: 'Zurich, Switzerland', country_code: 'CH' })), cities)?.city,
    ).toBe('Zürich');
    expect(
      resolveCity(pickedPlace(item({ name: 'Paris, France', country_code: 'FR' })), cities)?.countryCode,
    ).toBe('FR');
    expect(
      resolveCity(pickedPlace(item({ name: 'Paris, Texas', country_code: 'US' })), cities)?.countryCode,
    ).toBe('US');
  });

  it('falls back to the nearest city within 40 km of the coordinates', () => {
    const airport = pickedPlace(
      item({ name: 'Zürich Kloten (ZRH)', loc_coordinates: { lat: 47.458, lon: 8.555 } }),
    );
    expect(resolveCity({ ...airport, name: 'Kloten' }, cities)?.city).toBe('Zürich');
    const far = pickedPlace(item({ name: 'Bern', loc_coordinates: { lat: 46.95, lon: 7.45 } }));
    expect(resolveCity(far, cities)).toBeNull();
  });

  it('puts each city at the centroid of its rows', () => {
    const z = cities.find((c) => c.city === 'Zürich');
    expect(z?.lat).toBeCloseTo(47.375, 5);
  });
});
