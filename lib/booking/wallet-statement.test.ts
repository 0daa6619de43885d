import { statementLines } from './wallet-statement';

const at = (iso: string) => new Date(iso);

describe('statementLines', () => {
  it('runs the balance from the credit limit, oldest first, debits and credits apart', () => {
    const lines = statementLines(250_000, [
      {
        id: 'b',
        amountMinor: 50_000,
        kind: 'refund',
        bookingReference: 'IT-1',
        createdAt: at('2026-02-01T10:00:00Z'),
      },
      {
        id: 'a',
        amountMinor: -100_000,
        kind: 'debit',
        bookingReference: 'IT-1',
        createdAt: at('2026-01-01T10:00:00Z'),
      },
      {
        id: 'c',
        amountMinor: -30_000,
        kind: 'debit',
        bookingReference: null,
        createdAt: at('2026-03-01T10:00:00Z'),
      },
    ]);
    expect(lines.map((l) => [l.id, l.debit, l.credit, l.balance])).toEqual([
      ['a', 100_000, 0, 150_000],
      ['b', 0, 50_000, 200_000],
      ['c', 30_000, 0, 170_000],
    ]);
    expect(lines[0]?.date).toBe('2026-01-01T10:00:00.000Z');
  });

  it('orders entries of the same moment by id and has no lines for an empty ledger', () => {
    const t = at('2026-01-01T00:00:00Z');
    const lines = statementLines(0, [
      { id: 'z', amountMinor: -1, kind: 'debit', bookingReference: null, createdAt: t },
      { id: 'y', amountMinor: -2, kind: 'debit', bookingReference: null, createdAt: t },
    ]);
    expect(lines.map((l) => [l.id, l.balance])).toEqual([
      ['y', -2],
      ['z', -3],
    ]);
    expect(statementLines(10, [])).toEqual([]);
  });
});
