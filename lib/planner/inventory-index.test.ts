import { activity, city, hotel, leg, transfer } from './fixtures';
import { indexInventory } from './inventory-index';

describe('indexInventory', () => {
  const inventory = {
    origin: null,
    cities: [
      city({
        city: 'Paris',
        hotels: [hotel({ code: 'H1' })],
        activities: [activity({ code: 'A1' })],
        transfers: [transfer({ code: 'T1' })],
      }),
      city({
        city: 'Rome',
        hotels: [hotel({ code: 'H1', name: 'Roman One', city: 'Rome' })],
        activities: [],
        transfers: [],
      }),
    ],
    legs: [leg({ code: 'L9' })],
  };
  const index = indexInventory(inventory);

  it('finds things by city and code, codes being unique only within a city', () => {
    expect(index.hotel('Paris', 'H1')?.name).toBe('Hotel One');
    expect(index.hotel('rome', 'H1')?.name).toBe('Roman One');
    expect(index.activity('Paris', 'A1')?.code).toBe('A1');
    expect(index.activity('Rome', 'A1')).toBeNull();
    expect(index.transfer('Paris', 'T1')?.code).toBe('T1');
    expect(index.leg('L9')?.code).toBe('L9');
    expect(index.city('Paris, France')?.city).toBe('Paris');
  });

  it('is built once per inventory object', () => {
    expect(indexInventory(inventory)).toBe(index);
  });
});
