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
// organised packages, list and detail pages, the HTML size and first-load JavaScript (gzipped) from the build.
// Prints markdown tables and writes bench/ssr/last.json.
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from '../../scripts/lib/next-build.mjs';
import { firstLoadJs, kb } from '../lib/first-load-js.mjs';
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
const TARGETS = [HOME, TRIVIAL_ROUTE, STATIC_FILE];

/** What a page weighs: its HTML (and the part that is the inlined RSC payload) and its scripts. */
function pageWeight(name, pathname, html) {
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
    js: firstLoadJs(html, path.join(root, DIST_DIR)),
  };
}

async function main() {
  const loadAtStart = os.loadavg().map((l) => Number(l.toFixed(2)));
  ensureBuild(DIST_DIR);
  rmSync(path.join(root, DIST_DIR, 'cache', 'fetch-cache'), { recursive: true, force: true });

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

    // Issue 31: the home page in every language the demo site offers, beside en-GB's (target: ±5 %).
    const byLocale = [];
    for (const [locale, slug] of Object.entries(LOCALE_SLUGS)) {
      const p = locale === 'en-GB' ? HOME.path : `/${slug}${HOME.path}`;
      const r = await get(ORIGIN, HOST, p);
      if (r.status !== 200) throw new Error(`${p} answered ${r.status}`);
      byLocale.push({
        locale,
        path: p,
        htmlBytes: Buffer.byteLength(r.body),
        htmlGzipBytes: gzipSync(r.body).length,
      });
    }
    const base = byLocale[0];
    for (const l of byLocale) l.vsEnGB = Number((l.htmlBytes / base.htmlBytes - 1).toFixed(4));

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
    };
    writeResult(path.join(import.meta.dirname, 'last.json'), result);
    console.log(`\n${table(rows)}\n`);
    console.log('| page | HTML | gzipped | RSC payload | first-load JS gzipped (raw, files) |');
    console.log('|---|---:|---:|---:|---:|');
    for (const p of pages)
      console.log(
        `| ${p.page} | ${kb(p.htmlBytes)} | ${kb(p.htmlGzipBytes)} | ${kb(p.rscPayloadBytes)} | ${kb(p.js.gzipBytes)} (${kb(p.js.rawBytes)}, ${p.js.files}) |`,
      );
    console.log('\n| home in | HTML | gzipped | vs en-GB |\n|---|---:|---:|---:|');
    for (const l of byLocale)
      console.log(
        `| ${l.locale} | ${kb(l.htmlBytes)} | ${kb(l.htmlGzipBytes)} | ${(l.vsEnGB * 100).toFixed(1)} % |`,
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
