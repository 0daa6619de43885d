'use client';

import useSWR from 'swr';
import { addCartEntry, type CartEntry, cartEntries } from '@/lib/client/cart';

const CART_KEY = 'itinera/cart';

async function loadCart(): Promise<CartEntry[]> {
  const res = await cartEntries();
  if (!res.ok) throw new Error(res.message ?? 'cart');
  return res.data;
}

/**
 * The signed-in traveller's cart (spec §4 Cart): the list is loaded once, and an entry is added to
 * it locally after the server took it — no reload. `add` answers the server's message on refusal.
 */
export function useCart(enabled: boolean) {
  const { data, mutate } = useSWR(enabled ? CART_KEY : null, loadCart, { revalidateOnFocus: false });
  const add = async (pageUrl: string, pageType: string): Promise<string | null> => {
    const res = await addCartEntry(pageUrl, pageType);
    if (!res.ok) return res.message ?? '';
    const entry = res.data;
    await mutate((list = []) => (list.some((e) => e.id === entry.id) ? list : [...list, entry]), {
      revalidate: false,
    });
    return null;
  };
  return { entries: data, add };
}
