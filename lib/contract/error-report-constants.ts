/**
 * UI error reports' path, limits and channel (spec §7 "Other": `send_to_slack/`), shared by the
 * built-in backend and the browser. A module of its own, without a schema library: the error
 * boundaries, on every page's first load, need these, not the validators of
 * lib/contract/error-report.ts (which re-exports them).
 */

export const SEND_TO_SLACK_PATH = 'send_to_slack/';

/** The spec's "at most 3 UI errors per session". */
export const ERROR_REPORTS_PER_SESSION = 3;

/** The channel label the storefront's error boundaries report under. */
export const UI_ERROR_CHANNEL = 'ui-errors';

export const ERROR_REPORT_LIMITS = { channel: 80, subject: 150, message: 2000 } as const;

/** `text` cut to `max` characters, ending in "…" when cut (a report's fields, Slack's block limits). */
export function clipText(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}
