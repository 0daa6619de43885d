import { useTranslations } from 'next-intl';
import type { HomeTestimonial } from '@/lib/content/home';
import { CONTAINER, SectionHeading } from './section-heading';
import { TestimonialCards } from './testimonial-cards';

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
        <TestimonialCards
          testimonials={testimonials.map((item) => ({
            ...item,
            ratingLabel: item.rating ? t('rating', { rating: item.rating }) : null,
          }))}
        />
      </div>
    </section>
  );
}
