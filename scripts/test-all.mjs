#!/usr/bin/env node
// `npm test`: every test in one command.
//   1. unit + integration tests (jest; on PostgreSQL too when DATABASE_URL is set) → reports/jest.json
//   2. a production build in its own dist folder (.next-test)
//   3. end-to-end tests on Chromium against that build (Playwright) → reports/playwright.json
//   4. with DATABASE_URL and REDIS_URL, the cluster test against the same build (three instances
//      behind nginx, tests/cluster/run.mjs) → reports/cluster.json, each of its checks one test
// then one plain line `N passed, N failed[, N flaky][, N skipped]` summed from the reports. A flaky
// test (failed, then passed on retry) is counted on its own, not as passed, and fails the run. Exits
// non-zero when a report is missing or anything failed or was flaky.
//
// Flags (for quick local runs): --no-e2e (jest only), --no-build (reuse the last .next-test build).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_PATH as CHROMIUM } from './lib/chromium.mjs';
import { buildApp, root } from './lib/next-build.mjs';
import { clusterCounts, jestCounts, playwrightCounts, summaryLine } from './lib/test-counts.mjs';

const args = new Set(process.argv.slice(2));
const runE2e = !args.has('--no-e2e');
const distDir = process.env.E2E_DIST_DIR || '.next-test';
const reportsDir = path.join(root, 'reports');
const jestReport = path.join(reportsDir, 'jest.json');
const playwrightReport = path.join(reportsDir, 'playwright.json');
const clusterReport = path.join(reportsDir, 'cluster.json');
/** tests/cluster/run.mjs's exit status when nginx, PostgreSQL or Redis is missing (its report says which). */
const CLUSTER_SKIPPED = 77;

function run(cmd, argv, env = {}) {
  const r = spawnSync(cmd, argv, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.error) console.error(`[test] could not run ${cmd}: ${r.error.message}`);
  return r.status ?? 1;
}

function banner(text) {
  console.log(`\n=== ${text} ===\n`);
}

/** Debian's Chromium drives the e2e tests (Playwright cannot download browsers here). */
function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  banner('Installing chromium (apt-get)');
  const asRoot = process.getuid?.() === 0;
  const sudo = asRoot ? [] : ['sudo', '-n'];
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (...a) =>
    sudo.length ? run(sudo[0], [...sudo.slice(1), 'apt-get', ...a], env) : run('apt-get', a, env);
  if (apt('update') !== 0 || apt('install', '-y', '--no-install-recommends', 'chromium') !== 0) {
    console.error(`[test] chromium could not be installed; the e2e tests will fail without ${CHROMIUM}`);
  }
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

mkdirSync(reportsDir, { recursive: true });
rmSync(jestReport, { force: true });
rmSync(playwrightReport, { force: true });
rmSync(clusterReport, { force: true });

const problems = [];

banner(
  `Unit and integration tests (jest${process.env.DATABASE_URL ? ', PGlite and PostgreSQL' : ', PGlite'})`,
);
const jestStatus = run(process.execPath, [
  '--experimental-vm-modules',
  path.join(root, 'node_modules', 'jest', 'bin', 'jest.js'),
  ...(process.env.CI ? ['--ci'] : []),
  '--json',
  '--outputFile',
  jestReport,
]);
if (jestStatus !== 0) problems.push(`jest exited with ${jestStatus}`);

let playwrightStatus = 0;
/** Whether the cluster test ran (its report counts), was skipped for want of PostgreSQL or Redis, or neither. */
let cluster = 'not run';
if (runE2e) {
  ensureChromium();
  let buildStatus = 0;
  if (!args.has('--no-build')) {
    banner(`Production build for the end-to-end tests (${distDir})`);
    buildStatus = buildApp(distDir);
    if (buildStatus !== 0) problems.push(`next build exited with ${buildStatus}`);
  }
  if (buildStatus === 0) {
    // Site configurations cached by an earlier run must not leak into this one.
    rmSync(path.join(root, distDir, 'cache', 'fetch-cache'), { recursive: true, force: true });
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'itinera-e2e-'));
    banner('End-to-end tests (Playwright, Chromium)');
    try {
      playwrightStatus = run(
        process.execPath,
        [path.join(root, 'node_modules', '@playwright', 'test', 'cli.js'), 'test'],
        {
          NEXT_DIST_DIR: distDir,
          E2E_DATA_DIR: dataDir,
        },
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    if (playwrightStatus !== 0) problems.push(`playwright exited with ${playwrightStatus}`);
    cluster = runCluster();
  }
}

/**
 * The cluster test on the build the end-to-end tests used (never rebuilt here). It needs PostgreSQL
 * and Redis, so it runs where the run has both; else it is one skipped test, and says why.
 */
function runCluster() {
  if (!process.env.DATABASE_URL || !process.env.REDIS_URL) {
    console.log('\n[test] cluster test skipped: it needs DATABASE_URL and REDIS_URL (PostgreSQL and Redis)');
    return 'skipped';
  }
  banner('Cluster test (three instances behind nginx, PostgreSQL, Redis)');
  const status = run(process.execPath, [path.join(root, 'tests', 'cluster', 'run.mjs')], {
    CLUSTER_DIST_DIR: distDir,
    CLUSTER_BUILD: 'never',
  });
  if (status === CLUSTER_SKIPPED)
    console.log(`[test] cluster test skipped: ${readJson(clusterReport)?.reason}`);
  else if (status !== 0) problems.push(`the cluster test exited with ${status}`);
  return 'ran';
}

const totals = { passed: 0, failed: 0, flaky: 0, skipped: 0 };
const reports = [[jestReport, jestCounts]];
if (runE2e) reports.push([playwrightReport, playwrightCounts]);
if (cluster === 'ran') reports.push([clusterReport, clusterCounts]);
if (cluster === 'skipped') totals.skipped += 1;
for (const [file, count] of reports) {
  const report = readJson(file);
  if (!report) {
    problems.push(`missing report ${path.relative(root, file)}`);
    continue;
  }
  const c = count(report);
  totals.passed += c.passed;
  totals.failed += c.failed;
  totals.flaky += c.flaky;
  totals.skipped += c.skipped;
}

if (totals.flaky) problems.push(`${totals.flaky} test(s) passed only on retry (flaky): the run fails`);
console.log('');
for (const p of problems) console.log(`[test] ${p}`);
console.log(summaryLine(totals));
process.exit(problems.length || totals.failed || totals.flaky ? 1 : 0);
