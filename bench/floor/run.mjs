#!/usr/bin/env node
// The framework's floor (issue 16): first-load JavaScript of an empty Next.js App Router app built
// with the project's own versions of next, react and react-dom (bench/lib/floor-app.mjs), measured
// the way bench:ssr measures the pages (bench/lib/first-load-js.mjs). bench:ssr and bench:lighthouse
// also measure it in their own runs, beside the site's pages.
//
//   npm run bench:floor         (BENCH_PORT=3280)
//
// Reads two pages: one with no client component and one with a single client component (a
// counter). Prints a table and writes bench/floor/last.json.
import os from 'node:os';
import path from 'node:path';
import { firstLoadJs, kb } from '../lib/first-load-js.mjs';
import { FLOOR_PAGES, floorPage, withFloorApp } from '../lib/floor-app.mjs';
import { machine, writeResult } from '../lib/load.mjs';

const PORT = Number(process.env.BENCH_PORT || 3280);

async function main() {
  const loadAtStart = os.loadavg().map((l) => Number(l.toFixed(2)));
  const { versions, pages } = await withFloorApp({ port: PORT }, async (floor) => {
    const weighed = [];
    for (const [name, pathname] of [
      ['no client component', FLOOR_PAGES.empty],
      ['one client component', FLOOR_PAGES.counter],
    ])
      weighed.push({
        page: name,
        path: pathname,
        js: firstLoadJs(await floorPage(floor, pathname), floor.distPath),
      });
    return { versions: floor.versions, pages: weighed };
  });
  writeResult(path.join(import.meta.dirname, 'last.json'), {
    date: new Date().toISOString(),
    machine: machine('not pinned', loadAtStart),
    versions,
    pages,
  });
  console.log(`\nNext.js ${versions.next}, React ${versions.react}, App Router, production build`);
  console.log('\n| page | scripts | first-load JS raw | gzipped |');
  console.log('|---|---:|---:|---:|');
  for (const p of pages)
    console.log(`| ${p.page} | ${p.js.files} | ${kb(p.js.rawBytes)} | ${kb(p.js.gzipBytes)} |`);
}

main().catch((err) => {
  console.error(`bench:floor failed: ${err.message}`);
  process.exit(1);
});
