import { getTranslations } from 'next-intl/server';
import { DEFAULT_LOCALE } from '@/i18n/locales';

/**
 * An address that is no tenant's site, or a language the site does not offer (reads no request
 * data, so tenant pages stay cacheable). A document of its own: the site's document, which would
 * carry the language, is what does not exist (app/layout.tsx only passes through).
 */
export default async function SiteNotFound() {
  const t = await getTranslations({ locale: DEFAULT_LOCALE, namespace: 'SiteNotFound' });
  return (
    <html lang={DEFAULT_LOCALE}>
      <body className="min-h-screen bg-white font-sans text-ink antialiased">
        <main className="site-missing">
          <h1 className="text-3xl font-semibold">{t('title')}</h1>
          <p className="text-lg text-gray-600">{t('body')}</p>
        </main>
      </body>
    </html>
  );
}
