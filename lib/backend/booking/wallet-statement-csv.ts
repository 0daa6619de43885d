import 'server-only';
import { stringify } from 'csv-stringify/sync';
import { createTranslator } from 'next-intl';
import { minorUnits, toMajorUnits } from '@/lib/money';
import messages from '@/messages/en-GB/Booking.json';
import type { WalletStatement } from './wallet-statement';

/**
 * The wallet statement as CSV (issue 28 item 6), for the agency's bookkeeping: one row per ledger
 * line with amounts in major units of the wallet's currency, fixed to its decimals, so a
 * spreadsheet sums them exactly. csv-stringify quotes and escapes; `escape_formulas` keeps a cell
 * from being read as a spreadsheet formula.
 */

// The statement page's own words for a line's kind (messages/en-GB/Booking.json walletKind).
const t = createTranslator({ locale: 'en-GB', messages: { Booking: messages }, namespace: 'Booking' });

const HEADER = ['date', 'description', 'booking_reference', 'debit', 'credit', 'balance', 'currency'];

export function walletStatementCsv(statement: WalletStatement): string {
  const major = (minor: number) =>
    toMajorUnits(minor, statement.currency).toFixed(minorUnits(statement.currency));
  const rows = statement.lines.map((l) => [
    l.date.slice(0, 10),
    t('walletKind', { kind: l.kind }),
    l.booking_reference ?? '',
    l.debit > 0 ? major(l.debit) : '',
    l.credit > 0 ? major(l.credit) : '',
    major(l.balance),
    statement.currency,
  ]);
  return stringify([HEADER, ...rows], { escape_formulas: true, record_delimiter: 'windows' });
}

/** The download's file name: the day it was made, so successive statements do not overwrite each other. */
export const walletStatementFileName = (now: Date): string =>
  `wallet-statement-${now.toISOString().slice(0, 10)}.csv`;
