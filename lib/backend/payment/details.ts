import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/open';
import { payments, type Tenant, type UserRow, users, walletEntries } from '@/lib/db/schema';
import { isUuid } from '@/lib/db/uuid';
import { convertMinor, toMajorUnits } from '@/lib/money';
import type { GatewayForm } from '@/lib/payment/gateway';
import { seesAllBookings } from '../booking/access';
import { bookingDetails } from '../booking/queries';
import { walletBalance } from '../booking/wallet';
import { tenantExchangeRates } from '../currency/tenant-rates';
import { AppError } from '../http/errors';
import { gatewayById } from './gateways';
import { PAYMENT_MESSAGES } from './messages';

/** The payment method of an agent's balance (spec §9 the agent's default auto-debit method). */
export const AGENT_BALANCE_METHOD = 'agent_balance';

export interface TPaymentLine {
  id: string;
  /** The gateway's method (`test-card`, …) or `agent_balance`. */
  method: string;
  /** The method as the gateway names it ('Card', …); 'Agent balance' for the balance. */
  method_name: string;
  /** Major units of `currency`; a refund to the balance is negative. */
  amount: number;
  currency: string;
  /** created, captured, failed (gateway); captured, refunded (balance). */
  status: string;
  created_at: string;
  updated_at: string;
}

/**
 * get_payment_details/: what was paid towards one booking the caller may see (else 404), oldest
 * first — card payments through the gateway and debits/refunds of an agent's balance.
 */
export async function paymentDetails(
  db: Db,
  tenant: Tenant,
  user: UserRow,
  bookingId: string,
): Promise<TPaymentLine[]> {
  await bookingDetails(db, tenant, user, bookingId);
  const [cards, wallet] = await Promise.all([
    db
      .select()
      .from(payments)
      .where(and(eq(payments.tenantId, tenant.id), eq(payments.bookingId, bookingId)))
      .orderBy(asc(payments.createdAt)),
    db
      .select()
      .from(walletEntries)
      .where(and(eq(walletEntries.tenantId, tenant.id), eq(walletEntries.bookingId, bookingId)))
      .orderBy(asc(walletEntries.createdAt)),
  ]);
  const nameOf = (gatewayId: string, method: string) =>
    gatewayById(db, gatewayId)?.methods.find((m) => m.id === method)?.name ?? method;
  const lines: TPaymentLine[] = [
    ...cards.map((p) => ({
      id: p.id,
      method: p.method ?? p.gateway,
      method_name: nameOf(p.gateway, p.method ?? p.gateway),
      amount: toMajorUnits(p.amountMinor, p.currency),
      currency: p.currency,
      status: p.status,
      created_at: p.createdAt.toISOString(),
      updated_at: p.updatedAt.toISOString(),
    })),
    ...wallet.map((w) => ({
      id: w.id,
      method: AGENT_BALANCE_METHOD,
      method_name: 'Agent balance',
      // A debit is money paid towards the booking; a refund gives it back.
      amount: toMajorUnits(-w.amountMinor, w.currency),
      currency: w.currency,
      status: w.kind === 'refund' ? 'refunded' : 'captured',
      created_at: w.createdAt.toISOString(),
      updated_at: w.createdAt.toISOString(),
    })),
  ];
  return lines.sort((a, b) => a.created_at.localeCompare(b.created_at));
}

/**
 * get_payment_details/?payment_id=: where the browser goes for a 'stored' method group payment
 * (spec §4 (b)) — the redirect URL, or the encrypted request to submit. Only the payer's own open
 * payment answers; anything else is 404, so the details never reach another visitor.
 */
export async function storedHandOff(
  db: Db,
  tenantId: string,
  userId: string,
  paymentId: string,
): Promise<{ redirect_url: string | null; encrypted_request: GatewayForm | null }> {
  const [p] = await db
    .select({ status: payments.status, handOff: payments.handOff })
    .from(payments)
    .where(and(eq(payments.tenantId, tenantId), eq(payments.id, paymentId), eq(payments.userId, userId)));
  const h = p?.status === 'created' ? p.handOff : null;
  if (h?.group !== 'stored') throw new AppError('payment_not_found', 404, PAYMENT_MESSAGES.notFound);
  return { redirect_url: h.redirectUrl, encrypted_request: h.encryptedRequest };
}

/**
 * get_payment_prereqs/: the agent's balance left, in `currency` (converted at the agency's rates).
 * Anyone without a balance (a traveller, an agent without a credit limit) gets 0 and `has_balance:
 * false`, so the payment page simply offers no balance payment. Another agent's balance is for the
 * agency's own staff only (403), and only of an agent of the same agency (404).
 */
export async function agentBalance(
  db: Db,
  tenant: Tenant,
  caller: UserRow,
  input: { currency: string; agentId?: string | undefined },
): Promise<{ agent_balance: number; currency: string; has_balance: boolean }> {
  let agent = caller;
  if (input.agentId && input.agentId !== caller.id) {
    if (!seesAllBookings(caller)) throw new AppError('forbidden', 403, PAYMENT_MESSAGES.notYourBalance);
    const [row] = isUuid(input.agentId)
      ? await db
          .select()
          .from(users)
          .where(and(eq(users.tenantId, tenant.id), eq(users.id, input.agentId)))
      : [];
    if (!row) throw new AppError('not_found', 404, PAYMENT_MESSAGES.agentNotFound);
    agent = row;
  }
  const balance = await walletBalance(db, tenant.id, agent);
  if (!balance) return { agent_balance: 0, currency: input.currency, has_balance: false };
  const minor =
    balance.currency === input.currency
      ? balance.availableMinor
      : convertMinor(
          balance.availableMinor,
          balance.currency,
          input.currency,
          await tenantExchangeRates(db, tenant.id),
        );
  return { agent_balance: toMajorUnits(minor, input.currency), currency: input.currency, has_balance: true };
}
