import { getTranslations } from 'next-intl/server';

/** The spec's 404 page for an unknown path on a known tenant. */
export default async function PageNotFound() {
  const t = await getTranslations('NotFound');
  return (
    <main className="mx-auto max-w-xl p-8 text-center">
      <h1 className="text-2xl font-semibold">{t('title')}</h1>
      <a className="mt-4 inline-block text-brand underline" href="/search/trips">
        {t('home')}
      </a>
    </main>
  );
}
