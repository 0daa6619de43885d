import 'server-only';
import { callTravelApi } from '@/lib/client/transport';

/** A package card as v1/search/static_package answers it. */
export interface PackageCardData {
  id: string;
  title: string;
  summary: string;
  destinations: string[];
  country_code: string;
  duration_nights: number;
  duration_days: number;
  price_from: number;
  currency: string;
  image_url: string | null;
  next_departure: string | null;
  featured: boolean;
}

export interface PackageDetailData extends PackageCardData {
  images: string[];
  itinerary: { day: number; title: string; description: string }[];
  inclusions: string[];
  departures: { date: string; seats: number }[];
}

export interface PackageSearchResult {
  results: PackageCardData[];
  total: number;
  page: number;
  page_size: number;
  pages: number;
}

export type Fetched<T> = { ok: true; data: T } | { ok: false; status: number };

async function getJson<T>(site: string, path: string, query: Record<string, string>): Promise<Fetched<T>> {
  const search = new URLSearchParams(query).toString();
  const res = await callTravelApi({ path, site, search: search ? `?${search}` : '' });
  if (!res.ok) return { ok: false, status: res.status };
  const body = (await res.json()) as { success?: boolean; data?: T };
  return body.success && body.data ? { ok: true, data: body.data } : { ok: false, status: 502 };
}

/** v1/search/static_package with the page's filters (already validated strings). */
export const searchPackages = (site: string, filters: Record<string, string>) =>
  getJson<PackageSearchResult>(site, 'v1/search/static_package', filters);

/** v1/get_static_package?id=… */
export const getPackage = (site: string, id: string) =>
  getJson<PackageDetailData>(site, 'v1/get_static_package', { id });
