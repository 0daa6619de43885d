import { useTranslations } from 'next-intl';
import type { HomeDestination } from '@/lib/content/home';
import { DestinationCards } from './destination-cards';
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
      <DestinationCards destinations={destinations} />
    </section>
  );
}
