import 'server-only';
import { unstable_cache } from 'next/cache';
import { cache } from 'react';
import type { Locale } from '@/i18n/locales';
import { fetchSiteConfig } from '@/lib/client/webconfig';
import type { TSiteConfig } from '@/lib/contract/site-config';
import { currencyForCountry } from '@/lib/reference';
import { localizeWorkingConfig } from '@/lib/tenant/localize';
import { toWorkingConfig, type WorkingConfig } from '../tenant/working-config';
import { fetchDraftSiteConfig, previewing } from './site-preview';

/** Cache tag of one site's configuration; the tenant CLI revalidates it after an update. */
export const siteConfigTag = (site: string) => `site-config:${site.toLowerCase()}`;

/** The cache tag announcing that a site's inventory changed (its searches and plans must look again). */
export const siteInventoryTag = (site: string) => `site-inventory:${site.toLowerCase()}`;

/** The site a `siteInventoryTag` names, or null for any other tag. */
export const siteOfInventoryTag = (tag: string): string | null =>
  tag.startsWith('site-inventory:') && tag.length > 'site-inventory:'.length
    ? tag.slice('site-inventory:'.length)
    : null;

/** The site a `siteConfigTag` names, or null for any other tag. */
export const siteOfConfigTag = (tag: string): string | null =>
  tag.startsWith('site-config:') && tag.length > 'site-config:'.length
    ? tag.slice('site-config:'.length)
    : null;

/** How long a site's configuration is served from cache before it is fetched again (seconds). */
export const SITE_CONFIG_TTL = Number(process.env.SITE_CONFIG_TTL || 300);

const cachedSiteConfig = (site: string): Promise<TSiteConfig | null> =>
  unstable_cache(() => fetchSiteConfig(site), ['site-config', site], {
    tags: [siteConfigTag(site)],
    revalidate: SITE_CONFIG_TTL,
  })();

/**
 * The working configuration of a site (a tenant key or a custom domain), or null when no such site
 * exists. Once per request (React.cache) and across requests (tagged data cache). It is made from
 * the PUBLIC projection of the site configuration (lib/tenant/public-config.ts): pages and client
 * components can pass it around freely, it holds no discount codes, pricing, tax or gateway
 * settings. In an agency admin's live preview it is their draft's. Server code that needs those uses getServerSiteConfig (lib/client/server-site-config.ts).
 */
export const getWorkingConfig = cache(
  async (site: string, locale?: Locale): Promise<WorkingConfig | null> => {
    const key = decodeURIComponent(site).toLowerCase();
    // An admin's preview renders their draft (lib/client/site-preview.ts); everyone else the live site.
    const raw =
      ((await previewing()) ? await fetchDraftSiteConfig(key) : null) ?? (await cachedSiteConfig(key));
    if (!raw) return null;
    const wc = toWorkingConfig(raw, { currencyForCountry });
    if (!locale) return wc;
    // The agency's own texts in the page's language, where it gives them (issue 31); the other
    // languages' texts are then dropped, so a page carries only its own (home HTML keeps its size).
    return { ...localizeWorkingConfig(wc, locale), translations: {} };
  },
);

export async function partnerIdForSite(site: string): Promise<number | null> {
  try {
    return (await getWorkingConfig(site))?.partner ?? null;
  } catch {
    return null;
  }
}
