/**
 * The capacity ledger's counters and its one lock order. Pure: no I/O.
 *
 * Whatever a booking takes is a number on sale in one row of one of three tables (a ledger): a
 * departure's seats (`departure_seats`), a room type's rooms on a night (`inventory_allotments`),
 * and every other kind's slot on a day (`inventory_capacity`: a fare's seats, a session's places, a
 * day's vehicles…). A counter names that row by its natural key, which exists before the row does
 * (the row is created from `initial`, the product's own figure, on first use).
 *
 * Every transaction that takes or gives back counters touches them in ONE order, the same for all
 * kinds: by ledger (in the order of LEDGERS), then by the counter's key, part by part, compared
 * code unit by code unit (no locale). Two bookings taking overlapping counters in any mix then wait
 * on each other at the first counter they share instead of each holding one the other wants (a
 * deadlock), whether they take, give back, or one does each.
 */

/** The ledgers, in lock order. */
export const LEDGERS = ['departure_seats', 'inventory_allotments', 'inventory_capacity'] as const;
export type LedgerName = (typeof LEDGERS)[number];

/** An organised package's seats on one departure. */
export interface SeatsCounter {
  ledger: 'departure_seats';
  packageId: string;
  /** 'YYYY-MM-DD'. */
  date: string;
  initial: number;
}

/** A room type's rooms on one night (the offline hotel source's allotment). */
export interface RoomNightCounter {
  ledger: 'inventory_allotments';
  roomTypeId: string;
  /** 'YYYY-MM-DD'. */
  night: string;
  /** The allotment row's own code, `<room code>-<night>` (it is unique per tenant). */
  code: string;
  initial: number;
}

/** A product's slot on a day: a fare's seats on a departure, a session's places, a day's vehicles… */
export interface SlotCounter {
  ledger: 'inventory_capacity';
  kind: string;
  code: string;
  /** 'YYYY-MM-DD'. */
  day: string;
  slot: string;
  initial: number;
}

export type Counter = SeatsCounter | RoomNightCounter | SlotCounter;

/** `quantity` of one counter, taken for a booking (or by a supplier's own booking). */
export interface Take {
  counter: Counter;
  quantity: number;
}

/** A counter's place in the lock order: its ledger, then its natural key's parts. */
export type LockKey = readonly [LedgerName, ...string[]];

export function lockKeyOf(c: Counter): LockKey {
  switch (c.ledger) {
    case 'departure_seats':
      return [c.ledger, c.packageId, c.date];
    case 'inventory_allotments':
      return [c.ledger, c.roomTypeId, c.night];
    case 'inventory_capacity':
      return [c.ledger, c.kind, c.code, c.day, c.slot];
  }
}

/** One string per lock key, for maps. */
export const keyString = (key: LockKey): string => key.join('\u0000');

/** One string per counter, for maps (the same for two counters of one row). */
export const counterKey = (c: Counter): string => keyString(lockKeyOf(c));

const byCodeUnit = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** The lock order: ledger first (LEDGERS), then the key part by part. */
export function compareLockKeys(a: LockKey, b: LockKey): number {
  const byLedger = LEDGERS.indexOf(a[0]) - LEDGERS.indexOf(b[0]);
  if (byLedger !== 0) return byLedger;
  for (let i = 1; i < Math.min(a.length, b.length); i++) {
    const c = byCodeUnit(a[i] as string, b[i] as string);
    if (c !== 0) return c;
  }
  return a.length - b.length;
}

/**
 * The takes in lock order, one per counter: several takes of one counter (two rooms of one type on
 * a night) add up, so a row is locked and checked once for all the booking wants of it.
 */
export function inLockOrder(takes: readonly Take[]): Take[] {
  const merged = new Map<string, Take>();
  for (const t of takes) {
    const k = counterKey(t.counter);
    const seen = merged.get(k);
    merged.set(k, seen ? { ...seen, quantity: seen.quantity + t.quantity } : { ...t });
  }
  return [...merged.values()].sort((a, b) => compareLockKeys(lockKeyOf(a.counter), lockKeyOf(b.counter)));
}

/** The seats of a package's departure; `seats` is the package's own figure. */
export const seatsCounter = (packageId: string, date: string, seats: number): SeatsCounter => ({
  ledger: 'departure_seats',
  packageId,
  date,
  initial: seats,
});

/** A room type's rooms on a night; its default_allotment is the figure a night starts from. */
export const roomNightCounter = (
  room: { id: string; code: string; defaultAllotment: number },
  night: string,
): RoomNightCounter => ({
  ledger: 'inventory_allotments',
  roomTypeId: room.id,
  night,
  code: `${room.code}-${night}`,
  initial: room.defaultAllotment,
});

/** A product's slot on a day; `initial` is what the product puts on sale. */
export const slotCounter = (c: {
  kind: string;
  code: string;
  day: string;
  slot: string;
  initial: number;
}): SlotCounter => ({
  ledger: 'inventory_capacity',
  kind: c.kind,
  code: c.code,
  day: c.day,
  slot: c.slot,
  initial: c.initial,
});
