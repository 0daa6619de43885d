'use client';

import { useTranslations } from 'next-intl';
import { holdOffer, repriceOffer } from '@/lib/client/booking';
import type { TProductReprice } from '@/lib/contract/products';
import { BookWithTravellers } from './book-with-travellers';

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
        // An offer no longer sold has no price: shown as not available, with the last price seen.
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
