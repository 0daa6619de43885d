import { getTranslations } from 'next-intl/server';

/** An address that is no tenant's site (reads no request data, so tenant pages stay cacheable). */
export default async function SiteNotFound() {
  const t = await getTranslations('SiteNotFound');
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col justify-center gap-4 p-8">
      <h1 className="text-3xl font-semibold">{t('title')}</h1>
      <p className="text-lg text-gray-600">{t('body')}</p>
    </main>
  );
}
