'use client';

import type { HomeTestimonial } from '@/lib/content/home';
import { StarRating } from './star-rating';

/** A quote with its rating already put into words ('Rated 5 out of 5') by the server. */
export type TestimonialCard = HomeTestimonial & { ratingLabel: string | null };

const initials = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');

/** One or two quotes sit side by side at a readable width; three or more fill three columns. */
const gridFor = (count: number): string =>
  count >= 3
    ? 'grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3 lg:gap-6'
    : count === 2
      ? 'grid max-w-5xl grid-cols-1 gap-4 md:grid-cols-2 lg:gap-6'
      : 'grid max-w-2xl grid-cols-1';

/**
 * The customer quotes. A client leaf on purpose: the server component payload then carries the
 * quotes' data, not their markup a second time (every byte of server-rendered markup is in the page
 * twice).
 */
export function TestimonialCards({ testimonials }: { testimonials: TestimonialCard[] }) {
  return (
    <ul className={gridFor(testimonials.length)}>
      {testimonials.map((item) => (
        <li key={`${item.name}-${item.text.slice(0, 24)}`}>
          <figure className="testimonial-card">
            {item.rating && item.ratingLabel ? (
              <StarRating rating={item.rating} label={item.ratingLabel} />
            ) : null}
            <blockquote className="testimonial-quote">
              <p>“{item.text}”</p>
            </blockquote>
            <figcaption className="flex items-center gap-3">
              {item.image ? (
                // biome-ignore lint/performance/noImgElement: small configured avatar; the optimiser is off.
                <img src={item.image} alt="" loading="lazy" className="h-10 w-10 rounded-full object-cover" />
              ) : (
                <span aria-hidden="true" className="testimonial-initials">
                  {initials(item.name)}
                </span>
              )}
              <span className="flex flex-col">
                <span className="font-semibold text-ink">{item.name}</span>
                {item.designation ? <span className="text-sm text-slate-500">{item.designation}</span> : null}
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
