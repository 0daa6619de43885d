/**
 * Which pages can go into the cart (spec §7 cart/order: page_url, page_type), read from the page's
 * address: an organised package (`/static_package/detail?id=…`, or its mobile `/mbl/…` twin) or a
 * planned trip (`/detail/{package_id}`). Everything else is refused, so the cart only ever links to
 * the site's own package pages. The address kept is the canonical one (desktop, no other query).
 */

export const CART_PAGE_TYPES = ['static_package', 'package'] as const;
export type CartPageType = (typeof CART_PAGE_TYPES)[number];

export type CartPage =
  | { type: 'static_package'; slug: string; url: string }
  | { type: 'package'; packageId: string; url: string };

/** A traveller keeps at most this many pages in the cart. */
export const CART_LIMIT = 50;

const SLUG = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;
const PACKAGE_ID = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$/;

/** The page behind `pageUrl` if it is a cart page of `pageType`, else null. */
export function readCartPage(pageUrl: string, pageType: string): CartPage | null {
  const raw = pageUrl.trim();
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.length > 500) return null;
  let url: URL;
  try {
    url = new URL(raw, 'http://site.invalid');
  } catch {
    return null;
  }
  if (url.host !== 'site.invalid') return null;
  if (pageType === 'static_package' && /^\/(mbl\/)?static_package\/detail\/?$/.test(url.pathname)) {
    const slug = url.searchParams.get('id')?.trim() ?? '';
    return SLUG.test(slug)
      ? { type: 'static_package', slug, url: `/static_package/detail?id=${encodeURIComponent(slug)}` }
      : null;
  }
  const detail = /^\/detail\/([^/]+)\/?$/.exec(url.pathname);
  if (pageType === 'package' && detail?.[1]) {
    const packageId = decodeURIComponent(detail[1]);
    return PACKAGE_ID.test(packageId)
      ? { type: 'package', packageId, url: `/detail/${encodeURIComponent(packageId)}` }
      : null;
  }
  return null;
}
