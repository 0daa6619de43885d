import { ERROR_REPORTS_PER_SESSION } from '@/lib/contract/error-report-constants';

/** The sessionStorage key of the count of UI errors reported in this browser session. */
export const REPORTED_COUNT_KEY = 'itinera.errorReports';

type CountStore = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Takes one of the session's ERROR_REPORTS_PER_SESSION report slots: true for the first three UI
 * errors of a browser session (the tab's sessionStorage), false for the fourth and later. Counted
 * before sending, so a report that fails still uses its slot and a failing page cannot loop. When
 * storage is unavailable (blocked, full) nothing is sent: an unbounded count is the one thing this
 * must never give.
 */
export function takeReportSlot(store: CountStore | null): boolean {
  if (!store) return false;
  try {
    const raw = Number.parseInt(store.getItem(REPORTED_COUNT_KEY) ?? '0', 10);
    const sent = Number.isFinite(raw) && raw > 0 ? raw : 0;
    if (sent >= ERROR_REPORTS_PER_SESSION) return false;
    store.setItem(REPORTED_COUNT_KEY, String(sent + 1));
    return true;
  } catch {
    return false;
  }
}
