import { clusterCounts, jestCounts, playwrightCounts, summaryLine } from './test-counts.mjs';

describe("npm test's closing line", () => {
  it('counts a Playwright test that passed only on retry as flaky, not passed', () => {
    const report = { stats: { expected: 40, unexpected: 0, flaky: 2, skipped: 1 }, errors: [] };
    expect(playwrightCounts(report)).toEqual({ passed: 40, failed: 0, flaky: 2, skipped: 1 });
  });

  it('counts a jest test that needed retries as flaky, not passed', () => {
    const report = {
      numPassedTests: 3,
      numFailedTests: 1,
      numRuntimeErrorTestSuites: 1,
      numPendingTests: 2,
      numTodoTests: 0,
      testResults: [
        {
          assertionResults: [
            { status: 'passed', invocations: 2 },
            { status: 'passed', invocations: 1 },
            { status: 'passed' },
            { status: 'failed', invocations: 3 },
          ],
        },
      ],
    };
    expect(jestCounts(report)).toEqual({ passed: 2, failed: 2, flaky: 1, skipped: 2 });
  });

  it('counts each check of the cluster test as a test, and a run that could not take place as skipped', () => {
    expect(clusterCounts({ passed: 10, failed: 1, skipped: 0 })).toEqual({
      passed: 10,
      failed: 1,
      flaky: 0,
      skipped: 0,
    });
    expect(clusterCounts({ passed: 0, failed: 0, skipped: 1, reason: 'nginx is not installed' })).toEqual({
      passed: 0,
      failed: 0,
      flaky: 0,
      skipped: 1,
    });
  });

  it('says flaky on its own, and only when there is any', () => {
    expect(summaryLine({ passed: 10, failed: 0, flaky: 0, skipped: 0 })).toBe('10 passed, 0 failed');
    expect(summaryLine({ passed: 10, failed: 1, flaky: 2, skipped: 3 })).toBe(
      '10 passed, 1 failed, 2 flaky, 3 skipped',
    );
  });
});
