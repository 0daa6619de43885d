import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { CONTAINER } from '@/components/home/section-heading';
import { HOME_PATH } from '@/lib/shell/path-rules';

/**
 * The frame every info page shares (about us, updates, contact, legal pages): a brand-coloured
 * title band with a breadcrumb back home, then the page's own content.
 */
export function InfoPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string | null;
  children: ReactNode;
}) {
  const t = useTranslations('Info');
  return (
    <main>
      <header className="relative isolate overflow-hidden bg-brand text-on-brand">
        <div
          aria-hidden="true"
          className="absolute -top-24 -end-16 -z-10 h-72 w-72 rounded-full bg-white/10 lg:h-96 lg:w-96"
        />
        <div
          aria-hidden="true"
          className="absolute -bottom-40 start-1/2 -z-10 h-64 w-64 rounded-full bg-white/5"
        />
        <div className={`${CONTAINER} py-10 lg:py-14`}>
          <nav aria-label={t('breadcrumb')}>
            <ol className="flex flex-wrap items-center gap-2 text-sm opacity-90">
              <li>
                <a href={HOME_PATH} className="underline-offset-4 hover:underline">
                  {t('breadcrumbHome')}
                </a>
              </li>
              <li aria-hidden="true">/</li>
              <li aria-current="page">{title}</li>
            </ol>
          </nav>
          <h1 className="mt-3 text-3xl font-bold tracking-tight lg:text-4xl">{title}</h1>
          {intro ? <p className="mt-3 max-w-2xl text-lg opacity-90">{intro}</p> : null}
        </div>
      </header>
      <div className={`${CONTAINER} py-10 lg:py-14`}>{children}</div>
    </main>
  );
}
