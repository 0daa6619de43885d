import 'server-only';
import { and, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/open';
import {
  type Counter,
  compareLockKeys,
  counterKey,
  inLockOrder,
  keyString,
  LEDGERS,
  type LedgerName,
  type LockKey,
  lockKeyOf,
  type Take,
} from './counters';
import { type LedgerTable, ledgerTable } from './tables';

/**
 * The one capacity ledger every kind sells from (counters.ts says what a counter is and the lock
 * order). All of it runs inside the caller's transaction:
 * - take: per counter, in lock order, the row is created from the product's own figure if it is
 *   not there yet, then ONE conditional update (`available >= wanted`), which PostgreSQL re-checks
 *   against the row a concurrent booking just committed, so the last units go to exactly as many
 *   as fit; a booking's take is recorded as a link row, 'held'. A counter short of what is wanted
 *   throws the caller's sold-out error, and the rolled-back transaction leaves nothing taken.
 * - sell: the booking's held link rows become 'sold' (what they took stays taken).
 * - release: the booking's link rows not yet released are flipped to 'released', and only those
 *   flipped add their quantity back, in lock order: given back once, however often it is called.
 */

const keyParts = (c: Counter): string[] => lockKeyOf(c).slice(1) as string[];

/** The counter's row, by its natural key, within the tenant. */
function rowOf(table: LedgerTable<LedgerName>, tenantId: string, c: Counter): SQL | undefined {
  const parts = keyParts(c);
  return and(
    eq(table.counters.tenantId, tenantId),
    ...table.key.map((column, i) => eq(column, parts[i] as string)),
  );
}

/** Creates the counter's row from the product's own figure the first time it is taken. */
async function ensureRow(tx: Tx, tenantId: string, c: Counter): Promise<void> {
  const table = ledgerTable(c.ledger);
  await tx
    .insert(table.counters)
    .values({ tenantId, ...table.seed(c), available: Math.max(0, c.initial) })
    .onConflictDoNothing();
}

/** Adds `quantity` back to the rows `where` selects. */
async function addBack(tx: Tx, table: LedgerTable<LedgerName>, where: SQL | undefined, quantity: number) {
  await tx
    .update(table.counters)
    .set({ available: sql`${table.counters.available} + ${quantity}`, updatedAt: new Date() })
    .where(where);
}

/**
 * Takes every counter's quantity, in lock order. With a booking id each take is linked to the
 * booking as 'held' (sell and release find it there); without one (a supplier's own booking,
 * cancelled with restock) nothing is linked. Throws `soldOut(counter)` for the first counter short
 * of what is wanted; the caller's transaction then rolls every take back.
 */
export async function take(
  tx: Tx,
  input: {
    tenantId: string;
    bookingId: string | null;
    takes: readonly Take[];
    soldOut: (counter: Counter) => Error;
  },
): Promise<void> {
  const { tenantId, bookingId } = input;
  for (const { counter, quantity } of inLockOrder(input.takes)) {
    const table = ledgerTable(counter.ledger);
    await ensureRow(tx, tenantId, counter);
    const [row] = await tx
      .update(table.counters)
      .set({ available: sql`${table.counters.available} - ${quantity}`, updatedAt: new Date() })
      .where(and(rowOf(table, tenantId, counter), gte(table.counters.available, quantity)))
      .returning({ id: table.counters.id });
    if (!row) throw input.soldOut(counter);
    if (bookingId === null) continue;
    await tx
      .insert(table.links)
      .values({ tenantId, bookingId, state: 'held', ...table.linkValues(row.id, quantity) });
  }
}

/** Gives back what a take without a booking took (a supplier's own booking cancelled), in lock order. */
export async function restock(tx: Tx, input: { tenantId: string; takes: readonly Take[] }): Promise<void> {
  for (const { counter, quantity } of inLockOrder(input.takes)) {
    const table = ledgerTable(counter.ledger);
    await ensureRow(tx, input.tenantId, counter);
    await addBack(tx, table, rowOf(table, input.tenantId, counter), quantity);
  }
}

/** The key's columns, to select (k0, k1, …), and a selected row's key parts. */
const keyColumns = (table: LedgerTable<LedgerName>) =>
  Object.fromEntries(table.key.map((column, i) => [`k${i}`, column]));
const keyOfRow = (table: LedgerTable<LedgerName>, row: Record<string, unknown>): string[] =>
  table.key.map((_, i) => String(row[`k${i}`]));

const linksOf = (table: LedgerTable<LedgerName>, tenantId: string, bookingId: string) =>
  and(eq(table.links.tenantId, tenantId), eq(table.links.bookingId, bookingId));

/** Marks the booking's held takes sold, in every ledger (they stay taken). */
export async function sell(tx: Tx, tenantId: string, bookingId: string): Promise<void> {
  for (const ledger of LEDGERS) {
    const table = ledgerTable(ledger);
    await tx
      .update(table.links)
      .set({ state: 'sold', updatedAt: new Date() })
      .where(and(linksOf(table, tenantId, bookingId), eq(table.links.state, 'held')));
  }
}

/**
 * Gives the booking's takes back, once: its link rows not yet released are flipped to 'released',
 * and only the flipped rows add their quantity back, counter by counter in lock order.
 */
export async function release(tx: Tx, tenantId: string, bookingId: string): Promise<void> {
  const back: { key: LockKey; table: LedgerTable<LedgerName>; id: string; quantity: number }[] = [];
  for (const ledger of LEDGERS) {
    const table = ledgerTable(ledger);
    const flipped = await tx
      .update(table.links)
      .set({ state: 'released', updatedAt: new Date() })
      .where(and(linksOf(table, tenantId, bookingId), sql`${table.links.state} <> 'released'`))
      .returning({ id: table.linkCounter, quantity: table.linkQuantity });
    if (flipped.length === 0) continue;
    const quantities = new Map<string, number>();
    for (const f of flipped) quantities.set(f.id, (quantities.get(f.id) ?? 0) + f.quantity);
    // The counters' keys, for the lock order (reading them locks nothing).
    const rows = await tx
      .select({ id: table.counters.id, ...keyColumns(table) })
      .from(table.counters)
      .where(and(eq(table.counters.tenantId, tenantId), inArray(table.counters.id, [...quantities.keys()])));
    for (const r of rows)
      back.push({
        key: [ledger, ...keyOfRow(table, r)],
        table,
        id: r.id,
        quantity: quantities.get(r.id) ?? 0,
      });
  }
  back.sort((a, b) => compareLockKeys(a.key, b.key));
  for (const b of back)
    await addBack(
      tx,
      b.table,
      and(eq(b.table.counters.tenantId, tenantId), eq(b.table.counters.id, b.id)),
      b.quantity,
    );
}

/**
 * What each counter has left, in the order asked: its stored row where one exists (a take created
 * it), else its product's own figure. Reads only; one query per ledger asked about.
 */
export async function left(db: Db, tenantId: string, counters: readonly Counter[]): Promise<number[]> {
  const stored = new Map<string, number>();
  for (const ledger of LEDGERS) {
    const asked = counters.filter((c) => c.ledger === ledger).map(keyParts);
    if (asked.length === 0) continue;
    const table = ledgerTable(ledger);
    const rows = await db
      .select({ available: table.counters.available, ...keyColumns(table) })
      .from(table.counters)
      .where(
        and(
          eq(table.counters.tenantId, tenantId),
          ...table.key.map((col, i) => inArray(col, [...new Set(asked.map((p) => p[i] as string))])),
        ),
      );
    for (const r of rows) stored.set(keyString([ledger, ...keyOfRow(table, r)]), r.available);
  }
  return counters.map((c) => stored.get(counterKey(c)) ?? c.initial);
}
