import { hotel, nights, room } from './fixtures';
import {
  cancellationText,
  chooseRooms,
  fitRoom,
  nightPrice,
  priceRoom,
  ratesFor,
  stayDates,
} from './occupancy';

const dates = stayDates('2027-05-10', 3);
const euro = (amount: number) => amount;

describe('fitRoom', () => {
  const dbl = room({ maxAdults: 2, maxChildren: 1, maxOccupancy: 3, childMinAge: 2, childMaxAge: 11 });

  it('fits two adults and a child', () => {
    expect(fitRoom(dbl, { adults: 2, children: [8], infants: 0 })).toEqual({
      adults: 2,
      children: 1,
      payingChildren: 1,
    });
  });

  it('counts children older than childMaxAge as adults', () => {
    expect(fitRoom(dbl, { adults: 2, children: [14], infants: 0 })).toBeNull();
    expect(fitRoom(dbl, { adults: 1, children: [14], infants: 0 })).toEqual({
      adults: 2,
      children: 0,
      payingChildren: 0,
    });
  });

  it('lets children under childMinAge stay free but counts them', () => {
    expect(fitRoom(dbl, { adults: 2, children: [1], infants: 0 })).toEqual({
      adults: 2,
      children: 1,
      payingChildren: 0,
    });
    expect(fitRoom(dbl, { adults: 2, children: [1, 5], infants: 0 })).toBeNull();
  });

  it('does not count infants', () => {
    expect(fitRoom(dbl, { adults: 2, children: [5], infants: 2 })).not.toBeNull();
  });
});

describe('prices and allotment', () => {
  it('prices a night as base + extra adults + paying children', () => {
    const fam = room({ baseOccupancy: 2, maxAdults: 3, maxChildren: 2, maxOccupancy: 5 });
    const fit = fitRoom(fam, { adults: 3, children: [5, 1], infants: 0 });
    if (!fit) throw new Error('should fit');
    const rate = {
      date: '2027-05-10',
      baseMinor: 10000,
      extraAdultMinor: 3000,
      childMinor: 1500,
      available: 1,
    };
    expect(nightPrice(fam, fit, rate)).toBe(10000 + 3000 + 1500);
  });

  it('needs every night on sale', () => {
    const missing = room({ nights: nights('2027-05-10', 2) });
    expect(ratesFor(missing, dates)).toBeNull();
    const soldOut = room({
      nights: nights('2027-05-10', 3).map((n, i) => ({ ...n, available: i === 1 ? 0 : 3 })),
    });
    expect(ratesFor(soldOut, dates)).toBeNull();
    expect(priceRoom(room(), { adults: 2, children: [], infants: 0 }, dates)?.totalMinor).toBe(30000);
  });
});

describe('chooseRooms', () => {
  const cheap = room({ code: 'STD', nights: nights('2027-05-10', 5, { baseMinor: 8000, available: 1 }) });
  const family = room({
    code: 'FAM',
    maxAdults: 3,
    maxChildren: 2,
    maxOccupancy: 4,
    nights: nights('2027-05-10', 5, { baseMinor: 15000 }),
  });
  const suite = room({
    code: 'STE',
    board: 'HB',
    maxAdults: 4,
    maxOccupancy: 4,
    nights: nights('2027-05-10', 5, { baseMinor: 30000 }),
  });
  const h = hotel({ rooms: [suite, family, cheap] });

  it('picks the cheapest room that fits each party', () => {
    const picks = chooseRooms(
      h,
      [
        { adults: 2, children: [], infants: 0 },
        { adults: 2, children: [4, 9], infants: 1 },
      ],
      dates,
      'cheapest',
      euro,
    );
    expect(picks?.map((p) => p.room.code)).toEqual(['STD', 'FAM']);
  });

  it('respects allotment across several rooms of one type', () => {
    // Only one STD is on sale: the second couple gets the next cheapest type.
    const couple = { adults: 2, children: [], infants: 0 };
    const picks = chooseRooms(h, [couple, couple], dates, 'cheapest', euro);
    expect(picks?.map((p) => p.room.code).sort()).toEqual(['FAM', 'STD']);
  });

  it('prefers the richest board for luxury', () => {
    const picks = chooseRooms(h, [{ adults: 2, children: [], infants: 0 }], dates, 'best_board', euro);
    expect(picks?.[0]?.room.code).toBe('STE');
  });

  it('answers null when a party fits no room', () => {
    expect(chooseRooms(h, [{ adults: 5, children: [], infants: 0 }], dates, 'cheapest', euro)).toBeNull();
  });
});

describe('cancellationText', () => {
  it('words the policy', () => {
    expect(
      cancellationText({ refundable: false, freeUntilDaysBefore: null, penaltyPercent: 100 }, '2027-05-10'),
    ).toBe('Non-refundable');
    expect(
      cancellationText({ refundable: true, freeUntilDaysBefore: 7, penaltyPercent: 100 }, '2027-05-10'),
    ).toBe('Free cancellation until 03-May-27');
  });
});
