/**
 * Links that come from configuration are data from outside: only relative paths, http(s), mailto
 * and tel addresses are rendered; anything else (`javascript:`, `data:` …) is dropped.
 */

export interface NavLink {
  /** Stable key for React lists and tests. */
  id: string;
  href: string;
  label: string;
  /** Opens in a new tab (another site). */
  external: boolean;
}

const ALLOWED_SCHEMES = /^(https?:|mailto:|tel:)/i;

export function safeHref(url: string | null | undefined): string | null {
  const href = url?.trim();
  if (!href) return null;
  if (href.startsWith('//')) return null; // protocol-relative: ambiguous, refuse
  if (href.startsWith('/') || href.startsWith('#') || href.startsWith('?')) return href;
  return ALLOWED_SCHEMES.test(href) ? href : null;
}

export const isExternalHref = (href: string): boolean => /^https?:/i.test(href);

/** Configured header or footer links (caption + redirection_url) as safe navigation links. */
export function configLinks(
  prefix: string,
  entries: readonly { caption: string; redirection_url: string }[],
): NavLink[] {
  const out: NavLink[] = [];
  entries.forEach((e, i) => {
    const href = safeHref(e.redirection_url);
    const label = e.caption.trim() || href;
    if (href && label) out.push({ id: `${prefix}-${i}`, href, label, external: isExternalHref(href) });
  });
  return out;
}
