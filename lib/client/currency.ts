import type { TCurrencyItem } from '@/lib/contract/currency';
import { GET_CURRENCY_PATH } from '@/lib/contract/currency-path';
import { callApi } from './browser-api';

/** The currency chip's and the prices' browser calls, same-origin through /api/. */

/**
 * GET get_currency (spec §7): the site's currencies, A–Z. A refused or lost call, or an answer
 * without a list, rejects (the caller keeps the reference list).
 */
export async function fetchCurrencies(): Promise<TCurrencyItem[]> {
  // The reader (zod) loads beside the request, not with the page.
  const reader = import('@/lib/contract/currency');
  // Observed here too: if the request fails first, the reader's own failure is not reported twice.
  reader.catch(() => undefined);
  const res = await callApi(GET_CURRENCY_PATH);
  if (!res.ok) throw new Error(`get_currency answered ${res.status}`);
  const list = (await reader).readCurrencies(res.body);
  if (!list) throw new Error('get_currency answered no list');
  return list;
}

/** The answer of GET /api/v1/visitor/location that the chip needs. */
export interface DetectedLocation {
  country: string;
  currency: string;
}

/**
 * Asks the site's own API where the visitor is (the page itself is cached and cannot read request
 * headers). Any failure answers null: the caller then uses the agency's country and currency.
 */
export async function detectLocation(): Promise<DetectedLocation | null> {
  const res = await callApi('v1/visitor/location');
  if (!res.ok) return null;
  const body = res.body as { status?: boolean; data?: { country?: unknown; currency?: unknown } } | null;
  const { country, currency } = body?.data ?? {};
  if (body?.status !== true || typeof country !== 'string' || typeof currency !== 'string') return null;
  return { country, currency };
}
