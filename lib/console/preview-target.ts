/**
 * Where the console's preview may take the admin (issue 32 item 2): a page of this site, as a path
 * with its query (`/static_package/detail?id=7`), never another host (`//evil`, `https:`), a
 * backslash trick or the API. Anything else is the home page. Pure.
 */
export const PREVIEW_HOME = '/search/trips';

/** The pages the console previews (issue 32: home, a results page, a detail page). */
export const PREVIEW_PAGES = ['home', 'results', 'detail'] as const;
export type PreviewPage = (typeof PREVIEW_PAGES)[number];

/** The organised packages' results page: every site with the built-in backend has one. */
export const PREVIEW_RESULTS = '/static_package/list';

/** The path of a preview page; the detail page is that of the site's first package (none: the results). */
export function previewPagePath(page: PreviewPage, firstPackageId: string | null): string {
  if (page === 'results') return PREVIEW_RESULTS;
  if (page === 'detail')
    return firstPackageId
      ? `/static_package/detail?id=${encodeURIComponent(firstPackageId)}`
      : PREVIEW_RESULTS;
  return PREVIEW_HOME;
}

export const isPreviewPage = (v: unknown): v is PreviewPage =>
  (PREVIEW_PAGES as readonly unknown[]).includes(v);

export function previewTarget(to: string | null | undefined): string {
  if (!to || to.length > 512) return PREVIEW_HOME;
  if (!to.startsWith('/') || to.startsWith('//') || /[\\\s]/.test(to)) return PREVIEW_HOME;
  const path = to.split(/[?#]/, 1)[0] ?? '';
  if (/^\/api(\/|$)/i.test(path) || path.includes('/..')) return PREVIEW_HOME;
  return to;
}
