import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  BOOKING_EVENTS,
  BOOKING_STATUSES,
  canCancel,
  INVENTORY_EFFECT,
  nextStatus,
  TRANSITIONS,
  TransitionRefused,
} from './states';

const allowed: [string, string, string][] = [
  ['held', 'pay', 'confirmed'],
  ['held', 'pay_part', 'partially_paid'],
  ['held', 'fail', 'failed'],
  ['partially_paid', 'pay', 'confirmed'],
  ['partially_paid', 'cancel', 'cancelled'],
  ['partially_paid', 'lapse', 'cancelled'],
  ['held', 'expire', 'expired'],
  ['held', 'cancel', 'cancelled'],
  ['confirmed', 'cancel', 'cancelled'],
];

describe('booking transitions', () => {
  it.each(allowed)('%s --%s--> %s', (from, event, to) => {
    expect(nextStatus(from as never, event as never)).toBe(to);
  });

  const refused = BOOKING_STATUSES.flatMap((from) =>
    BOOKING_EVENTS.filter((event) => !allowed.some(([f, e]) => f === from && e === event)).map(
      (event) => [from, event] as const,
    ),
  );
  it.each(refused)('a %s booking cannot %s', (from, event) => {
    expect(() => nextStatus(from, event)).toThrow(TransitionRefused);
  });

  it('the table holds exactly the transitions listed here (and in the README diagram)', () => {
    const table = Object.entries(TRANSITIONS).flatMap(([from, events]) =>
      Object.entries(events).map(([event, to]) => [from, event, to]),
    );
    expect(table.sort()).toEqual([...allowed].sort());
    expect(refused.length + allowed.length).toBe(BOOKING_STATUSES.length * BOOKING_EVENTS.length);
  });

  it('paying (in part or in full) keeps the seats sold; a failed payment, expiry, cancelling and a lapsed balance give them back', () => {
    expect(INVENTORY_EFFECT).toEqual({
      pay: 'sell',
      pay_part: 'sell',
      fail: 'release',
      expire: 'release',
      cancel: 'release',
      lapse: 'release',
    });
  });

  it('offers cancel only where the table allows it', () => {
    expect(BOOKING_STATUSES.filter(canCancel)).toEqual(['held', 'partially_paid', 'confirmed']);
  });
});

describe('the README diagram', () => {
  it('draws exactly the transition table', () => {
    const readme = readFileSync(path.join(__dirname, 'README.md'), 'utf8');
    const drawn = [...readme.matchAll(/^\s+(\w+) --> (\w+): (\w+)$/gm)].map(([, from, to, event]) => [
      from,
      event,
      to,
    ]);
    expect(drawn.sort()).toEqual([...allowed].sort());
  });
});
