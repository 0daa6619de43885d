const STAR = 'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z';

/** Five stars, `rating` of them filled; read out as text by screen readers. */
export function StarRating({ rating, label }: { rating: number; label: string }) {
  return (
    <p className="flex gap-0.5" role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((n) => (
        <svg
          key={n}
          viewBox="0 0 20 20"
          aria-hidden="true"
          className={`h-4 w-4 ${n <= rating ? 'fill-amber-400' : 'fill-slate-300'}`}
        >
          <path d={STAR} />
        </svg>
      ))}
    </p>
  );
}
