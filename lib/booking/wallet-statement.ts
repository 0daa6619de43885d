/**
 * An agent's wallet statement (issue 28 item 6): the ledger's entries oldest first, each with the
 * balance after it, starting from the credit limit. Pure, so the running balance is tested alone.
 */

export interface LedgerEntry {
  id: string;
  /** Signed minor units: a debit is negative, a refund positive. */
  amountMinor: number;
  kind: string;
  bookingReference: string | null;
  createdAt: Date;
}

export interface StatementLine {
  id: string;
  date: string;
  kind: string;
  booking_reference: string | null;
  /** Minor units taken (0 on a credit line). */
  debit: number;
  /** Minor units given back (0 on a debit line). */
  credit: number;
  /** Minor units available after this line. */
  balance: number;
}

/** The lines in time order (ties by id, so the order is stable), with the running balance. */
export function statementLines(openingMinor: number, entries: readonly LedgerEntry[]): StatementLine[] {
  const sorted = [...entries].sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id),
  );
  let balance = openingMinor;
  return sorted.map((e) => {
    balance += e.amountMinor;
    return {
      id: e.id,
      date: e.createdAt.toISOString(),
      kind: e.kind,
      booking_reference: e.bookingReference,
      debit: Math.max(-e.amountMinor, 0),
      credit: Math.max(e.amountMinor, 0),
      balance,
    };
  });
}
