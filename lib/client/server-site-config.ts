import 'server-only';
import { cache } from 'react';
import { fetchSiteConfig } from '@/lib/client/webconfig';
import type { TSiteConfig } from '@/lib/contract/site-config';

/**
 * The whole configuration of a site, with its pricing factors, tax and discount configuration and
 * payment gateway settings: for server code only (pricing, tax, payment hand-off). Never pass it, or
 * anything made from it, to a client component or into a page's HTML; pages and the browser use
 * the working configuration (getWorkingConfig), which is made from the public projection.
 * Fetched once per request (not kept in the cross-request data cache, which lives on disk).
 */
export const getServerSiteConfig = cache(
  (site: string): Promise<TSiteConfig | null> =>
    fetchSiteConfig(decodeURIComponent(site).toLowerCase(), 'server'),
);
