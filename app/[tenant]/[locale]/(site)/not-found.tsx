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
    <main className="not-found-page">
      <Icon name="lost-map" className="h-40 w-60 text-brand" />
      <h1 className="not-found-title">{t('title')}</h1>
      <p className="not-found-body">{t('body')}</p>
      <div className="not-found-actions">
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
