import { Icon } from '@/components/icons/icon';

/**
 * Five stars, the first `rating` (whole stars) filled amber, the rest grey; read out as text by
 * screen readers. One reference to a ready-made row of the sprite (icons.svg `stars-N`).
 */
export function StarRating({ rating, label }: { rating: number; label: string }) {
  const filled = Math.min(5, Math.max(0, Math.floor(rating) || 0)) as 0 | 1 | 2 | 3 | 4 | 5;
  return (
    <p className="flex" role="img" aria-label={label}>
      <Icon name={`stars-${filled}`} className="h-4 w-22 fill-amber-400 text-slate-300" />
    </p>
  );
}
