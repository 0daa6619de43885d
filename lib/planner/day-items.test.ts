import { type Move, moveItems, type StayPoint } from './day-items';
import { leg, transfer } from './fixtures';
import { itemMinutes } from './schedule';
import { toMinutes } from './time';

const paris: StayPoint = {
  city: 'Paris',
  lat: 48.85,
  lon: 2.35,
  hotel: { code: 'H', name: 'Hotel P', lat: 48.85, lon: 2.35 },
};
const rome: StayPoint = {
  city: 'Rome',
  lat: 41.9,
  lon: 12.5,
  hotel: { code: 'R', name: 'Hotel R', lat: 41.9, lon: 12.5 },
};

const move = (over: Partial<Move>): Move => ({
  day: 4,
  from: paris,
  to: rome,
  fromCity: 'Paris',
  toCity: 'Rome',
  fromPoint: paris,
  toPoint: rome,
  leg: leg({
    fromCity: 'Paris',
    toCity: 'Rome',
    fromHub: 'CDG',
    toHub: 'FCO',
    departures: ['08:00', '14:00'],
    durationMinutes: 130,
  }),
  transferOut: transfer(),
  transferIn: transfer({
    code: 'FCO-T',
    city: 'Rome',
    hubCode: 'FCO',
    hubName: 'Fiumicino',
    durationMinutes: 40,
  }),
  ...over,
});

function expectInOrder(items: ReturnType<typeof moveItems>) {
  for (let k = 1; k < items.length; k++)
    expect(itemMinutes(items[k] as (typeof items)[number]).start).toBeGreaterThanOrEqual(
      itemMinutes(items[k - 1] as (typeof items)[number]).end,
    );
}

describe('moveItems', () => {
  it('lays out check-out, transfer, leg, transfer, check-in without overlaps', () => {
    const items = moveItems(move({}));
    expect(items.map((i) => i.id)).toEqual(['d4-co', 'd4-t-dep', 'd4-l', 'd4-t-arr', 'd4-ci']);
    expectInOrder(items);
    // 14:00 flight: leave the hotel at 14:00 − 90 − 50 = 11:40, check out by 11:00.
    expect(items[0]?.end).toBe('11:00');
    expect(items[1]?.start).toBe('11:40');
    expect(items[2]).toMatchObject({
      start: '14:00',
      end: '16:10',
      ref: 'L1',
      detail: 'flight',
      title: 'Flight from Paris to Rome',
    });
    expect(items[3]).toMatchObject({
      start: '16:40',
      end: '17:20',
      title: 'Transfer from Fiumicino to Hotel R',
    });
    expect(items[4]).toMatchObject({ start: '17:20', kind: 'check_in' });
  });

  it('checks in at 15:00 at the earliest', () => {
    const items = moveItems(
      move({ from: null, fromCity: 'London', leg: leg({ departures: ['09:00'], toHub: 'FCO' }) }),
    );
    expect(items.map((i) => i.kind)).toEqual(['leg', 'transfer', 'check_in']);
    expect(items.at(-1)?.start).toBe('15:00');
  });

  it('shows an unbooked journey when no leg exists between two cities', () => {
    const items = moveItems(move({ leg: null }));
    expect(items.map((i) => i.kind)).toEqual(['check_out', 'leg', 'check_in']);
    expect(items[1]?.ref).toBeNull();
    expect(items[1]?.title).toBe('Travel from Paris to Rome (not included)');
    expectInOrder(items);
    expect(toMinutes(items[2]?.start ?? '')).toBeGreaterThanOrEqual(toMinutes('15:00'));
  });

  it('only checks out on the last day without a way home, only checks in on the first', () => {
    expect(moveItems(move({ to: null, leg: null, toPoint: null })).map((i) => i.id)).toEqual(['d4-co']);
    expect(moveItems(move({ from: null, leg: null, fromPoint: null, day: 1 })).map((i) => i.id)).toEqual([
      'd1-ci',
    ]);
  });

  it('takes a cab door to door without hub transfers', () => {
    const items = moveItems(move({ leg: leg({ kind: 'cab', departures: ['12:00'], durationMinutes: 60 }) }));
    expect(items.map((i) => i.kind)).toEqual(['check_out', 'leg', 'check_in']);
  });
});
