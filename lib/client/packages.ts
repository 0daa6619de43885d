import 'server-only';
import type { z } from 'zod';
import { readList } from '@/lib/contract/list-reader';
import {
  packageResponse,
  type TPackageDetail,
  type TPackageSearchResult,
  ZPackageCard,
  ZPackageDetail,
  ZPackageSearchResult,
} from '@/lib/contract/static-packages';
import { type Answer, answerOf } from './answer';
import { callAsVisitor } from './server-api';

/** The static packages' calls of the package pages (spec §7), server side as the visitor. */

/** The contract is the seam: an answer that does not fit it is a bad gateway, never a crash. */
const contractData =
  <T extends z.ZodTypeAny>(schema: T) =>
  (body: unknown): z.infer<T> | null => {
    const parsed = packageResponse(schema).safeParse(body);
    return parsed.success && parsed.data.success && parsed.data.data ? parsed.data.data : null;
  };

/** §7 names the search by its path only: a bare list of cards (or one in `data`) is one page of them. */
function searchResult(body: unknown): TPackageSearchResult | null {
  const paged = contractData(ZPackageSearchResult)(body);
  if (paged) return paged;
  const list = readList(body, ZPackageCard);
  if (!list) return null;
  const n = list.items.length;
  return { results: list.items, total: n, page: 1, page_size: Math.max(n, 1), pages: 1 };
}

/**
 * v1/search/static_package with the page's filters (already validated strings). `revalidate`: for
 * a page rendered once per site, how long it may reuse the answer (seconds).
 */
export async function searchPackages(
  site: string,
  filters: Record<string, string>,
  options: { revalidate?: number } = {},
): Promise<Answer<TPackageSearchResult>> {
  const res = await callAsVisitor(site, 'v1/search/static_package', {
    query: filters,
    revalidate: options.revalidate,
  });
  return answerOf(res, searchResult);
}

/** v1/get_static_package?id=… */
export async function getStaticPackage(site: string, id: string): Promise<Answer<TPackageDetail>> {
  return answerOf(
    await callAsVisitor(site, 'v1/get_static_package', { query: { id } }),
    contractData(ZPackageDetail),
  );
}
