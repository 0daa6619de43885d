import { hotelAlternatives } from './alternatives';
import { parisInventory, search, testPrice } from './fixtures';
import { planPackage } from './plan';

describe('hotelAlternatives', () => {
  const inventory = parisInventory();
  const options = { price: testPrice('EUR') };

  it('lists the other hotels that can house the party, priced for the stay, cheapest first', () => {
    const req = search({ rooms: [{ adults: 2, children: [8], infants: 0 }] });
    const v = planPackage(req, inventory, options).find((x) => x.cities[0]?.hotel.code === 'CHEAP');
    if (!v) throw new Error('no plan at the cheap hotel');
    const [alt] = hotelAlternatives(v, req, inventory, options);
    expect(alt?.city_index).toBe(0);
    // The hostel's single room cannot take three people; the current hotel is not repeated.
    expect(alt?.hotels.map((h) => h.code)).toEqual(['LUX']);
    // 3 nights × (40 000 + child 1 500).
    expect(alt?.hotels[0]?.price).toEqual({ amount: 3 * 41500, currency: 'EUR' });
    expect(alt?.hotels[0]?.stars).toBe(5);
  });

  it('includes the hostel for a single traveller, sorted by price', () => {
    const req = search({ rooms: [{ adults: 1, children: [], infants: 0 }] });
    const v = planPackage(req, inventory, options).find((x) => x.cities[0]?.hotel.code === 'LUX');
    if (!v) throw new Error('no plan at the palace');
    const [alt] = hotelAlternatives(v, req, inventory, options);
    expect(alt?.hotels.map((h) => h.code)).toEqual(['CHEAP', 'HOSTEL']);
    const prices = alt?.hotels.map((h) => h.price.amount) ?? [];
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });
});
