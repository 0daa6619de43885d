import type { InventoryRoomType } from '@/lib/db/schema';
import { roomNightsOf } from './room-nights';

const type = (id: string, defaultAllotment: number) => ({ id, defaultAllotment }) as InventoryRoomType;
const rate = (roomTypeId: string, dateFrom: string, dateTo: string, baseMinor: number, currency = 'EUR') => ({
  roomTypeId,
  dateFrom,
  dateTo,
  baseMinor,
  extraAdultMinor: 0,
  childMinor: 0,
  currency,
});

describe('roomNightsOf', () => {
  const dates = ['2027-05-10', '2027-05-11', '2027-05-12'];

  it('resolves each room from its own rates and allotment exceptions', () => {
    const out = roomNightsOf(
      [type('a', 5), type('b', 2)],
      dates,
      [rate('a', '2027-05-01', '2027-05-31', 10_000), rate('b', '2027-05-11', '2027-05-12', 20_000, 'GBP')],
      [
        { roomTypeId: 'a', night: '2027-05-11', available: 0 },
        { roomTypeId: 'b', night: '2027-05-12', available: 7 },
      ],
    );
    expect(out.get('a')?.currency).toBe('EUR');
    expect(out.get('a')?.nights.map((n) => [n.date, n.baseMinor, n.available])).toEqual([
      ['2027-05-10', 10_000, 5],
      ['2027-05-11', 10_000, 0],
      ['2027-05-12', 10_000, 5],
    ]);
    // b has no rate on the 10th: that night is not bookable.
    expect(out.get('b')?.currency).toBe('GBP');
    expect(out.get('b')?.nights.map((n) => [n.date, n.baseMinor, n.available])).toEqual([
      ['2027-05-11', 20_000, 2],
      ['2027-05-12', 20_000, 7],
    ]);
  });

  it('gives every room an entry, with no nights and no currency when it has no rates', () => {
    const out = roomNightsOf([type('c', 4)], dates, [rate('a', '2027-05-01', '2027-05-31', 1)], []);
    expect(out.get('c')).toEqual({ nights: [], currency: null });
    expect(out.has('a')).toBe(false);
  });
});
