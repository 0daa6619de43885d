import 'server-only';
import { notFound } from 'next/navigation';
import { isLocale } from '@/i18n/locales';
import { getWorkingConfig } from '@/lib/client/site-config';
import type { WorkingConfig } from '@/lib/tenant/working-config';

/**
 * The working configuration of the page's tenant, with the agency's texts in the page's language
 * (the route's `locale`); an unknown tenant is a 404 (the layout says so too).
 */
export async function requireSite(params: Promise<{ tenant: string }>): Promise<WorkingConfig> {
  const { tenant, locale } = (await params) as { tenant: string; locale?: unknown };
  const wc = await getWorkingConfig(tenant, isLocale(locale) ? locale : undefined);
  if (!wc) notFound();
  return wc;
}
