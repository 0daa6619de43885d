#!/usr/bin/env node
// SSR benchmark: a tenant's home page beside the two references of the same server, same run.
//
//   npm run bench:ssr            (BENCH_DURATION=10 seconds per measurement, BENCH_PORT=3220)
//
// Builds into .next-bench when that build is missing or stale, starts `next start` on its own port
// with a fresh embedded database, warms up, then loads the home page, the trivial route
// (/robots.txt, through the proxy) and the static file (outside it) with autocannon at 10 and 50
// connections. Every figure is also given as a ratio of both references, with the server's memory
// before, at its peak during, and after each run (bench/lib/load.mjs). Also reports, for the home,
// organised packages, list and detail pages, the HTML size and first-load JavaScript (gzipped) from the build,
// each beside the empty App Router app of bench:floor built and measured in the same run (issue 33:
// a page's JavaScript as the framework's floor + its own; BENCH_FLOOR_PORT, default BENCH_PORT + 1).
// Prints markdown tables and writes bench/ssr/last.json.
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from '../../scripts/lib/next-build.mjs';
import { firstLoadJs, kb } from '../lib/first-load-js.mjs';
import { FLOOR_PAGES, floorPage, withFloorApp } from '../lib/floor-app.mjs';
import {
  ensureBuild,
  get,
  machine,
  measure,
  plannedTrip,
  ratiosOf,
  STATIC_FILE,
  startServer,
  TRIVIAL_ROUTE,
  table,
  waitUntilServed,
  writeResult,
} from '../lib/load.mjs';

const PORT = Number(process.env.BENCH_PORT || 3220);
const FLOOR_PORT = Number(process.env.BENCH_FLOOR_PORT || PORT + 1);
const DURATION = Number(process.env.BENCH_DURATION || 10);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS || '10,50').split(',').map(Number);
const DIST_DIR = process.env.BENCH_DIST_DIR || '.next-bench';
const TENANT = process.env.BENCH_TENANT || 'demo';

const HOST = `${TENANT}.localhost:${PORT}`;
/** The path prefix of each shipped locale (i18n/locales.ts LOCALE_SLUGS; the demo site offers them all). */
const LOCALE_SLUGS = {
  'en-GB': 'en-gb',
  'en-US': 'en-us',
  'fr-FR': 'fr',
  'de-DE': 'de',
  'es-ES': 'es',
  'it-IT': 'it',
  'hi-IN': 'hi',
  'ar-AE': 'ar',
};
const ORIGIN = `http://127.0.0.1:${PORT}`;
const HOME = { name: 'tenant home', path: '/search/trips' };
/** The demo home's HTML before the site offered languages (59,500 bytes, docs/benchmarks.md). */
const HOME_BEFORE_LANGUAGES_BYTES = 59_500;
const TARGETS = [HOME, TRIVIAL_ROUTE, STATIC_FILE];

/** What a page weighs: its HTML (and the part that is the inlined RSC payload) and its scripts. */
function pageWeight(name, pathname, html, distPath = path.join(root, DIST_DIR)) {
  const payload = [...html.matchAll(/self\.__next_f\.push\((\[[\s\S]*?\])\)<\/script>/g)].reduce(
    (n, m) => n + m[1].length,
    0,
  );
  return {
    page: name,
    path: pathname,
    htmlBytes: Buffer.byteLength(html),
    htmlGzipBytes: gzipSync(html).length,
    rscPayloadBytes: payload,
    js: firstLoadJs(html, distPath),
  };
}

/** The empty app's page with no client component, weighed as the site's pages are. */
const measureFloor = () =>
  withFloorApp({ port: FLOOR_PORT }, async (app) => ({
    ...pageWeight(
      'empty App Router app',
      FLOOR_PAGES.empty,
      await floorPage(app, FLOOR_PAGES.empty),
      app.distPath,
    ),
    versions: app.versions,
  }));

