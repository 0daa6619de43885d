import { getTranslations } from 'next-intl/server';
import { Icon } from '@/components/icons/icon';
import { HOME_PATH } from '@/lib/shell/path-rules';

/**
 * The spec's 404 page ('Error 404: Page Not found') for an unknown path on a known tenant, inside the
 * site shell. It reads no request data, so tenant pages stay cacheable. Next.js writes this page
 * into the server-component payload of every page under the site layout, so it stays small: the
 * picture (a folded map with a wandering route, tinted with the brand colour) is in the icon sprite.
 */
export default async function PageNotFound() {
  const t = await getTranslations('NotFound');
  return (
    <main className="mx-auto flex max-w-2xl flex-col items-center px-4 py-16 text-center lg:py-24">
      <Icon name="lost-map" className="h-40 w-60 text-brand" />
      <h1 className="mt-8 text-3xl font-bold tracking-tight text-ink lg:text-4xl">{t('title')}</h1>
      <p className="mt-4 text-lg text-slate-600">{t('body')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <a href={HOME_PATH} className="button-brand">
          {t('home')}
        </a>
        <a href="/contact-us" className="button-brand-outline">
          {t('contact')}
        </a>
      </div>
    </main>
  );
}
