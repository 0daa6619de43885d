'use client';

import { useTranslations } from 'next-intl';
import Link from '@/components/i18n/locale-link';
import { useAppLocale } from '@/i18n/use-app-locale';
import { formatDisplayDate } from '@/lib/dates';
import { useCart } from './use-cart';

/** The traveller's cart on My Bookings: the package pages they put aside, each a link back to book it. */
export function CartList() {
  const locale = useAppLocale();
  const t = useTranslations('Booking');
  const { entries } = useCart(true);
  if (!entries || entries.length === 0) return null;
  return (
    <section aria-labelledby="cart" className="flex flex-col gap-3">
      <h2 id="cart" className="text-xl font-semibold text-ink">
        {t('cart')}
      </h2>
      <ul className="flex flex-col gap-2" data-testid="cart-entries">
        {entries.map((e) => (
          <li
            key={e.id}
            className="flex flex-wrap items-baseline justify-between gap-2 rounded-xl border border-slate-200 bg-white p-3"
          >
            <Link
              href={e.page_url}
              className="inline-flex min-h-11 items-center font-semibold text-brand underline"
            >
              {e.title}
            </Link>
            {e.added_at && (
              <span className="text-sm text-slate-700">
                {t('addedOn', { date: formatDisplayDate(e.added_at.slice(0, 10), locale) })}
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
