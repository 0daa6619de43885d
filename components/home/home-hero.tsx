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
          <img
            src={desktop}
            alt=""
            fetchPriority="high"
            decoding="async"
            className="absolute inset-0 -z-20 h-full w-full object-cover"
          />
        </picture>
      ) : null}
      {/* Keeps the tagline readable on any artwork: darker at the top and, on desktop, at the left. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-b from-black/45 via-black/10 to-black/30"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 hidden bg-gradient-to-r from-black/35 via-black/10 to-transparent lg:block"
      />
      <div
        className={`${CONTAINER} flex min-h-[560px] flex-col justify-center py-12 lg:min-h-[620px] lg:py-20`}
      >
        <h1
          id="home-title"
          className="max-w-3xl text-4xl font-extrabold leading-tight tracking-tight text-tagline drop-shadow-md lg:text-[3.5rem] lg:leading-[1.1]"
        >
          {model.tagline ?? t('welcome', { agency: model.agencyName })}
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-white/90 drop-shadow lg:text-xl">
          {t('heroIntro', { agency: model.agencyName })}
        </p>
        {children}
      </div>
    </section>
  );
}
