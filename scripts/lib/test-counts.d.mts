/** Types of test-counts.mjs (plain JavaScript because scripts/test-all.mjs imports it). */

export interface TestCounts {
  passed: number;
  failed: number;
  flaky: number;
  skipped: number;
}

export function jestCounts(report: Record<string, unknown>): TestCounts;
export function playwrightCounts(report: Record<string, unknown>): TestCounts;
export function clusterCounts(report: {
  passed?: number;
  failed?: number;
  skipped?: number;
  /** Why the run could not take place (when skipped) or broke off. */
  reason?: string;
}): TestCounts;
export function summaryLine(totals: TestCounts): string;
