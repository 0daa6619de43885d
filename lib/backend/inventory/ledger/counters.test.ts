import {
  type Counter,
  compareLockKeys,
  counterKey,
  inLockOrder,
  LEDGERS,
  lockKeyOf,
  roomNightCounter,
  seatsCounter,
  slotCounter,
  type Take,
} from './counters';

const seats = (pkg: string, date: string) => seatsCounter(pkg, date, 10);
const night = (roomTypeId: string, n: string) =>
  roomNightCounter({ id: roomTypeId, code: `R-${roomTypeId}`, defaultAllotment: 5 }, n);
const slot = (kind: string, code: string, day: string, s = '') =>
  slotCounter({ kind, code, day, slot: s, initial: 9 });
const takes = (...counters: Counter[]): Take[] => counters.map((counter) => ({ counter, quantity: 1 }));
const keys = (list: readonly Take[]) => list.map((t) => counterKey(t.counter));

/** Every order of a small list (for "whatever order they came in"). */
function permutations<T>(list: readonly T[]): T[][] {
  if (list.length <= 1) return [[...list]];
  return list.flatMap((x, i) =>
    permutations([...list.slice(0, i), ...list.slice(i + 1)]).map((p) => [x, ...p]),
  );
}

describe('the capacity ledger’s lock order', () => {
  it('names each counter by its ledger and natural key', () => {
    expect(lockKeyOf(seats('p1', '2027-03-01'))).toEqual(['departure_seats', 'p1', '2027-03-01']);
    expect(lockKeyOf(night('rt1', '2027-03-02'))).toEqual(['inventory_allotments', 'rt1', '2027-03-02']);
    expect(lockKeyOf(slot('flight', 'LH-1', '2027-03-03', '08:10|light'))).toEqual([
      'inventory_capacity',
      'flight',
      'LH-1',
      '2027-03-03',
      '08:10|light',
    ]);
  });

  it('orders by ledger first (seats, room-nights, capacity), whatever the keys', () => {
    expect(LEDGERS).toEqual(['departure_seats', 'inventory_allotments', 'inventory_capacity']);
    const [s, r, c] = [
      seats('zzz', '2099-12-31'),
      night('000', '2000-01-01'),
      slot('activity', 'A', '2000-01-01'),
    ];
    expect(compareLockKeys(lockKeyOf(s), lockKeyOf(r))).toBeLessThan(0);
    expect(compareLockKeys(lockKeyOf(r), lockKeyOf(c))).toBeLessThan(0);
    expect(compareLockKeys(lockKeyOf(c), lockKeyOf(s))).toBeGreaterThan(0);
  });

  it('then by the key part by part, code unit by code unit (no locale: "B" before "a")', () => {
    const cmp = (a: Counter, b: Counter) => Math.sign(compareLockKeys(lockKeyOf(a), lockKeyOf(b)));
    expect(cmp(night('rt1', '2027-03-02'), night('rt1', '2027-03-01'))).toBe(1);
    expect(cmp(night('rt1', '2027-03-09'), night('rt2', '2027-03-01'))).toBe(-1);
    expect(cmp(slot('flight', 'B', '2027-03-01'), slot('flight', 'a', '2027-03-01'))).toBe(-1);
    expect(cmp(slot('ferry', 'Z', '2027-03-09'), slot('flight', 'A', '2027-03-01'))).toBe(-1);
    expect(cmp(slot('car', 'C', '2027-03-01', '09:00'), slot('car', 'C', '2027-03-01', '10:00'))).toBe(-1);
    expect(cmp(seats('p1', '2027-03-01'), seats('p1', '2027-03-01'))).toBe(0);
  });

  it('gives every mix of the same counters one order, so two bookings never wait on each other in a circle', () => {
    const mix = [
      slot('flight', 'LH-1', '2027-03-01', '08:10|light'),
      night('rt2', '2027-03-02'),
      seats('p1', '2027-03-01'),
      slot('activity', 'COLOSSEUM', '2027-03-03', '10:00'),
      night('rt1', '2027-03-02'),
      night('rt1', '2027-03-01'),
    ];
    const expected = [
      'departure_seats\u0000p1\u00002027-03-01',
      'inventory_allotments\u0000rt1\u00002027-03-01',
      'inventory_allotments\u0000rt1\u00002027-03-02',
      'inventory_allotments\u0000rt2\u00002027-03-02',
      'inventory_capacity\u0000activity\u0000COLOSSEUM\u00002027-03-03\u000010:00',
      'inventory_capacity\u0000flight\u0000LH-1\u00002027-03-01\u000008:10|light',
    ];
    for (const order of permutations(mix)) expect(keys(inLockOrder(takes(...order)))).toEqual(expected);
  });

  it('keeps the order of any two counters the same for every booking that takes both', () => {
    // A booking taking {a, b} and another taking {b, c, a}: the shared pair comes in one order in both.
    const [a, b, c] = [
      slot('rail', 'EUROSTAR', '2027-03-01', '07:01|standard'),
      seats('p9', '2027-03-01'),
      night('rt5', '2027-03-01'),
    ];
    const first = keys(inLockOrder(takes(a, b)));
    const second = keys(inLockOrder(takes(b, c, a))).filter((k) => first.includes(k));
    expect(second).toEqual(first);
  });

  it('adds up several takes of one counter into one, locked once', () => {
    const merged = inLockOrder([
      { counter: night('rt1', '2027-03-01'), quantity: 1 },
      { counter: seats('p1', '2027-03-01'), quantity: 2 },
      { counter: night('rt1', '2027-03-01'), quantity: 2 },
    ]);
    expect(merged.map((t) => [counterKey(t.counter), t.quantity])).toEqual([
      ['departure_seats\u0000p1\u00002027-03-01', 2],
      ['inventory_allotments\u0000rt1\u00002027-03-01', 3],
    ]);
  });

  it('builds each kind’s counter with the figure its row starts from', () => {
    expect(night('rt1', '2027-03-01')).toMatchObject({ code: 'R-rt1-2027-03-01', initial: 5 });
    expect(seatsCounter('p1', '2027-03-01', 12).initial).toBe(12);
    expect(slot('ferry', 'F', '2027-03-01').initial).toBe(9);
  });
});
