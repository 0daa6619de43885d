import { notFound, redirect } from 'next/navigation';
import { routeLocale } from '@/i18n/route-locale';
import { localizePath } from '@/i18n/routing';
import { requireSite } from '@/lib/client/require-site';
import { HOME_PATH } from '@/lib/shell/path-rules';

/**
 * Any unknown path shows the spec's 404 page, except a path that carries the modal history marker
 * (`modalOpened`, pushed when a blocking modal opens): that goes back to the page behind the modal.
 */
export default async function UnknownPath({
  params,
}: {
  params: Promise<{ tenant: string; rest: string[] }>;
}) {
  const locale = await routeLocale(params);
  const { rest } = await params;
  const idx = rest.findIndex((s) => decodeURIComponent(s).includes('modalOpened'));
  if (idx >= 0) {
    const { defaultLocale } = await requireSite(params);
    redirect(localizePath(`/${rest.slice(0, idx).join('/')}` || HOME_PATH, locale, defaultLocale));
  }
  notFound();
}
