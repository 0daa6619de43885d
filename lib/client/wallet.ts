import type { StatementLine } from '@/lib/booking/wallet-statement';
import { type Money, toMinorUnits } from '@/lib/money';
import { type Answer, answerOf, dataOf } from './answer';
import { apiUrl, callApi } from './browser-api';

/** The agency balance's browser calls (issue 28 item 6), same-origin through the /api/ mount. */

export interface WalletStatementView {
  currency: string;
  opening: number;
  available: number;
  lines: StatementLine[];
}

function statementOf(b: unknown): WalletStatementView | null {
  const d = dataOf<Record<string, unknown>>(b);
  if (!d || typeof d.currency !== 'string' || typeof d.available !== 'number' || !Array.isArray(d.lines))
    return null;
  return {
    currency: d.currency,
    opening: typeof d.opening === 'number' ? d.opening : 0,
    available: d.available,
    lines: d.lines as StatementLine[],
  };
}

/** The signed-in agent's wallet statement (403 for anyone without an agency balance). */
export const walletStatement = async (): Promise<Answer<WalletStatementView>> =>
  answerOf(await callApi('api/agency/wallet-statement'), statementOf);

/** Where the browser downloads the same statement as CSV (a plain link: the browser saves the file). */
export const walletStatementCsvUrl = (): string => apiUrl('api/agency/wallet-statement.csv');

/** get_payment_prereqs' agent_balance in `currency` as money, or null when the caller has no balance. */
function balanceOf(b: unknown): { balance: Money | null } | null {
  const d = dataOf<Record<string, unknown>>(b);
  if (!d) return null;
  if (d.has_balance !== true || typeof d.agent_balance !== 'number' || typeof d.currency !== 'string')
    return { balance: null };
  try {
    return { balance: { amount: toMinorUnits(d.agent_balance, d.currency), currency: d.currency } };
  } catch {
    return { balance: null };
  }
}

export const agentBalance = async (currency: string): Promise<Answer<{ balance: Money | null }>> =>
  answerOf(await callApi('get_payment_prereqs/', { query: { currency } }), balanceOf);
