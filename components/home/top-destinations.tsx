import { useTranslations } from 'next-intl';
import type { HomeDestination } from '@/lib/content/home';
import { CONTAINER, SectionHeading } from './section-heading';

/** Destination cards; each opens the trips search with that destination filled in. */
export function TopDestinations({ destinations }: { destinations: HomeDestination[] }) {
  const t = useTranslations('Home');
  if (destinations.length === 0) return null;
  return (
    <section aria-labelledby="home-destinations" className={`${CONTAINER} py-12 lg:py-16`}>
      <SectionHeading
        id="home-destinations"
        title={t('topDestinationsTitle')}
        intro={t('topDestinationsIntro')}
      />
      <ul className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-3 lg:gap-6">
        {destinations.map((d) => (
          <li key={d.href}>
            <a href={d.href} className="group destination-card">
              <div className="aspect-[4/5] sm:aspect-[3/2]">
                {d.image ? (
                  // biome-ignore lint/performance/noImgElement: configured artwork of any size; the optimiser is off.
                  <img
                    src={d.image}
                    alt=""
                    loading="lazy"
                    decoding="async"
                    className="destination-card-image"
                  />
                ) : null}
              </div>
              <div className="destination-card-caption">
                <p className="destination-card-name">{d.name}</p>
                {d.description ? <p className="destination-card-note">{d.description}</p> : null}
              </div>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
