import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  BOOKING_EVENTS,
  BOOKING_STATUSES,
  balanceOverdue,
  canCancel,
  captureVerdict,
  INVENTORY_EFFECT,
  isPayable,
  nextStatus,
  owedMinor,
  partialMinimum,
  statusOf,
  TRANSITIONS,
  TransitionRefused,
  takesPartPayment,
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

describe('the payment rule (issue 26)', () => {
  const NOW = Date.parse('2026-03-01T12:00:00Z');
  const held = { status: 'held', holdExpiresAtMs: NOW + 60_000, totalMinor: 99_500, paidMinor: 0 };
  const partly = { ...held, status: 'partially_paid', holdExpiresAtMs: null, paidMinor: 30_000 };

  it('takes money only while held with time left, or partly paid, and something is owed', () => {
    expect(isPayable(held, NOW)).toBe(true);
    expect(isPayable({ ...held, holdExpiresAtMs: NOW }, NOW)).toBe(false);
    expect(isPayable({ ...held, holdExpiresAtMs: null }, NOW)).toBe(false);
    expect(isPayable(partly, NOW)).toBe(true);
    for (const status of ['confirmed', 'cancelled', 'expired', 'failed'])
      expect(isPayable({ ...held, status }, NOW)).toBe(false);
    expect(isPayable({ ...partly, paidMinor: 99_500 }, NOW)).toBe(false);
  });

  it('owes the total less what was paid, never less than nothing; a part payment only as the first', () => {
    expect(owedMinor(held)).toBe(99_500);
    expect(owedMinor(partly)).toBe(69_500);
    expect(owedMinor({ totalMinor: 99_500, paidMinor: 180_000 })).toBe(0);
    expect(takesPartPayment(held)).toBe(true);
    expect(takesPartPayment(partly)).toBe(false);
    expect(partialMinimum(99_500, 25)).toBe(24_875);
    expect(partialMinimum(99_999, 25)).toBe(25_000);
  });

  it('applies a capture of what is owed, or a first part; refunds the rest with its reason', () => {
    expect(captureVerdict(held, 99_500, NOW)).toEqual({ apply: true, event: 'pay', paidMinor: 99_500 });
    expect(captureVerdict(held, 30_000, NOW)).toEqual({ apply: true, event: 'pay_part', paidMinor: 30_000 });
    expect(captureVerdict(partly, 69_500, NOW)).toEqual({ apply: true, event: 'pay', paidMinor: 99_500 });
    // Two FULL, two PARTIAL of 900 on 995, PARTIAL 300 then FULL: never above the total.
    expect(captureVerdict({ ...held, status: 'confirmed', paidMinor: 99_500 }, 99_500, NOW)).toEqual({
      apply: false,
      reason: 'over_payment',
    });
    expect(captureVerdict({ ...partly, paidMinor: 90_000 }, 90_000, NOW)).toEqual({
      apply: false,
      reason: 'over_payment',
    });
    expect(captureVerdict(partly, 99_500, NOW)).toEqual({ apply: false, reason: 'over_payment' });
    expect(captureVerdict(partly, 10_000, NOW)).toEqual({ apply: false, reason: 'amount_mismatch' });
    // A scheduled instalment may pay part of a partly paid balance, never more than is owed.
    expect(captureVerdict(partly, 10_000, NOW, { instalment: true })).toEqual({
      apply: true,
      event: 'instalment',
      paidMinor: 40_000,
    });
    expect(captureVerdict(partly, 69_500, NOW, { instalment: true })).toEqual({
      apply: true,
      event: 'pay',
      paidMinor: 99_500,
    });
    expect(captureVerdict(partly, 70_000, NOW, { instalment: true })).toEqual({
      apply: false,
      reason: 'over_payment',
    });
    expect(captureVerdict({ ...partly, status: 'cancelled' }, 10_000, NOW, { instalment: true })).toEqual({
      apply: false,
      reason: 'booking_ended',
    });
    // Paid after it ended: cancelled, expired, failed, or held past its time.
    for (const status of ['cancelled', 'expired', 'failed'])
      expect(captureVerdict({ ...held, status }, 99_500, NOW)).toEqual({
        apply: false,
        reason: 'booking_ended',
      });
    expect(captureVerdict({ ...held, holdExpiresAtMs: NOW - 1 }, 99_500, NOW)).toEqual({
      apply: false,
      reason: 'booking_ended',
    });
  });
});

describe('statusOf', () => {
  it('reads a stored status of the lifecycle', () => {
    for (const status of BOOKING_STATUSES) expect(statusOf({ status })).toBe(status);
  });

  it('throws on a value outside the lifecycle (a corrupt row)', () => {
    expect(() => statusOf({ status: 'paid' })).toThrow('unknown booking status paid');
    expect(() => statusOf({ status: '' })).toThrow('unknown booking status');
  });
});

describe('balanceOverdue', () => {
  it('is true only for a partly paid booking after its due day', () => {
    const partly = { status: 'partially_paid', balanceDueDate: '2026-05-10' };
    expect(balanceOverdue(partly, '2026-05-10')).toBe(false);
    expect(balanceOverdue(partly, '2026-05-11')).toBe(true);
    expect(balanceOverdue({ ...partly, balanceDueDate: null }, '2026-05-11')).toBe(false);
    expect(balanceOverdue({ ...partly, status: 'held' }, '2026-05-11')).toBe(false);
  });
});