async function main() {
  const loadAtStart = os.loadavg().map((l) => Number(l.toFixed(2)));
  ensureBuild(DIST_DIR);
  rmSync(path.join(root, DIST_DIR, 'cache', 'fetch-cache'), { recursive: true, force: true });

  // The framework's floor, measured first: its build must not run beside the site's load runs.
  const floor = await measureFloor();
  const run = startServer({ distDir: DIST_DIR, port: PORT });
  try {
    await waitUntilServed(run.server, ORIGIN, HOST, HOME.path);
    for (const t of TARGETS) {
      const r = await get(ORIGIN, HOST, t.path);
      if (r.status !== 200) throw new Error(`${t.path} answered ${r.status}`);
    }
    const packageId = await plannedTrip(ORIGIN, HOST);
    const pages = [];
    for (const [name, p] of [
      ['home', HOME.path],
      ['organised packages', '/static_package/list'],
      ['list', `/list/${packageId}`],
      ['detail', `/detail/${packageId}?index=0`],
    ]) {
      const r = await get(ORIGIN, HOST, p);
      if (r.status !== 200) throw new Error(`${p} answered ${r.status}`);
      pages.push(pageWeight(name, p, r.body));
    }

    // Issue 31: the home page in every language the demo site offers, beside en-GB's and beside the
    // home before languages (target: within 5 %). Characters beside bytes: Arabic letters take two
    // bytes in UTF-8 and Devanagari three, so the same page in those scripts weighs more in bytes.
    const byLocale = [];
    for (const [locale, slug] of Object.entries(LOCALE_SLUGS)) {
      const p = locale === 'en-GB' ? HOME.path : `/${slug}${HOME.path}`;
      const r = await get(ORIGIN, HOST, p);
      if (r.status !== 200) throw new Error(`${p} answered ${r.status}`);
      byLocale.push({
        locale,
        path: p,
        htmlBytes: Buffer.byteLength(r.body),
        htmlChars: [...r.body].length,
        htmlGzipBytes: gzipSync(r.body).length,
      });
    }
    const base = byLocale[0];
    const ratio = (a, b) => Number((a / b - 1).toFixed(4));
    for (const l of byLocale) {
      l.vsEnGB = ratio(l.htmlBytes, base.htmlBytes);
      l.charsVsEnGB = ratio(l.htmlChars, base.htmlChars);
      l.vsBeforeLanguages = ratio(l.htmlBytes, HOME_BEFORE_LANGUAGES_BYTES);
    }

    console.log('Warming up…');
    for (const t of TARGETS)
      await measure({ origin: ORIGIN, host: HOST, ...t, connections: 10, duration: 3 });

    const rows = [];
    for (const c of CONNECTIONS) {
      for (const t of TARGETS) {
        process.stdout.write(`${t.name} at ${c} connections for ${DURATION} s… `);
        const row = await measure({
          origin: ORIGIN,
          host: HOST,
          ...t,
          connections: c,
          duration: DURATION,
          memory: run.samples,
        });
        console.log(`${row.rps} req/s, p95 ${row.p95Ms} ms`);
        rows.push(row);
      }
    }
    const result = {
      date: new Date().toISOString(),
      machine: machine(run.pinned, loadAtStart),
      tenant: TENANT,
      rows: rows.map((r) => ({ ...r, ratios: ratiosOf(r, rows) })),
      pages,
      homeByLocale: byLocale,
      floor,
    };
    writeResult(path.join(import.meta.dirname, 'last.json'), result);
    console.log(`\n${table(rows)}\n`);
    console.log(
      `| page | HTML | gzipped | RSC payload | first-load JS gzipped (raw, files) | = empty app + own |\n|---|---:|---:|---:|---:|---:|`,
    );
    console.log(
      `| ${floor.page} (Next ${floor.versions.next}) | ${kb(floor.htmlBytes)} | ${kb(floor.htmlGzipBytes)} | ${kb(floor.rscPayloadBytes)} | ${kb(floor.js.gzipBytes)} (${kb(floor.js.rawBytes)}, ${floor.js.files}) | floor |`,
    );
    for (const p of pages)
      console.log(
        `| ${p.page} | ${kb(p.htmlBytes)} | ${kb(p.htmlGzipBytes)} | ${kb(p.rscPayloadBytes)} | ${kb(p.js.gzipBytes)} (${kb(p.js.rawBytes)}, ${p.js.files}) | + ${kb(p.js.gzipBytes - floor.js.gzipBytes)} |`,
      );
    const pct = (r) => `${(r * 100).toFixed(1)} %`;
    console.log(
      '\n| home in | HTML | gzipped | vs en-GB | characters vs en-GB | vs the home before languages |\n|---|---:|---:|---:|---:|---:|',
    );
    for (const l of byLocale)
      console.log(
        `| ${l.locale} | ${kb(l.htmlBytes)} | ${kb(l.htmlGzipBytes)} | ${pct(l.vsEnGB)} | ${pct(l.charsVsEnGB)} | ${pct(l.vsBeforeLanguages)} |`,
      );
    const m = result.machine;
    console.log(
      `\n${result.date} · ${m.cpus} × ${m.cpuModel} · Node ${m.node} · ${m.pinned} · load average at start ${loadAtStart.join(' ')}`,
    );
    const failures = rows.filter((r) => r.non2xx || r.errors);
    if (failures.length)
      throw new Error(`non-2xx answers or errors in ${failures.length} run(s); see the table`);
  } finally {
    await run.stop();
  }
}

main().catch((err) => {
  console.error(`bench:ssr failed: ${err.message}`);
  process.exit(1);
});
