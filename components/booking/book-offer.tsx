'use client';

import { useTranslations } from 'next-intl';
import { call, dataOf } from '@/lib/client/booking-api';
import type { TProductReprice } from '@/lib/contract/products';
import { BookWithTravellers } from './book-with-travellers';

/** Browser calls for booking a search result (routes/booking-product.ts). */
const repriceOffer = (packageId: string, ref: string, seenTotal?: number) =>
  call<TProductReprice>(
    'api/booking/product/reprice',
    { method: 'POST', body: { package_id: packageId, ref, seen_total: seenTotal } },
    (body) => {
      const d = dataOf<TProductReprice>(body);
      // An offer no longer sold has no price: shown as not available, with the last price seen.
      return d;
    },
  );

const holdOffer = (body: Record<string, unknown>, idempotencyKey: string) =>
  call<{ id: string; reference: string; status: string }>(
    'api/booking/product/hold',
    { method: 'POST', body, headers: { 'idempotency-key': idempotencyKey } },
    dataOf,
  );

/**
 * The Book action of one search result (a flight, an activity, a car…; issue 15): the search's
 * party, the offer's capacity held on Continue, then the payment hand-off like every booking.
 */
export function BookOffer({
  packageId,
  refKey,
  listedPrice,
}: {
  packageId: string;
  refKey: string;
  listedPrice: TProductReprice['price'];
}) {
  const t = useTranslations('Results');
  return (
    <BookWithTravellers
      reprice={async (seen) => {
        const res = await repriceOffer(packageId, refKey, seen);
        if (!res.ok) return res;
        const price = res.data.price ?? listedPrice;
        if (!price) return { ok: false, status: 409, message: t('notAvailable'), body: null };
        return { ok: true, data: { ...res.data, price } };
      }}
      hold={(body, key) => holdOffer({ package_id: packageId, ref: refKey, ...body }, key)}
      heading={t('bookHeading')}
      baseLabel={t('base')}
      holdingLabel={t('holding')}
      notAvailable={t('notAvailable')}
    />
  );
}
