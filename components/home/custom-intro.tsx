import { useTranslations } from 'next-intl';
import { RichText } from '@/components/common/rich-text';
import type { HomeModel } from '@/lib/content/home';
import { CONTAINER, SectionHeading } from './section-heading';

/** The custom UI's introduction (spec §6, agency 72): the agency's own about-us text on its home. */
export function CustomIntro({ intro, agencyName }: { intro: HomeModel['customIntro']; agencyName: string }) {
  const t = useTranslations('Home.customIntro');
  if (!intro) return null;
  return (
    <section
      aria-labelledby="custom-intro"
      data-testid="custom-intro"
      className={`${CONTAINER} py-12 lg:py-16`}
    >
      <SectionHeading id="custom-intro" title={t('title', { agency: agencyName })} />
      <RichText html={intro.html} />
      <a href={intro.aboutHref} className="mt-6 button-brand">
        {t('readMore')}
      </a>
    </section>
  );
}
