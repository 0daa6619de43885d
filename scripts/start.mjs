#!/usr/bin/env node
// `npm start`: build when the build is missing or older than the sources, then serve on PORT (3000).
// The embedded database is created, migrated and seeded by the server on first request.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
const buildId = path.join(root, '.next', 'BUILD_ID');
const SOURCES = [
  'app',
  'components',
  'lib',
  'messages',
  'styles',
  'i18n',
  'public',
  'drizzle',
  'proxy.ts',
  'next.config.mjs',
  'package.json',
];

function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const e of readdirSync(p)) max = Math.max(max, newestMtime(path.join(p, e)));
  return max;
}

const stale =
  !existsSync(buildId) || SOURCES.some((s) => newestMtime(path.join(root, s)) > statSync(buildId).mtimeMs);
if (stale || process.env.FORCE_BUILD === '1') {
  console.log('Building Itinera…');
  const r = spawnSync(process.execPath, [nextBin, 'build'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const port = process.env.PORT || '3000';
// No -H 127.0.0.1: with the proxy's rewrite it turns into an HTTP hop to itself (vercel/next.js#94745).
const server = spawn(process.execPath, [nextBin, 'start', '-p', port], { cwd: root, stdio: 'inherit' });
console.log(
  `Itinera on http://demo.localhost:${port}/search/trips and http://b2b.localhost:${port}/search/trips`,
);
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => process.exit(code ?? 0));
