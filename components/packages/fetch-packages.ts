import 'server-only';
import type { z } from 'zod';
import { callTravelApi } from '@/lib/client/transport';
import {
  packageResponse,
  type TPackageCard,
  type TPackageDetail,
  ZPackageDetail,
  ZPackageSearchResult,
} from '@/lib/contract/static-packages';

/** A package card as v1/search/static_package answers it. */
export type PackageCardData = TPackageCard;
export type PackageDetailData = TPackageDetail;

export type Fetched<T> = { ok: true; data: T } | { ok: false; status: number };

async function getJson<T extends z.ZodTypeAny>(
  site: string,
  path: string,
  query: Record<string, string>,
  schema: T,
): Promise<Fetched<z.infer<T>>> {
  const search = new URLSearchParams(query).toString();
  const res = await callTravelApi({ path, site, search: search ? `?${search}` : '' });
  if (!res.ok) return { ok: false, status: res.status };
  // The contract is the seam: an answer that does not fit it is a bad gateway, never a crash.
  const body = packageResponse(schema).safeParse(await res.json().catch(() => null));
  return body.success && body.data.success && body.data.data
    ? { ok: true, data: body.data.data }
    : { ok: false, status: 502 };
}

/** v1/search/static_package with the page's filters (already validated strings). */
export const searchPackages = (site: string, filters: Record<string, string>) =>
  getJson(site, 'v1/search/static_package', filters, ZPackageSearchResult);

/** v1/get_static_package?id=… */
export const getPackage = (site: string, id: string) =>
  getJson(site, 'v1/get_static_package', { id }, ZPackageDetail);
