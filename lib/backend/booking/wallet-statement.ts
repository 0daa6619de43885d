import 'server-only';
import { and, eq } from 'drizzle-orm';
import { type StatementLine, statementLines } from '@/lib/booking/wallet-statement';
import type { Db } from '@/lib/db/open';
import { bookings, type UserRow, walletEntries } from '@/lib/db/schema';
import { AppError } from '../http/errors';
import { BOOKING_MESSAGES } from './messages';
import { paysFromWallet } from './rules';

export interface WalletStatement {
  currency: string;
  /** The credit limit the statement starts from (minor units). */
  opening: number;
  /** What is available now (minor units): the last line's balance, or the limit. */
  available: number;
  lines: StatementLine[];
}

/**
 * The caller's own wallet statement (issue 28 item 6): agency staff with a credit limit (the same
 * rule that lets them pay from it) get every entry of their ledger with the booking's reference;
 * anyone else is refused (403), so a hidden menu item is also a refused call.
 */
export async function walletStatement(db: Db, tenantId: string, user: UserRow): Promise<WalletStatement> {
  if (!paysFromWallet(user) || user.creditMinor === null || !user.creditCurrency)
    throw new AppError('no_wallet', 403, BOOKING_MESSAGES.noWalletStatement);
  const rows = await db
    .select({
      id: walletEntries.id,
      amountMinor: walletEntries.amountMinor,
      kind: walletEntries.kind,
      bookingReference: bookings.reference,
      createdAt: walletEntries.createdAt,
    })
    .from(walletEntries)
    .leftJoin(bookings, and(eq(bookings.id, walletEntries.bookingId), eq(bookings.tenantId, tenantId)))
    .where(and(eq(walletEntries.tenantId, tenantId), eq(walletEntries.userId, user.id)));
  const lines = statementLines(user.creditMinor, rows);
  return {
    currency: user.creditCurrency,
    opening: user.creditMinor,
    available: lines.at(-1)?.balance ?? user.creditMinor,
    lines,
  };
}
