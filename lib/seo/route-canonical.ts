import 'server-only';
import type { Metadata } from 'next';
import { isLocale } from '@/i18n/locales';
import { getWorkingConfig } from '@/lib/client/site-config';
import { canonicalFor } from './canonical';

/** A page's canonical URL, in its route's language, from its route's tenant and locale. */
export async function canonicalOf(
  params: Promise<object>,
  path: string,
): Promise<Pick<Metadata, 'alternates'>> {
  const { tenant, locale } = (await params) as { tenant?: unknown; locale?: unknown };
  const wc = typeof tenant === 'string' ? await getWorkingConfig(tenant) : null;
  if (!wc || !isLocale(locale)) return canonicalFor(path);
  return canonicalFor(path, { locale, defaultLocale: wc.defaultLocale });
}

/** The metadata of a page that only states where it lives (`export const generateMetadata = …`). */
export const canonicalMetadata =
  (path: string) =>
  ({ params }: { params: Promise<object> }): Promise<Metadata> =>
    canonicalOf(params, path);
