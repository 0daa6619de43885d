/** The list page's query (?destination=&month=&budget=&duration=&page=) → v1/search/static_package filters. */
export type PageQuery = Record<string, string | string[] | undefined>;

export const DURATIONS = {
  short: { duration_max: '4' },
  medium: { duration_min: '5', duration_max: '7' },
  long: { duration_min: '8' },
} as const;
export type DurationKey = keyof typeof DURATIONS;

const one = (v: string | string[] | undefined): string =>
  (Array.isArray(v) ? (v[0] ?? '') : (v ?? '')).trim();

export interface ListQuery {
  destination: string;
  month: string;
  budget: string;
  duration: DurationKey | '';
  page: number;
}

/** Reads the visitor's query leniently: anything malformed is simply not applied. */
export function readListQuery(q: PageQuery): ListQuery {
  const month = one(q.month);
  const budget = one(q.budget);
  const duration = one(q.duration);
  const page = Number(one(q.page));
  return {
    destination: one(q.destination).slice(0, 100),
    month: /^\d{4}-(0[1-9]|1[0-2])$/.test(month) ? month : '',
    budget: /^\d{1,7}$/.test(budget) ? budget : '',
    duration: duration in DURATIONS ? (duration as DurationKey) : '',
    page: Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1,
  };
}

/** The backend filters of a list query; the budget is in `budgetCurrency`. */
export function toSearchFilters(
  q: ListQuery,
  budgetCurrency: string | null,
  pageSize = 9,
): Record<string, string> {
  const f: Record<string, string> = { page: String(q.page), page_size: String(pageSize) };
  if (q.destination) f.destination = q.destination;
  if (q.month) f.month = q.month;
  if (q.budget && budgetCurrency) {
    f.budget_max = q.budget;
    f.currency = budgetCurrency;
  }
  if (q.duration) Object.assign(f, DURATIONS[q.duration]);
  return f;
}

/** The list URL for another page, keeping the filters. */
export function pageHref(base: string, q: ListQuery, page: number): string {
  const p = new URLSearchParams();
  if (q.destination) p.set('destination', q.destination);
  if (q.month) p.set('month', q.month);
  if (q.budget) p.set('budget', q.budget);
  if (q.duration) p.set('duration', q.duration);
  if (page > 1) p.set('page', String(page));
  const s = p.toString();
  return s ? `${base}?${s}` : base;
}
