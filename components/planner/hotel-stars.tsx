import { useTranslations } from 'next-intl';
import { StarRating } from '@/components/home/star-rating';

/** A hotel's star rating, read out as '4 stars'. */
export function HotelStars({ stars }: { stars: number }) {
  const t = useTranslations('Planner');
  return <StarRating rating={stars} label={t('stars', { count: stars })} />;
}
