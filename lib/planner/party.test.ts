import { partyOf } from './party';

describe('partyOf', () => {
  it('sums the rooms; infants take a seat in vehicles', () => {
    const p = partyOf({
      rooms: [
        { adults: 2, children: [8, 3], infants: 1 },
        { adults: 1, children: [], infants: 0 },
      ],
    });
    expect(p).toMatchObject({ adults: 3, children: [8, 3], infants: 1, passengers: 6 });
    expect(p.rooms).toHaveLength(2);
  });
});
