#!/usr/bin/env node
// The framework's floor (issue 16): first-load JavaScript of an empty Next.js App Router app built
// with the project's own versions of next, react and react-dom, beside which the pages of
// bench:ssr are measured the same way (bench/lib/first-load-js.mjs).
//
//   npm run bench:floor         (BENCH_PORT=3280)
//
// Writes the app into a temporary directory (outside the project: Next would otherwise read the
// project's configuration, proxy and instrumentation), installs the three packages there from npm's
// cache or the registry, builds it, serves it and reads two pages: one with no client component and
// one with a single client component (a counter). Prints a table and writes bench/floor/last.json.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from '../../scripts/lib/next-build.mjs';
import { firstLoadJs, kb } from '../lib/first-load-js.mjs';
import { get, machine, stopServer, waitUntilServed, writeResult } from '../lib/load.mjs';

const PORT = Number(process.env.BENCH_PORT || 3280);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const HOST = `127.0.0.1:${PORT}`;

const versionOf = (name) =>
  JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')).version;

const FILES = {
  'next.config.mjs': 'export default {};\n',
  'app/layout.jsx': `export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`,
  'app/page.jsx': `export default function Page() {
  return <h1>Hello</h1>;
}
`,
  'app/client/page.jsx': `import { Counter } from './counter';

export default function Page() {
  return <Counter />;
}
`,
  'app/client/counter.jsx': `'use client';
import { useState } from 'react';

export function Counter() {
  const [n, setN] = useState(0);
  return (
    <button type="button" onClick={() => setN(n + 1)}>
      {n}
    </button>
  );
}
`,
};

function run(cmd, args, cwd) {
  const r = spawnSync(cmd, args, {
    cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} exited with ${r.status}`);
}

async function main() {
  const loadAtStart = os.loadavg().map((l) => Number(l.toFixed(2)));
  const versions = {
    next: versionOf('next'),
    react: versionOf('react'),
    'react-dom': versionOf('react-dom'),
  };
  const dir = mkdtempSync(path.join(os.tmpdir(), 'itinera-floor-'));
  let server = null;
  try {
    writeFileSync(
      path.join(dir, 'package.json'),
      `${JSON.stringify({ name: 'floor', private: true, dependencies: versions }, null, 2)}\n`,
    );
    for (const [file, text] of Object.entries(FILES)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    }
    console.log(`Installing next ${versions.next}, react ${versions.react}…`);
    run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], dir);
    const nextBin = path.join(dir, 'node_modules', 'next', 'dist', 'bin', 'next');
    console.log('Building…');
    run(process.execPath, [nextBin, 'build'], dir);
    server = spawn(process.execPath, [nextBin, 'start', '-p', String(PORT)], {
      cwd: dir,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
    });
    await waitUntilServed(server, ORIGIN, HOST, '/');
    const pages = [];
    for (const [name, pathname] of [
      ['no client component', '/'],
      ['one client component', '/client'],
    ]) {
      const r = await get(ORIGIN, HOST, pathname);
      if (r.status !== 200) throw new Error(`${pathname} answered ${r.status}`);
      pages.push({ page: name, path: pathname, js: firstLoadJs(r.body, path.join(dir, '.next')) });
    }
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
  } finally {
    if (server) await stopServer(server);
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(`bench:floor failed: ${err.message}`);
  process.exit(1);
});
