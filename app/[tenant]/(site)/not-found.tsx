import { getTranslations } from 'next-intl/server';

/** A folded map with a wandering route: decorative, tinted with the brand colour. */
function LostMap() {
  return (
    <svg viewBox="0 0 240 160" aria-hidden="true" className="h-40 w-60 text-brand">
      <path d="M20 30l60-16 80 16 60-16v116l-60 16-80-16-60 16z" className="fill-brand/10" />
      <path d="M80 14v116M160 30v116" stroke="currentColor" strokeOpacity=".25" strokeWidth="2" />
      <path
        d="M40 110c20-30 40 10 60-20s10-50 40-40 30 40 60 10"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeDasharray="2 8"
        strokeLinecap="round"
      />
      <path d="M196 40l12 12M208 40l-12 12" stroke="#dc2626" strokeWidth="4" strokeLinecap="round" />
      <circle cx="40" cy="110" r="6" fill="currentColor" />
    </svg>
  );
}

/**
 * The spec's 404 page ('Error 404: Page Not found') for an unknown path on a known tenant, inside the
 * site shell. It reads no request data, so tenant pages stay cacheable.
 */
export default async function PageNotFound() {
  const t = await getTranslations('NotFound');
  return (
    <main className="mx-auto flex max-w-2xl flex-col items-center px-4 py-16 text-center lg:py-24">
      <LostMap />
      <h1 className="mt-8 text-3xl font-bold tracking-tight text-ink lg:text-4xl">{t('title')}</h1>
      <p className="mt-4 text-lg text-slate-600">{t('body')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <a
          href="/search/trips"
          className="inline-flex min-h-11 items-center rounded-xl bg-brand px-5 font-semibold text-on-brand hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          {t('home')}
        </a>
        <a
          href="/contact-us"
          className="inline-flex min-h-11 items-center rounded-xl px-5 font-semibold text-brand ring-1 ring-brand/30 hover:bg-brand/5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          {t('contact')}
        </a>
      </div>
    </main>
  );
}
