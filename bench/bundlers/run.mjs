#!/usr/bin/env node
// Turbopack or webpack (issue 33): the same pages built by each bundler in one run, their first-load
// JavaScript beside the empty App Router app built by the same bundler (bench/lib/floor-app.mjs).
//
//   npm run bench:bundlers       (BENCH_PORT=3240; builds .next-bench-turbopack and .next-bench-webpack)
//
// For each bundler: builds the site (`next build`, `next build --webpack`) and the empty app, serves
// both, plans one trip and weighs the home, organised packages, the trip's list and its detail as
// bench:ssr does (bench/lib/first-load-js.mjs). Which bundler `npm start`, the tests and the other
// benches use is PRODUCTION_BUILD_ARGS (scripts/lib/next-build.mjs); this bench is what decides it.
// Prints a table and writes bench/bundlers/last.json.
import os from 'node:os';
import path from 'node:path';
import { buildApp, root } from '../../scripts/lib/next-build.mjs';
import { firstLoadJs, kb } from '../lib/first-load-js.mjs';
import { FLOOR_PAGES, floorPage, withFloorApp } from '../lib/floor-app.mjs';
import { get, machine, plannedTrip, startServer, waitUntilServed, writeResult } from '../lib/load.mjs';

const PORT = Number(process.env.BENCH_PORT || 3240);
const HOST = `demo.localhost:${PORT}`;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const BUNDLERS = [
  { name: 'Turbopack', args: [], dist: '.next-bench-turbopack' },
  { name: 'webpack', args: ['--webpack'], dist: '.next-bench-webpack' },
];

const floorOf = (bundler) =>
  withFloorApp({ port: PORT + 1, buildArgs: bundler.args }, async (app) =>
    firstLoadJs(await floorPage(app, FLOOR_PAGES.empty), app.distPath),
  );

async function pagesOf(bundler) {
  console.log(`${bundler.name}: building the site into ${bundler.dist}…`);
  const status = buildApp(bundler.dist, { args: bundler.args });
  if (status !== 0) throw new Error(`next build ${bundler.args.join(' ')} exited with ${status}`);
  const run = startServer({ distDir: bundler.dist, port: PORT });
  try {
    await waitUntilServed(run.server, ORIGIN, HOST, '/search/trips');
    const id = await plannedTrip(ORIGIN, HOST);
    const pages = {};
    for (const [name, p] of [
      ['home', '/search/trips'],
      ['organised packages', '/static_package/list'],
      ['list', `/list/${id}`],
      ['detail', `/detail/${id}?index=0`],
    ]) {
      const r = await get(ORIGIN, HOST, p);
      if (r.status !== 200) throw new Error(`${p} answered ${r.status}`);
      pages[name] = firstLoadJs(r.body, path.join(root, bundler.dist));
    }
    return pages;
  } finally {
    await run.stop();
  }
}

async function main() {
  const loadAtStart = os.loadavg().map((l) => Number(l.toFixed(2)));
  const results = [];
  for (const bundler of BUNDLERS) {
    const floor = await floorOf(bundler);
    results.push({ bundler: bundler.name, floor, pages: await pagesOf(bundler) });
  }
  writeResult(path.join(import.meta.dirname, 'last.json'), {
    date: new Date().toISOString(),
    machine: machine('not pinned', loadAtStart),
    results,
  });
  const names = Object.keys(results[0].pages);
  console.log(`\n| first-load JS gzipped | ${results.map((r) => r.bundler).join(' | ')} |`);
  console.log(`|---|${results.map(() => '---:').join('|')}|`);
  console.log(`| empty App Router app | ${results.map((r) => kb(r.floor.gzipBytes)).join(' | ')} |`);
  for (const name of names)
    console.log(
      `| ${name} | ${results
        .map((r) => `${kb(r.pages[name].gzipBytes)} (+ ${kb(r.pages[name].gzipBytes - r.floor.gzipBytes)})`)
        .join(' | ')} |`,
    );
}

main().catch((err) => {
  console.error(`bench:bundlers failed: ${err.message}`);
  process.exit(1);
});
