import type { Metadata } from 'next';
import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales';
import type { WorkingConfig } from '@/lib/tenant/working-config';
import { absoluteUrl } from './site-origin';

/** Open Graph writes a locale with an underscore (`fr_FR`). */
export const ogLocale = (locale: Locale): string => locale.replace('-', '_');

/** `meta` is a comma-separated keyword list. */
export function keywordsOf(meta: string | null): string[] {
  return (meta ?? '')
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);
}

/** The image that represents the site when shared: the home background, else the logo. */
export function shareImageOf(wc: WorkingConfig, origin: string): { url: string; large: boolean } | null {
  const background = absoluteUrl(wc.backgrounds.homepage?.image_url, origin);
  if (background) return { url: background, large: true };
  const logo = absoluteUrl(wc.logo, origin);
  return logo ? { url: logo, large: false } : null;
}

/**
 * The favicon as the page links it. One on the site itself stays a path, so the browser loads it
 * from the origin it is on: a page cached under one origin (a tenant on its subdomain and on its
 * own domain, or a server moved to another port) never points at another, which the content
 * security policy would block. An icon elsewhere (a CDN) is an absolute URL.
 */
export function iconUrl(favIcon: string | null, origin: string): string {
  const path = favIcon?.trim() ?? '';
  if (path.startsWith('/') && !path.startsWith('//')) return path;
  return absoluteUrl(path, origin) ?? '/favicon.ico';
}

/**
 * The site-wide metadata of a tenant (spec §2 root layout: favicon, title from browser_tab_header,
 * meta description, OpenGraph). Pages add their canonical URL with canonicalFor().
 */
export function buildSiteMetadata(
  wc: WorkingConfig,
  origin: string,
  locale: Locale = DEFAULT_LOCALE,
): Metadata {
  const title = wc.browserTabHeader;
  const description = wc.meta_description?.trim() || undefined;
  const keywords = keywordsOf(wc.meta);
  const image = shareImageOf(wc, origin);
  // Without a configured favicon the tenant's /favicon.ico serves a monogram in its brand colour.
  const icon = iconUrl(wc.favIcon, origin);
  return {
    metadataBase: new URL(origin),
    title: { default: title, template: `%s | ${wc.vendorName}` },
    description,
    keywords: keywords.length > 0 ? keywords : undefined,
    applicationName: wc.vendorName,
    // One icon link: `rel="shortcut icon"` was Internet Explorer's; every browser now reads `icon`.
    icons: { icon },
    openGraph: {
      type: 'website',
      siteName: wc.vendorName,
      title,
      description,
      // The page's language only: og:locale:alternate (one tag per other language, in the head and
      // again in the page's payload) weighed ~0.9 kB on an eight-language home for a hint Facebook
      // alone reads; search engines get the alternates from the sitemap (issue 31's 5 % budget).
      locale: ogLocale(locale),
      images: image ? [{ url: image.url, alt: wc.vendorName }] : undefined,
    },
    twitter: {
      card: image?.large ? 'summary_large_image' : 'summary',
      title,
      description,
      images: image ? [image.url] : undefined,
    },
  };
}
