import { city, hotel, parisInventory, room } from '@/lib/planner/fixtures';
import { sellableInventory } from './sellable-inventory';

const strict = { refundable: false, freeUntilDaysBefore: null, penaltyPercent: 100 };

describe('sellableInventory', () => {
  const inventory = {
    ...parisInventory(),
    cities: [
      city({
        hotels: [
          hotel({
            code: 'MIXED',
            rooms: [room({ code: 'FLEX' }), room({ code: 'SAVER', cancellation: strict })],
          }),
          hotel({ code: 'STRICT', rooms: [room({ code: 'ONLY', cancellation: strict })] }),
        ],
      }),
    ],
  };

  it('sells everything where the site shows non-refundable hotels', () => {
    expect(sellableInventory(inventory, { nonRefundableHotels: true })).toBe(inventory);
  });

  it('drops non-refundable rooms, and hotels left without a room, where the site hides them', () => {
    const sold = sellableInventory(inventory, { nonRefundableHotels: false });
    expect(sold.cities[0]?.hotels.map((h) => [h.code, h.rooms.map((r) => r.code)])).toEqual([
      ['MIXED', ['FLEX']],
    ]);
    // The rest of the inventory is untouched.
    expect(sold.legs).toBe(inventory.legs);
    expect(sold.cities[0]?.activities).toBe(inventory.cities[0]?.activities);
  });
});
