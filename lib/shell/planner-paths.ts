import { modeHref } from './modes';

/** Where the planner pages live (spec §2). Paths are the visitor's (the proxy adds the tenant). */

const seg = (s: string | number) => encodeURIComponent(String(s));

/** A budget filter in minor units of the search currency (null: no bound). */
export interface Budget {
  min: number | null;
  max: number | null;
}
export const NO_BUDGET: Budget = { min: null, max: null };

/**
 * The planner plans within the budget, so a variant's index only means something with the budget
 * the list was filtered by: links from a filtered list carry it as ?min=&max= (minor units).
 */
function budgetParams(q: URLSearchParams, budget: Budget | undefined) {
  if (budget?.min != null) q.set('min', String(budget.min));
  if (budget?.max != null) q.set('max', String(budget.max));
}

const withQuery = (path: string, q: URLSearchParams) => (q.size > 0 ? `${path}?${q.toString()}` : path);

export const listPath = (packageId: string) => `/list/${seg(packageId)}`;
export function detailsListPath(packageId: string, index: number, budget?: Budget): string {
  const q = new URLSearchParams();
  budgetParams(q, budget);
  return withQuery(`/details-list/${seg(packageId)}/${index}`, q);
}

/** detail/{package_id}?index=N[&lead=…]: the lead in the URL so a reload keeps the traveller's changes. */
export function detailPath(packageId: string, index: number, lead?: string | null, budget?: Budget): string {
  const q = new URLSearchParams({ index: String(index) });
  if (lead) q.set('lead', lead);
  else budgetParams(q, budget);
  return withQuery(`/detail/${seg(packageId)}`, q);
}

/** ?min=&max= (minor units) back into a budget; anything but digits is no bound. */
export function budgetFromQuery(query: Record<string, string | string[] | undefined>): Budget {
  const bound = (v: string | string[] | undefined) => {
    const s = queryValue(v);
    return /^\d{1,12}$/.test(s) ? Number(s) : null;
  };
  return { min: bound(query.min), max: bound(query.max) };
}

export const quotationPath = (leadId: string) => `/quotation-details/${seg(leadId)}`;
export const searchPath = modeHref('travel_and_stay');

/** A query value as one trimmed string ('' when absent). */
export function queryValue(v: string | string[] | undefined): string {
  return (Array.isArray(v) ? v[0] : v)?.trim() ?? '';
}

/** ?index=N → N when it is a non-negative integer, else 0 (the first, best-ranked variant). */
export function variantIndex(v: string | string[] | undefined): number {
  const s = queryValue(v);
  return /^\d{1,4}$/.test(s) ? Number(s) : 0;
}
