'use client';

import useSWR from 'swr';
import type { Locale } from '@/i18n/locales';
// Not the @/lib/money barrel: it would bring the exchange rates onto every page's first load.
import { formatMoney } from '@/lib/money/format';
import { toMinorUnits } from '@/lib/money/units';

/** The credit call and its reader (zod) load only for a signed-in agent, not with every page. */
const walletCredit = () => import('./actions').then((m) => m.walletCredit());

/** The signed-in user's credit limit (wallet), fetched only when `enabled`. */
export function useWallet(enabled: boolean): { amount: number; currency: string } | null {
  const { data } = useSWR(enabled ? 'itinera/wallet' : null, walletCredit, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  return data ?? null;
}

/**
 * '£1,250.00' in the wallet's own currency (the answer is in major units, spec §3 details.amount),
 * in the page's locale.
 */
export function formatWallet(w: { amount: number; currency: string }, locale: Locale): string {
  try {
    return formatMoney({ amount: toMinorUnits(w.amount, w.currency), currency: w.currency }, { locale });
  } catch {
    return `${w.currency} ${w.amount}`;
  }
}
