'use client';

import { useTranslations } from 'next-intl';
import { holdVariant, repriceVariant, type VariantSource } from '@/lib/client/booking';
import { BookWithTravellers } from './book-with-travellers';

/**
 * The Book action of a planned variant (the planner's detail page, a lead) or of an accepted
 * quotation (issue 13 item 0): the trip's party, its room-nights held on Continue.
 */
export function BookVariant({ source, disabled = false }: { source: VariantSource; disabled?: boolean }) {
  const t = useTranslations('Booking');
  return (
    <BookWithTravellers
      reprice={(seen) => repriceVariant(source, seen)}
      hold={(body, key) => holdVariant({ ...source, ...body }, key)}
      heading={t('bookTrip')}
      baseLabel={t('trip')}
      holdingLabel={t('holdingRooms')}
      notAvailable={t('tripNotAvailable')}
      disabled={disabled}
    />
  );
}
