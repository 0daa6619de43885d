import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { tenantApi } from './api';

/** What a test expects a tenant's pages to show, read from the tenant's own configuration. */
export interface TenantLook {
  agencyName: string;
  tabTitle: string;
  logoUrl: string;
  /** The primary colour the theme writes into `--brand`, lower-cased. */
  brand: string;
}

interface RawImage {
  category?: string;
  image_url?: string;
}

interface RawSiteConfig {
  agency_details?: { name?: string };
  browser_tab_header?: string;
  main_button_color?: string;
  theme?: { primary_color?: string | null } | null;
  websiteimages_set?: RawImage[];
}

/**
 * Reads a tenant's site configuration through the contract mount (`GET api/b2b/webconfig/` on its
 * host), so expectations follow the seed instead of being copied into tests.
 */
export async function tenantLook(request: APIRequestContext, tenant: string): Promise<TenantLook> {
  const res = await tenantApi(request, tenant).get('/api/api/b2b/webconfig/');
  expect(res.status(), `site configuration of ${tenant}`).toBe(200);
  const cfg = (await res.json()) as RawSiteConfig;
  const logo = cfg.websiteimages_set?.find((i) => i.category === 'company_logo')?.image_url;
  const look = {
    agencyName: cfg.agency_details?.name ?? '',
    tabTitle: cfg.browser_tab_header ?? '',
    logoUrl: logo ?? '',
    brand: (cfg.theme?.primary_color || cfg.main_button_color || '').toLowerCase(),
  };
  for (const [field, value] of Object.entries(look))
    expect(value, `${tenant}: ${field} configured`).not.toBe('');
  return look;
}

/** The value of a custom property on :root as the browser computes it, e.g. `--brand`. */
export function rootCssVariable(page: Page, name: string): Promise<string> {
  return page.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);
}
