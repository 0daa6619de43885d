import 'server-only';
import { type TSiteConfig, ZGetWebconfigResponse } from '@/lib/contract/site-config';
import { callTravelApi } from './transport';

/** The spec's message for a configuration that cannot be fetched (§8). */
export const SITE_CONFIG_ERROR = 'Sorry we are unable to fetch site details.';

export class SiteConfigUnavailableError extends Error {
  constructor(readonly reason: string) {
    super(SITE_CONFIG_ERROR);
    this.name = 'SiteConfigUnavailableError';
  }
}

/**
 * POST v1/get_webconfig for a site. Resolves to null when the backend says the site does not exist
 * (404); throws SiteConfigUnavailableError when it cannot answer or answers null data with errors.
 */
export async function fetchSiteConfig(site: string): Promise<TSiteConfig | null> {
  let res: Response;
  try {
    res = await callTravelApi({
      path: 'v1/get_webconfig',
      method: 'POST',
      site,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ data: JSON.stringify({ subdomain: site }) }).toString(),
    });
  } catch (err) {
    throw new SiteConfigUnavailableError(`transport: ${err instanceof Error ? err.message : String(err)}`);
  }
  if (res.status === 404) return null;
  let json: unknown;
  try {
    json = await res.json();
  } catch {
    throw new SiteConfigUnavailableError(`HTTP ${res.status}: body is not JSON`);
  }
  const parsed = ZGetWebconfigResponse.safeParse(json);
  if (!parsed.success) throw new SiteConfigUnavailableError(`HTTP ${res.status}: ${parsed.error.message}`);
  if (!parsed.data.data) throw new SiteConfigUnavailableError(`HTTP ${res.status}: null data`);
  return parsed.data.data;
}
