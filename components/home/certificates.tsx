import { useTranslations } from 'next-intl';
import { CONTAINER } from './section-heading';

/** The agency's certification logos as a quiet strip of trust marks. */
export function Certificates({ certificates, agencyName }: { certificates: string[]; agencyName: string }) {
  const t = useTranslations('Home');
  if (certificates.length === 0) return null;
  return (
    <section aria-labelledby="home-certificates" className={`${CONTAINER} py-10 lg:py-12`}>
      <h2
        id="home-certificates"
        className="text-center text-sm font-semibold uppercase tracking-widest text-slate-500"
      >
        {t('certificatesTitle')}
      </h2>
      <ul className="mt-6 flex flex-wrap items-center justify-center gap-6 lg:gap-10">
        {certificates.map((src, i) => (
          <li key={src}>
            {/* biome-ignore lint/performance/noImgElement: certification marks of any aspect ratio; the optimiser is off. */}
            <img
              src={src}
              alt={t('certificateAlt', { agency: agencyName, n: i + 1 })}
              loading="lazy"
              decoding="async"
              className="h-14 w-auto lg:h-16"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
