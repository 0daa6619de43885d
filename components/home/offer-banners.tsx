import { useTranslations } from 'next-intl';
import { CONTAINER, SectionHeading } from './section-heading';

/**
 * The configured banner images. One banner sits centred at a readable size; several form two
 * columns on desktop and a stack on mobile (a sideways scroller would hide all but the first).
 */
export function OfferBanners({ banners, agencyName }: { banners: string[]; agencyName: string }) {
  const t = useTranslations('Home');
  if (banners.length === 0) return null;
  const single = banners.length === 1;
  return (
    <section aria-labelledby="home-offers" className={`${CONTAINER} py-12 lg:py-16`}>
      <SectionHeading id="home-offers" title={t('offersTitle')} />
      <ul className={single ? 'mx-auto max-w-4xl' : 'grid grid-cols-1 gap-4 lg:grid-cols-2 lg:gap-6'}>
        {banners.map((src, i) => (
          <li key={src}>
            {/* biome-ignore lint/performance/noImgElement: banners keep their own aspect ratio; the optimiser is off. */}
            <img
              src={src}
              alt={t('bannerAlt', { agency: agencyName, n: i + 1, count: banners.length })}
              loading="lazy"
              decoding="async"
              className="h-auto w-full rounded-2xl shadow-md ring-1 ring-black/5"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
