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
            <a
              href={d.href}
              className="group relative block overflow-hidden rounded-2xl bg-slate-200 shadow-sm ring-1 ring-black/5 transition-shadow hover:shadow-lg focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand"
            >
              <div className="aspect-[4/5] sm:aspect-[3/2]">
                {d.image ? (
                  // biome-ignore lint/performance/noImgElement: configured artwork of any size; the optimiser is off.
                  <img
                    src={d.image}
                    alt=""
                    loading="lazy"
                    decoding="async"
                    className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-105"
                  />
                ) : null}
              </div>
              <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/80 via-black/40 to-transparent px-3 pt-10 pb-3 sm:px-4 sm:pb-4">
                <p className="text-lg font-bold text-white sm:text-xl">{d.name}</p>
                {d.description ? <p className="mt-0.5 text-sm text-white/85">{d.description}</p> : null}
              </div>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
