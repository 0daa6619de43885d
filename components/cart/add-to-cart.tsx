'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useAuth } from '@/components/auth/auth-context';
import Link from '@/components/i18n/locale-link';
import { type CartPageType, readCartPage } from '@/lib/cart/page';
import { SHELL_ROUTES } from '@/lib/shell/routes';
import { useCart } from './use-cart';

/**
 * Add to cart on a package page, for a signed-in traveller: the page goes into their cart (spec
 * §7 cart/order) and the button becomes a link to it. Signed out, nothing shows (Book asks to log in).
 */
export function AddToCart({ pageType }: { pageType: CartPageType }) {
  const t = useTranslations('Booking');
  const loggedIn = useAuth()?.state?.loggedIn === true;
  const { entries, add } = useCart(loggedIn);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  if (!loggedIn || !entries) return null;
  const here = readCartPage(`${window.location.pathname}${window.location.search}`, pageType);
  if (!here) return null;
  if (entries.some((e) => e.page_url === here.url))
    return (
      <Link
        href={`${SHELL_ROUTES.bookings}#cart`}
        className="inline-flex min-h-11 items-center text-brand underline"
      >
        {t('inCart')}
      </Link>
    );
  return (
    <div className="flex flex-col gap-1">
      <button
        type="button"
        disabled={busy}
        className="min-h-11 w-full rounded-lg border border-brand px-5 font-semibold text-brand disabled:opacity-60"
        onClick={async () => {
          setBusy(true);
          const refused = await add(here.url, pageType);
          setBusy(false);
          setMessage(refused === null ? null : refused || t('error'));
        }}
      >
        {t('addToCart')}
      </button>
      {message && (
        <p role="alert" className="text-sm text-red-800">
          {message}
        </p>
      )}
    </div>
  );
}
