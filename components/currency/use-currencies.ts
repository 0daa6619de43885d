'use client';

import useSWR from 'swr';
import type { TCurrencyItem } from '@/lib/contract/currency';
import { GET_CURRENCY_PATH } from '@/lib/contract/currency-path';

export async function fetchCurrencies(url: string): Promise<TCurrencyItem[]> {
  // The reader (zod) loads beside the request, not with the page.
  const reader = import('@/lib/contract/currency');
  // Observed here too: if the request fails first, the reader's own failure is not reported twice.
  reader.catch(() => undefined);
  const res = await fetch(url, { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`get_currency answered ${res.status}`);
  const list = (await reader).readCurrencies(await res.json());
  if (!list) throw new Error('get_currency answered no list');
  return list;
}

/**
 * The site's currencies from GET get_currency (same origin, through /api/), shared by every
 * component of the page (one request). `enabled` false asks nothing yet.
 */
export function useCurrencies(enabled = true) {
  return useSWR(enabled ? `/api/${GET_CURRENCY_PATH}` : null, fetchCurrencies, { revalidateOnFocus: false });
}
