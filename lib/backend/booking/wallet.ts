import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/open';
import { users, walletEntries } from '@/lib/db/schema';
import { AppError } from '../http/errors';
import { BOOKING_MESSAGES } from './messages';

/**
 * An agent's balance (spec §3 credit limit / wallet; §9 the agent's default auto-debit method): the
 * credit limit on the user plus the ledger's entries. A debit locks the user's row first, so two
 * debits racing for the same balance run one after the other and the second sees the first.
 */

export interface WalletBalance {
  /** Minor units of `currency` still available. */
  availableMinor: number;
  currency: string;
}

/**
 * Each user's sum of wallet entries on the site (debits negative, refunds positive), in one query;
 * only one user's when `userId` is given.
 */
export async function ledgerSums(
  q: Db | Tx,
  tenantId: string,
  userId?: string,
): Promise<Map<string, number>> {
  const rows = await q
    .select({
      userId: walletEntries.userId,
      sum: sql<string>`coalesce(sum(${walletEntries.amountMinor}), 0)`,
    })
    .from(walletEntries)
    .where(
      userId
        ? and(eq(walletEntries.tenantId, tenantId), eq(walletEntries.userId, userId))
        : eq(walletEntries.tenantId, tenantId),
    )
    .groupBy(walletEntries.userId);
  return new Map(rows.map((r) => [r.userId, Number(r.sum)]));
}

const ledgerSum = async (q: Db | Tx, tenantId: string, userId: string): Promise<number> =>
  (await ledgerSums(q, tenantId, userId)).get(userId) ?? 0;

/** The user's balance, or null when they have no credit limit. */
export async function walletBalance(
  q: Db | Tx,
  tenantId: string,
  user: { id: string; creditMinor: number | null; creditCurrency: string | null },
): Promise<WalletBalance | null> {
  if (user.creditMinor === null || !user.creditCurrency) return null;
  return {
    availableMinor: user.creditMinor + (await ledgerSum(q, tenantId, user.id)),
    currency: user.creditCurrency,
  };
}

/** Takes `amountMinor` of `currency` from the user's balance, or refuses (never below zero). */
export async function debitWallet(
  tx: Tx,
  input: { tenantId: string; userId: string; bookingId: string; amountMinor: number; currency: string },
): Promise<void> {
  const [locked] = await tx
    .select({ id: users.id, creditMinor: users.creditMinor, creditCurrency: users.creditCurrency })
    .from(users)
    .where(and(eq(users.tenantId, input.tenantId), eq(users.id, input.userId)))
    // NO KEY UPDATE: serialises debits of one user, yet does not wait for transactions that only
    // reference the user (a new booking's foreign key takes KEY SHARE), which would deadlock.
    .for('no key update');
  const balance = locked ? await walletBalance(tx, input.tenantId, locked) : null;
  if (!balance) throw new AppError('no_wallet', 402, BOOKING_MESSAGES.noWallet);
  if (balance.currency !== input.currency || balance.availableMinor < input.amountMinor)
    throw new AppError('wallet_too_low', 402, BOOKING_MESSAGES.walletTooLow);
  await tx.insert(walletEntries).values({
    tenantId: input.tenantId,
    userId: input.userId,
    bookingId: input.bookingId,
    amountMinor: -input.amountMinor,
    currency: input.currency,
    kind: 'debit',
  });
}

/** Gives `amountMinor` back to the user's balance (a cancelled booking's refund). */
export async function refundWallet(
  tx: Tx,
  input: { tenantId: string; userId: string; bookingId: string; amountMinor: number; currency: string },
): Promise<void> {
  if (input.amountMinor <= 0) return;
  await tx.insert(walletEntries).values({
    tenantId: input.tenantId,
    userId: input.userId,
    bookingId: input.bookingId,
    amountMinor: input.amountMinor,
    currency: input.currency,
    kind: 'refund',
  });
}
