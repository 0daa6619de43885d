/** @jest-environment node */
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { makePackage } from '@/lib/backend/booking/test-helpers';
import { demoTenants } from '@/lib/backend/quotations/test-helpers';
import {
  bookingCapacity,
  bookingInventory,
  bookingRoomNights,
  bookings,
  inventoryHotels,
  inventoryRoomTypes,
  type Tenant,
} from '@/lib/db/schema';
import { type TestDatabase, testDrivers } from '@/tests/support/test-db';
import { type Counter, lockKeyOf, roomNightCounter, seatsCounter, slotCounter, type Take } from './counters';
import { left, release, restock, sell, take } from './ledger';
import { ledgerTable } from './tables';

jest.setTimeout(120_000);

/** The test's sold-out answer, to tell it from any other failure (a deadlock above all). */
class SoldOut extends Error {
  constructor(readonly counter: Counter) {
    super(`sold out: ${counter.ledger}`);
  }
}

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const DAY = inDays(200);
const NEXT = inDays(201);
/** Every counter starts with this many on sale. */
const STOCK = 4;

describe.each(testDrivers())('the capacity ledger on $name', ({ name, open }) => {
  let tdb: TestDatabase;
  let demo: Tenant;
  let counters: { seats: Counter; night1: Counter; night2: Counter; flight: Counter; activity: Counter };

  /** A bare held booking row for the ledger's link rows to point at. */
  const newBooking = async (): Promise<string> => {
    const [row] = await tdb.db
      .insert(bookings)
      .values({
        tenantId: demo.id,
        reference: `BK-${randomBytes(5).toString('hex').toUpperCase()}`,
        status: 'held',
        packageSlug: 'ledger-race',
        packageTitle: 'Ledger race',
        departureDate: DAY,
        adults: 1,
        currency: 'GBP',
        baseMinor: 0,
        markupMinor: 0,
        taxMinor: 0,
        discountMinor: 0,
        totalMinor: 0,
      })
      .returning({ id: bookings.id });
    if (!row) throw new Error('no booking');
    return row.id;
  };

  const all = () => Object.values(counters);
  const stock = async () => left(tdb.db, demo.id, all());
  /** The link rows of these bookings, in every ledger. */
  const linked = async (ids: readonly string[]) => {
    const rows = [];
    for (const table of [bookingInventory, bookingRoomNights, bookingCapacity])
      rows.push(
        ...(await tdb.db
          .select({ booking: table.bookingId, state: table.state })
          .from(table)
          .where(eq(table.tenantId, demo.id))),
      );
    return rows.filter((r) => ids.includes(r.booking));
  };

  beforeAll(async () => {
    tdb = await open();
    ({ demo } = await demoTenants(tdb.db));
    const pkg = await makePackage(tdb.db, demo, DAY, STOCK);
    const [hotel] = await tdb.db
      .insert(inventoryHotels)
      .values({
        tenantId: demo.id,
        code: 'H-ledger',
        name: 'Ledger Hotel',
        city: 'Rome',
        countryCode: 'IT',
        lat: 41.9,
        lon: 12.5,
      })
      .returning();
    const [room] = await tdb.db
      .insert(inventoryRoomTypes)
      .values({
        tenantId: demo.id,
        code: 'H-ledger-DBL',
        hotelId: hotel?.id as string,
        name: 'Double',
        board: 'BB',
        baseOccupancy: 2,
        maxAdults: 2,
        maxChildren: 1,
        maxOccupancy: 3,
        defaultAllotment: STOCK,
      })
      .returning();
    if (!room) throw new Error('no room type');
    counters = {
      seats: seatsCounter(pkg.id, DAY, STOCK),
      night1: roomNightCounter(room, DAY),
      night2: roomNightCounter(room, NEXT),
      flight: slotCounter({
        kind: 'flight',
        code: 'LEDGER-1',
        day: DAY,
        slot: '08:10|classic',
        initial: STOCK,
      }),
      activity: slotCounter({ kind: 'activity', code: 'LEDGER-A', day: DAY, slot: '10:00', initial: STOCK }),
    };
  });
  afterAll(async () => {
    await tdb?.dispose();
  });

  /**
   * Two mixes over overlapping counters of every ledger, listed in opposite orders: one as a
   * package with a hotel stay and a flight would take them, the other the other way round with an
   * activity. Taken in the order listed, each would hold what the other waits for.
   */
  const mixA = (): Take[] =>
    [counters.seats, counters.night1, counters.night2, counters.flight].map((counter) => ({
      counter,
      quantity: 1,
    }));
  const mixB = (): Take[] =>
    [counters.activity, counters.flight, counters.night2, counters.night1, counters.seats].map((counter) => ({
      counter,
      quantity: 1,
    }));

  const book = (bookingId: string, takes: Take[]) =>
    tdb.db.transaction((tx) =>
      take(tx, { tenantId: demo.id, bookingId, takes, soldOut: (counter) => new SoldOut(counter) }),
    );

  /** What each counter (in the order of all()) has on sale once these mixes' bookings hold theirs. */
  const onSaleAfter = (mixes: readonly Take[][]) =>
    all().map((c) => STOCK - mixes.filter((m) => m.some((t) => t.counter === c)).length);

  it('takes overlapping counters of every kind in opposite mixes at once: no deadlock, never oversold, released exactly', async () => {
    const ids = await Promise.all(Array.from({ length: 16 }, () => newBooking()));
    const mixes = ids.map((_, i) => (i % 2 === 0 ? mixA() : mixB()));
    const results = await Promise.allSettled(ids.map((id, i) => book(id, mixes[i] ?? [])));

    // Every failure is a sold-out answer: no deadlock (40P01), no other error.
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(SoldOut);
    const won = ids.filter((_, i) => results[i]?.status === 'fulfilled');
    // Every booking takes a seat and both nights: exactly STOCK of them win, never more.
    expect(won).toHaveLength(STOCK);
    const wonMixes = mixes.filter((_, i) => results[i]?.status === 'fulfilled');
    expect(await stock()).toEqual(onSaleAfter(wonMixes));
    // The losers left nothing taken: only the winners' takes are linked, all held.
    const links = await linked(ids);
    expect(links.every((l) => won.includes(l.booking) && l.state === 'held')).toBe(true);
    expect(links).toHaveLength(wonMixes.reduce((n, m) => n + m.length, 0));

    // Sold, then given back at once in both mixes' bookings: everything back on sale, exactly.
    await Promise.all(won.map((id) => tdb.db.transaction((tx) => sell(tx, demo.id, id))));
    expect((await linked(won)).every((l) => l.state === 'sold')).toBe(true);
    await Promise.all(won.map((id) => tdb.db.transaction((tx) => release(tx, demo.id, id))));
    expect(await stock()).toEqual(onSaleAfter([]));
    // A second release gives nothing back twice.
    await Promise.all(won.map((id) => tdb.db.transaction((tx) => release(tx, demo.id, id))));
    expect(await stock()).toEqual(onSaleAfter([]));
    expect((await linked(won)).every((l) => l.state === 'released')).toBe(true);
  });

  it('gives one mix back while new bookings take the other at once: no deadlock, never oversold', async () => {
    const first = await Promise.all(Array.from({ length: STOCK }, () => newBooking()));
    const firstMixes = first.map((_, i) => (i % 2 === 0 ? mixB() : mixA()));
    for (const [i, id] of first.entries()) await book(id, firstMixes[i] ?? []);
    expect(await stock()).toEqual(onSaleAfter(firstMixes));

    const next = await Promise.all(Array.from({ length: 8 }, () => newBooking()));
    const mixes = next.map((_, i) => (i % 2 === 0 ? mixA() : mixB()));
    const results = await Promise.allSettled([
      ...first.map((id) => tdb.db.transaction((tx) => release(tx, demo.id, id))),
      ...next.map((id, i) => book(id, mixes[i] ?? [])),
    ]);
    const [released, taken] = [results.slice(0, first.length), results.slice(first.length)];
    for (const r of released) expect(r.status).toBe('fulfilled');
    for (const r of taken) if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(SoldOut);
    // Whichever ran first, what is on sale is the stock less what the new winners hold.
    const wonMixes = mixes.filter((_, i) => taken[i]?.status === 'fulfilled');
    expect(wonMixes.length).toBeLessThanOrEqual(STOCK);
    expect(await stock()).toEqual(onSaleAfter(wonMixes));

    const won = next.filter((_, i) => taken[i]?.status === 'fulfilled');
    for (const id of won) await tdb.db.transaction((tx) => release(tx, demo.id, id));
    expect(await stock()).toEqual(onSaleAfter([]));
  });

  it('lets a supplier take without a booking and give back with restock, all or nothing', async () => {
    const stay = [counters.night2, counters.night1].map((counter) => ({ counter, quantity: 1 }));
    const results = await Promise.allSettled(
      Array.from({ length: STOCK + 2 }, () =>
        tdb.db.transaction((tx) =>
          take(tx, { tenantId: demo.id, bookingId: null, takes: stay, soldOut: (c) => new SoldOut(c) }),
        ),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(STOCK);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(SoldOut);
    expect(await stock()).toEqual([STOCK, 0, 0, STOCK, STOCK]);
    await tdb.db.transaction((tx) => restock(tx, { tenantId: demo.id, takes: stay }));
    expect(await stock()).toEqual([STOCK, 1, 1, STOCK, STOCK]);
  });

  /**
   * The order itself, step by step (PostgreSQL: PGlite has one connection): night2's row is held by
   * another transaction, so a take or a release waits there, holding what comes before it in the
   * lock order (seats, night1) and nothing of what comes after (the flight, the activity).
   */
  (name === 'postgres' ? it : it.skip)(
    'takes and gives back in the one lock order, up to the counter it waits on',
    async () => {
      /** Locks the counter's row in `tx` (FOR UPDATE; NOWAIT fails at once when another holds it). */
      const lockRow = (
        tx: Parameters<Parameters<typeof tdb.db.transaction>[0]>[0],
        c: Counter,
        noWait: boolean,
      ) => {
        const table = ledgerTable(c.ledger);
        const parts = lockKeyOf(c).slice(1);
        const where = and(
          eq(table.counters.tenantId, demo.id),
          ...table.key.map((col, i) => eq(col, parts[i] as string)),
        );
        const row = tx.select({ id: table.counters.id }).from(table.counters).where(where);
        return noWait ? row.for('update', { noWait: true }) : row.for('update');
      };
      const isLocked = (c: Counter) =>
        tdb.db
          .transaction(async (tx) => {
            await lockRow(tx, c, true);
          })
          .then(
            () => false,
            () => true,
          );
      const waiting = async () => {
        for (let i = 0; i < 200; i++) {
          const { rows } = (await tdb.db.execute(
            sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
          )) as unknown as { rows: { n: number }[] };
          if (rows[0]?.n === 1) return;
          await new Promise((r) => setTimeout(r, 25));
        }
        throw new Error('nothing waited on the held row');
      };
      /** Runs `work` while another transaction holds night2's row; answers which counters `work` held meanwhile. */
      const heldWhileBlocked = async (work: () => Promise<unknown>) => {
        let open = () => {};
        const gate = new Promise<void>((r) => {
          open = r;
        });
        let holding = () => {};
        const held = new Promise<void>((r) => {
          holding = r;
        });
        const blocker = tdb.db.transaction(async (tx) => {
          await lockRow(tx, counters.night2, false);
          holding();
          await gate;
        });
        await held;
        const running = work();
        const locked = { seats: false, night1: false, flight: false, activity: false };
        try {
          await waiting();
          for (const k of Object.keys(locked) as (keyof typeof locked)[])
            locked[k] = await isLocked(counters[k]);
        } finally {
          open();
          await Promise.all([blocker, running]);
        }
        return locked;
      };

      // Every counter's row exists (a booking took and gave back), so there is a row to hold.
      const warm = await newBooking();
      await book(warm, mixB());
      await tdb.db.transaction((tx) => release(tx, demo.id, warm));
      const before = await stock();

      const id = await newBooking();
      // Listed activity first, seats last: the ledger still starts with the seats.
      expect(await heldWhileBlocked(() => book(id, mixB()))).toEqual({
        seats: true,
        night1: true,
        flight: false,
        activity: false,
      });
      expect(await heldWhileBlocked(() => tdb.db.transaction((tx) => release(tx, demo.id, id)))).toEqual({
        seats: true,
        night1: true,
        flight: false,
        activity: false,
      });
      expect(await stock()).toEqual(before);
    },
  );
});
