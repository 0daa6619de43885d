import 'server-only';
import type { z } from 'zod';
import { callTravelApi } from '@/lib/client/transport';
import { visitorCookie } from '@/lib/client/visitor';
import { readList } from '@/lib/contract/list-reader';
import {
  packageResponse,
  type TPackageCard,
  type TPackageDetail,
  type TPackageSearchResult,
  ZPackageCard,
  ZPackageDetail,
  ZPackageSearchResult,
} from '@/lib/contract/static-packages';

/** A package card as v1/search/static_package answers it. */
export type PackageCardData = TPackageCard;

export type Fetched<T> = { ok: true; data: T } | { ok: false; status: number };

async function getBody(
  site: string,
  path: string,
  query: Record<string, string>,
  revalidate?: number,
): Promise<Fetched<unknown>> {
  const search = new URLSearchParams(query).toString();
  // As the visitor: their session goes along (invitation-only sites answer members only).
  const res = await callTravelApi({
    path,
    site,
    search: search ? `?${search}` : '',
    headers: await visitorCookie(),
    revalidate,
  });
  if (!res.ok) return { ok: false, status: res.status };
  return { ok: true, data: await res.json().catch(() => null) };
}

/** The contract is the seam: an answer that does not fit it is a bad gateway, never a crash. */
function contractData<T extends z.ZodTypeAny>(body: unknown, schema: T): Fetched<z.infer<T>> {
  const parsed = packageResponse(schema).safeParse(body);
  return parsed.success && parsed.data.success && parsed.data.data
    ? { ok: true, data: parsed.data.data }
    : { ok: false, status: 502 };
}

/** §7 names the search by its path only: a bare list of cards (or one in `data`) is one page of them. */
function searchResult(body: unknown): Fetched<TPackageSearchResult> {
  const paged = contractData(body, ZPackageSearchResult);
  if (paged.ok) return paged;
  const list = readList(body, ZPackageCard);
  if (!list) return paged;
  const n = list.items.length;
  return { ok: true, data: { results: list.items, total: n, page: 1, page_size: Math.max(n, 1), pages: 1 } };
}

/**
 * v1/search/static_package with the page's filters (already validated strings). `revalidate`: for
 * a page rendered once per site, how long it may reuse the answer (seconds).
 */
export async function searchPackages(
  site: string,
  filters: Record<string, string>,
  options: { revalidate?: number } = {},
): Promise<Fetched<TPackageSearchResult>> {
  const res = await getBody(site, 'v1/search/static_package', filters, options.revalidate);
  return res.ok ? searchResult(res.data) : res;
}

/** v1/get_static_package?id=… */
export async function getPackage(site: string, id: string): Promise<Fetched<TPackageDetail>> {
  const res = await getBody(site, 'v1/get_static_package', { id });
  return res.ok ? contractData(res.data, ZPackageDetail) : res;
}
