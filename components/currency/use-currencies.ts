'use client';

import useSWR from 'swr';
import { fetchCurrencies } from '@/lib/client/currency';

/**
 * The site's currencies from GET get_currency (same origin, through /api/), shared by every
 * component of the page (one request). `enabled` false asks nothing yet.
 */
export function useCurrencies(enabled = true) {
  return useSWR(enabled ? 'itinera/currencies' : null, fetchCurrencies, { revalidateOnFocus: false });
}
