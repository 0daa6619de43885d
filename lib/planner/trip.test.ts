import { city, search } from './fixtures';
import { cityFor, cityKey, resolveTrip } from './trip';

describe('resolveTrip', () => {
  const inventory = {
    origin: null,
    cities: [city({ city: 'Rome', lat: 41.9, lon: 12.5 }), city({ city: 'Paris' })],
    legs: [],
  };

  it('matches destinations by their first name part, else by position', () => {
    expect(cityKey('Paris, Île-de-France, France')).toBe('paris');
    expect(cityFor(inventory, 'Paris, France', 0)?.city).toBe('Paris');
    expect(cityFor(inventory, 'Roma', 0)?.city).toBe('Rome');
    expect(cityFor(inventory, 'Nowhere', 5)).toBeNull();
  });

  it('dates the stays one after another and sums up the party', () => {
    const trip = resolveTrip(
      search({
        cities: ['Paris', 'Rome'],
        nights: [3, 4],
        fixed_order: true,
        rooms: [{ adults: 2, children: [8], infants: 1 }],
      }),
      inventory,
    );
    expect(trip?.stays.map((s) => [s.city.city, s.nights, s.checkIn, s.checkOut])).toEqual([
      ['Paris', 3, '2027-05-10', '2027-05-13'],
      ['Rome', 4, '2027-05-13', '2027-05-17'],
    ]);
    expect(trip?.endDate).toBe('2027-05-17');
    expect(trip?.party).toMatchObject({ adults: 2, children: [8], infants: 1, passengers: 4 });
  });
});
