// The counts of `npm test`'s closing line, from the jest, Playwright and cluster-test JSON reports
// (pure, tested in test-counts.test.ts).

/**
 * Counts from jest's --json report; a suite that cannot even run counts as one failure. A test that
 * passed only after jest.retryTimes retried it is flaky, not passed.
 */
export function jestCounts(report) {
  const results = (report.testResults ?? []).flatMap((suite) => suite.assertionResults ?? []);
  const flaky = results.filter((t) => t.status === 'passed' && (t.invocations ?? 1) > 1).length;
  return {
    passed: (report.numPassedTests ?? 0) - flaky,
    failed: (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0),
    flaky,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

/** Counts from Playwright's JSON report: flaky = passed only on retry; run-level errors are failures. */
export function playwrightCounts(report) {
  const s = report.stats ?? {};
  return {
    passed: s.expected ?? 0,
    failed: (s.unexpected ?? 0) + (report.errors?.length ?? 0),
    flaky: s.flaky ?? 0,
    skipped: s.skipped ?? 0,
  };
}

/**
 * Counts from the cluster test's report (tests/cluster/run.mjs writes reports/cluster.json): each of
 * its checks is one test; a run that could not take place (no nginx, PostgreSQL or Redis) is one
 * skipped test. It has no retries, so nothing is flaky.
 */
export function clusterCounts(report) {
  return {
    passed: report.passed ?? 0,
    failed: report.failed ?? 0,
    flaky: 0,
    skipped: report.skipped ?? 0,
  };
}

/**
 * The closing line: `N passed, N failed`, then `, N flaky` when any test passed only on retry (such a
 * run fails), then `, N skipped` when any were skipped.
 */
export function summaryLine(totals) {
  const flaky = totals.flaky ? `, ${totals.flaky} flaky` : '';
  const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
  return `${totals.passed} passed, ${totals.failed} failed${flaky}${skipped}`;
}
