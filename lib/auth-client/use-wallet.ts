'use client';

import useSWR from 'swr';
import { walletCredit } from './actions';

/** The signed-in user's credit limit (wallet), fetched only when `enabled`. */
export function useWallet(enabled: boolean): { amount: number; currency: string } | null {
  const { data } = useSWR(enabled ? 'itinera/wallet' : null, walletCredit, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  return data ?? null;
}

/** '£1,250.00' in the wallet's own currency. */
export function formatWallet(w: { amount: number; currency: string }): string {
  try {
    return new Intl.NumberFormat('en-GB', { style: 'currency', currency: w.currency }).format(w.amount);
  } catch {
    return `${w.currency} ${w.amount.toFixed(2)}`;
  }
}
