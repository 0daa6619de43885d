'use client';

import { useEffect, useState } from 'react';
import { agentBalance } from '@/lib/client/wallet';
import type { Money } from '@/lib/money';

/**
 * The signed-in caller's agency balance in `currency` (get_payment_prereqs), or null when they have
 * none (a traveller) or it cannot be read: the "agency balance" method is then not offered.
 */
export function useAgencyBalance(currency: string): Money | null {
  const [balance, setBalance] = useState<Money | null>(null);
  useEffect(() => {
    let live = true;
    void agentBalance(currency).then((res) => {
      if (live) setBalance(res.ok ? res.data.balance : null);
    });
    return () => {
      live = false;
    };
  }, [currency]);
  return balance;
}
