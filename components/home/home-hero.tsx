import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { HomeModel } from '@/lib/content/home';
import { CONTAINER } from './section-heading';

/** Screens below 1024 px are mobile (spec §9) and get the mobile background. */
const MOBILE_MEDIA = '(max-width: 1023.98px)';

/**
 * The top of the home page: the configured background (a separate portrait image on mobile), the
 * tagline in its configured colour as the page heading, and the search slot.
 */
export function HomeHero({
  model,
  children,
}: {
  model: Pick<HomeModel, 'agencyName' | 'tagline' | 'background'>;
  children?: ReactNode;
}) {
  const t = useTranslations('Home');
  const { desktop, mobile } = model.background;
  return (
    <section aria-labelledby="home-title" className="relative isolate z-10 bg-brand">
      {desktop ? (
        <picture>
          {mobile && mobile !== desktop ? <source media={MOBILE_MEDIA} srcSet={mobile} /> : null}
          <img src={desktop} alt="" fetchPriority="high" decoding="async" className="hero-image" />
        </picture>
      ) : null}
      {/* Keeps the tagline readable on any artwork: darker at the top and, on desktop, at the left. */}
      <div aria-hidden="true" className="hero-shade" />
      <div aria-hidden="true" className="hero-shade-side" />
      <div className={`${CONTAINER} hero-body`}>
        <h1 id="home-title" className="hero-title text-tagline">
          {model.tagline ?? t('welcome', { agency: model.agencyName })}
        </h1>
        <p className="hero-intro">{t('heroIntro', { agency: model.agencyName })}</p>
        {children}
      </div>
    </section>
  );
}
