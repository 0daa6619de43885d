import { getTranslations } from 'next-intl/server';

/** A missing page where there is no site shell (PDF render pages, widget mode). */
export default async function BareNotFound() {
  const t = await getTranslations('NotFound');
  return (
    <main className="mx-auto max-w-xl p-8 text-center">
      <h1 className="text-2xl font-semibold">{t('title')}</h1>
    </main>
  );
}
