// The framework's floor (issues 16 and 33): an empty Next.js App Router app built with the project's
// own versions of next, react and react-dom, served beside the site so a benchmark can measure both
// in the same run. bench:floor reports it alone; bench:ssr and bench:lighthouse measure each page
// against it.
//
// The app is written into a temporary directory (outside the project: Next would otherwise read the
// project's configuration, proxy and instrumentation), the three packages installed there from npm's
// cache or the registry, built and started. Two pages: one with no client component and one with a
// single client component (a counter).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PRODUCTION_BUILD_ARGS, root } from '../../scripts/lib/next-build.mjs';
import { get, stopServer, waitUntilServed } from './load.mjs';

/** The empty app's pages: name → path. */
export const FLOOR_PAGES = { empty: '/', counter: '/client' };

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

/**
 * Builds (`next build` with `buildArgs`, by default the site's own bundler) and starts the empty app
 * on `port`; answers where it is served, its build folder (for first-load-js.mjs), the versions it
 * was built with, and `stop()` (stops it and removes the folder).
 */
async function startFloorApp({ port, buildArgs = PRODUCTION_BUILD_ARGS }) {
  const versions = {
    next: versionOf('next'),
    react: versionOf('react'),
    'react-dom': versionOf('react-dom'),
  };
  const dir = mkdtempSync(path.join(os.tmpdir(), 'itinera-floor-'));
  let server = null;
  const stop = async () => {
    if (server) await stopServer(server);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    writeFileSync(
      path.join(dir, 'package.json'),
      `${JSON.stringify({ name: 'floor', private: true, dependencies: versions }, null, 2)}\n`,
    );
    for (const [file, text] of Object.entries(FILES)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    }
    console.log(`Empty app: installing next ${versions.next}, react ${versions.react}…`);
    run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], dir);
    const nextBin = path.join(dir, 'node_modules', 'next', 'dist', 'bin', 'next');
    console.log('Empty app: building…');
    run(process.execPath, [nextBin, 'build', ...buildArgs], dir);
    server = spawn(process.execPath, [nextBin, 'start', '-p', String(port)], {
      cwd: dir,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
    });
    const origin = `http://127.0.0.1:${port}`;
    const host = `127.0.0.1:${port}`;
    await waitUntilServed(server, origin, host, '/');
    return { origin, host, distPath: path.join(dir, '.next'), versions, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

/** Runs `fn(app)` with the empty app built and served (startFloorApp's options), then stops it. */
export async function withFloorApp(options, fn) {
  const app = await startFloorApp(options);
  try {
    return await fn(app);
  } finally {
    await app.stop();
  }
}

/** The HTML of one of the empty app's pages (FLOOR_PAGES). */
export async function floorPage(app, pathname) {
  const r = await get(app.origin, app.host, pathname);
  if (r.status !== 200) throw new Error(`the empty app answered ${r.status} on ${pathname}`);
  return r.body;
}
