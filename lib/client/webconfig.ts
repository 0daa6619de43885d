import 'server-only';
import type { TSiteConfig } from '@/lib/contract/site-config';
import { readSiteConfig } from '@/lib/contract/site-config-reader';
import { SERVER_CALL_HEADER, serverCallToken } from '@/lib/security/server-call';
import { toPublicSiteConfig } from '@/lib/tenant/public-config';
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
 * Which configuration to fetch: `public` is the projection every page and browser may hold
 * (lib/tenant/public-config.ts); `server` is the whole stored configuration, with pricing, tax and
 * payment settings, for server code only (lib/client/server-site-config.ts).
 */
export type SiteConfigVisibility = 'public' | 'server';

/**
 * `site field` pairs already logged: each unreadable field is named once per site and process. On
 * globalThis, because Next bundles this module into more than one layer (pages, route handlers).
 */
const g = globalThis as typeof globalThis & { __itineraUnreadableFieldsLogged?: Set<string> };
g.__itineraUnreadableFieldsLogged ??= new Set<string>();
const logged = g.__itineraUnreadableFieldsLogged;

/** Names each field of a site's configuration that fell back to its default, once (never its value). */
export function logUnreadableFields(
  site: string,
  fields: readonly string[],
  log: (message: string) => void = console.warn,
): void {
  for (const field of fields) {
    const key = `${site} ${field}`;
    if (logged.has(key)) continue;
    logged.add(key);
    log(`[site-config] ${site}: field '${field}' could not be read; its default is used`);
  }
}

/**
 * POST v1/get_webconfig for a site. Resolves to null when the backend says the site does not exist
 * (404); throws SiteConfigUnavailableError when it cannot answer, answers null data with errors, or
 * answers something that is not a configuration at all. Within a configuration every field is read
 * on its own (lib/contract/site-config-reader): one odd field falls back to its default and is
 * logged, the site stays up. The public configuration is projected after reading, whatever the
 * backend sent (an external Travel API answers everything).
 */
export async function fetchSiteConfig(
  site: string,
  visibility: SiteConfigVisibility = 'public',
): Promise<TSiteConfig | null> {
  let res: Response;
  try {
    res = await callTravelApi({
      path: 'v1/get_webconfig',
      method: 'POST',
      site,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(visibility === 'server' ? { [SERVER_CALL_HEADER]: serverCallToken() } : {}),
      },
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
  const data = json && typeof json === 'object' ? (json as { data?: unknown }).data : undefined;
  if (data == null) throw new SiteConfigUnavailableError(`HTTP ${res.status}: null data`);
  const config = readConfigAs(data, site, visibility);
  if (!config) throw new SiteConfigUnavailableError(`HTTP ${res.status}: data is not a configuration`);
  return config;
}

/**
 * A configuration as an answer's `data` gives it, read field by field (odd fields logged and given
 * their defaults) and, unless for server code, projected to what pages may hold; null when it is
 * not a configuration at all.
 */
export function readConfigAs(
  data: unknown,
  site: string,
  visibility: SiteConfigVisibility,
): TSiteConfig | null {
  const reading = readSiteConfig(data, site);
  if (!reading) return null;
  logUnreadableFields(site, reading.unreadable);
  if (visibility === 'server') return reading.config;
  // Read first (foreign shapes become ours), then project: the projection knows only our shapes.
  return readSiteConfig(toPublicSiteConfig(reading.config), site)?.config ?? reading.config;
}
