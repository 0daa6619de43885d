import 'server-only';
import { getWorkingConfig } from '@/lib/client/site-config';
import type { WorkingConfig } from '@/lib/tenant/working-config';
import { siteOrigin } from './site-origin';

/**
 * The working configuration and public origin behind a per-site file (robots.txt, sitemap.xml,
 * favicon.ico), or null for an unknown site. Like the pages, these files are cached per site, so the
 * origin comes from the site key, not from the request.
 */
export async function siteForFile(params: Promise<{ tenant: string }>): Promise<{
  wc: WorkingConfig;
  origin: string;
} | null> {
  const { tenant } = await params;
  const wc = await getWorkingConfig(tenant);
  return wc ? { wc, origin: siteOrigin(tenant, process.env) } : null;
}

/** The answer for a file of a site that does not exist. */
export const unknownSite = () =>
  new Response('Not Found\n', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
