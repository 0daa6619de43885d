import { useTranslations } from 'next-intl';
import type { HomeTestimonial } from '@/lib/content/home';
import { CONTAINER, SectionHeading } from './section-heading';
import { StarRating } from './star-rating';

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

/** Customer quotes, over the site's secondary background when it has one. */
export function Testimonials({
  testimonials,
  background,
}: {
  testimonials: HomeTestimonial[];
  background: string | null;
}) {
  const t = useTranslations('Home');
  if (testimonials.length === 0) return null;
  return (
    <section
      aria-labelledby="home-testimonials"
      className="bg-slate-50 bg-cover bg-center py-12 lg:py-16"
      style={background ? { backgroundImage: `url("${background}")` } : undefined}
    >
      <div className={CONTAINER}>
        <SectionHeading id="home-testimonials" title={t('testimonialsTitle')} />
        <ul className={gridFor(testimonials.length)}>
          {testimonials.map((item) => (
            <li key={`${item.name}-${item.text.slice(0, 24)}`}>
              <figure className="testimonial-card">
                {item.rating ? (
                  <StarRating rating={item.rating} label={t('rating', { rating: item.rating })} />
                ) : null}
                <blockquote className="testimonial-quote">
                  <p>“{item.text}”</p>
                </blockquote>
                <figcaption className="flex items-center gap-3">
                  {item.image ? (
                    // biome-ignore lint/performance/noImgElement: small configured avatar; the optimiser is off.
                    <img
                      src={item.image}
                      alt=""
                      loading="lazy"
                      className="h-10 w-10 rounded-full object-cover"
                    />
                  ) : (
                    <span aria-hidden="true" className="testimonial-initials">
                      {initials(item.name)}
                    </span>
                  )}
                  <span className="flex flex-col">
                    <span className="font-semibold text-ink">{item.name}</span>
                    {item.designation ? (
                      <span className="text-sm text-slate-500">{item.designation}</span>
                    ) : null}
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
