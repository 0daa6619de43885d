import { type Answer, answerOf } from './answer';
import { callApi } from './browser-api';

/** The cart's browser calls (cart/check_orders, cart/order), same-origin through the /api/ mount. */

/** One cart entry (cart/check_orders, cart/order). */
export interface CartEntry {
  id: string;
  page_url: string;
  page_type: string;
  title: string;
  added_at: string;
}

/** Cart entries read field by field; one without an id or a site path is dropped. */
function cartEntry(raw: unknown): CartEntry | null {
  const r = (raw ?? {}) as Record<string, unknown>;
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  const url = str(r.page_url);
  if (!str(r.id) || !url.startsWith('/') || url.startsWith('//')) return null;
  return {
    id: str(r.id),
    page_url: url,
    page_type: str(r.page_type),
    title: str(r.title) || url,
    added_at: str(r.added_at),
  };
}

export const cartEntries = async (): Promise<Answer<CartEntry[]>> =>
  answerOf(await callApi('cart/check_orders/'), (b) => {
    const d = (b as { data?: unknown } | null)?.data;
    return Array.isArray(d) ? d.flatMap((e) => cartEntry(e) ?? []) : null;
  });

export const addCartEntry = async (pageUrl: string, pageType: string): Promise<Answer<CartEntry>> =>
  answerOf(
    await callApi('cart/order/', { method: 'POST', body: { page_url: pageUrl, page_type: pageType } }),
    (b) => cartEntry((b as { data?: unknown } | null)?.data),
  );
