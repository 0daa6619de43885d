import type { TDayItem } from '@/lib/contract/planner';
import { item } from './day-items';
import { leg, parisInventory, search, testPrice } from './fixtures';
import { indexInventory } from './inventory-index';
import { bookedLegs, isMoveItem, moveDayProblem, otherJourneys } from './leg-change';
import { planPackage } from './plan';

const at = (id: string, kind: TDayItem['kind'], start: string, end: string) =>
  item({ id, kind, start, end, title: id, city: 'Paris' });

describe('bookedLegs and otherJourneys', () => {
  const inventory = parisInventory();
  inventory.legs.push(
    leg({ code: 'RAIL', kind: 'rail', fromHub: 'STP', toHub: 'PNO', carrier: 'Eurostar' }),
    leg({ code: 'SUN', days: [0] }),
    leg({ code: 'MON', days: [1] }),
    leg({ code: 'NONE', departures: [] }),
    leg({ code: 'ROME', toCity: 'Rome' }),
  );
  const [variant] = planPackage(search(), inventory, { price: testPrice() });
  if (!variant) throw new Error('the fixture should plan a trip');
  const booked = bookedLegs(variant, indexInventory(inventory));

  it('finds each leg item with its day and inventory leg', () => {
    expect(booked.map((b) => [b.item.id, b.leg.code, b.frame.date])).toEqual([
      ['d1-l', 'L1', '2027-05-10'],
      ['d4-l', 'BACK', '2027-05-13'],
    ]);
  });

  it('offers every other departure of the route, any mode, that runs that day (10 May 2027 is a Monday)', () => {
    const [out, back] = booked;
    if (!out || !back) throw new Error('two legs expected');
    const journeys = (b: typeof out) =>
      otherJourneys(b, inventory.legs).map((j) => `${j.leg.code} ${j.departure}`);
    // The booked flight leaves at 10:00; its 07:00 and 15:00 are other journeys.
    expect(out.item.start).toBe('10:00');
    expect(journeys(out)).toEqual([
      'L1 07:00',
      'L1 15:00',
      'RAIL 07:00',
      'RAIL 10:00',
      'RAIL 15:00',
      'MON 07:00',
      'MON 10:00',
      'MON 15:00',
    ]);
    // Going home the planner took the 15:00 (the earliest after an 11:00 check-out).
    expect(back.item.start).toBe('15:00');
    expect(journeys(back)).toEqual(['BACK 07:00', 'BACK 10:00']);
  });

  it('lists a departure the inventory repeats once', () => {
    const [out] = booked;
    if (!out) throw new Error('a leg expected');
    const twice = [leg({ code: 'TWICE', departures: ['08:00', '8:00', '08:00'] })];
    expect(otherJourneys(out, twice).map((j) => j.departure)).toEqual(['08:00']);
  });
});

describe('isMoveItem', () => {
  it('knows the items a move makes on its own day only', () => {
    expect(['d4-co', 'd4-t-dep', 'd4-l', 'd4-t-arr', 'd4-ci'].every((id) => isMoveItem({ id }, 4))).toBe(
      true,
    );
    expect(isMoveItem({ id: 'd4-a-LOUVRE' }, 4)).toBe(false);
    expect(isMoveItem({ id: 'd1-l' }, 4)).toBe(false);
  });
});

describe('moveDayProblem', () => {
  it('accepts a day that leaves after 06:00 and checks in before midnight', () => {
    expect(
      moveDayProblem([
        at('d4-co', 'check_out', '08:45', '09:00'),
        at('d4-l', 'leg', '11:00', '13:00'),
        at('d4-ci', 'check_in', '15:00', '15:15'),
      ]),
    ).toBeNull();
  });

  it('refuses checking out before 06:00, or the evening before', () => {
    expect(
      moveDayProblem([at('d4-co', 'check_out', '05:45', '06:00'), at('d4-l', 'leg', '07:00', '08:00')]),
    ).toBe('leavesTooEarly');
    expect(
      moveDayProblem([at('d4-co', 'check_out', '23:30', '23:45'), at('d4-l', 'leg', '01:30', '03:00')]),
    ).toBe('leavesTooEarly');
  });

  it('refuses a departure from home before 06:00, as the planner never picks one', () => {
    const fromHome = (start: string) => [
      at('d1-l', 'leg', start, '09:00'),
      at('d1-ci', 'check_in', '15:00', '15:15'),
    ];
    expect(moveDayProblem(fromHome('05:30'))).toBe('departsTooEarly');
    expect(moveDayProblem(fromHome('06:00'))).toBeNull();
  });

  it('refuses reaching tonight’s hotel after midnight, not going home overnight', () => {
    expect(
      moveDayProblem([at('d1-l', 'leg', '22:00', '23:50'), at('d1-ci', 'check_in', '00:20', '00:35')]),
    ).toBe('arrivesTooLate');
    expect(
      moveDayProblem([at('d1-l', 'leg', '21:00', '23:40'), at('d1-ci', 'check_in', '23:50', '00:05')]),
    ).toBe('arrivesTooLate');
    expect(
      moveDayProblem([at('d1-l', 'leg', '23:00', '01:20'), at('d1-ci', 'check_in', '02:00', '02:15')]),
    ).toBe('arrivesTooLate');
    expect(
      moveDayProblem([at('d8-co', 'check_out', '18:45', '19:00'), at('d8-l', 'leg', '22:00', '06:00')]),
    ).toBeNull();
  });
});
