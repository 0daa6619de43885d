// Production builds into a dist folder of their own (NEXT_DIST_DIR), shared by `npm test` and the
// benchmarks, so they never disturb a developer's `.next` or a server running from it.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..', '..');
export const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');

/** What a build is made from: a change in any of these makes the build stale. */
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
  'instrumentation.ts',
  'instrumentation-client.ts',
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

/** True when `distDir` holds no build or one older than the sources. */
export function isBuildStale(distDir) {
  const buildId = path.join(root, distDir, 'BUILD_ID');
  if (!existsSync(buildId)) return true;
  const builtAt = statSync(buildId).mtimeMs;
  return SOURCES.some((s) => newestMtime(path.join(root, s)) > builtAt);
}

/**
 * `next build` into `distDir` (with `args`, e.g. `--webpack`); returns the exit status. Next adds `<distDir>/types/**` to
 * tsconfig.json's include for every new dist folder; that edit is undone so test and benchmark
 * builds leave the tracked tsconfig.json as it was.
 */
export function buildApp(distDir, { env = {}, args = [] } = {}) {
  const tsconfig = path.join(root, 'tsconfig.json');
  const before = existsSync(tsconfig) ? readFileSync(tsconfig) : null;
  try {
    const r = spawnSync(process.execPath, [nextBin, 'build', ...args], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env, NEXT_DIST_DIR: distDir },
    });
    return r.status ?? 1;
  } finally {
    if (before && !before.equals(readFileSync(tsconfig))) writeFileSync(tsconfig, before);
  }
}
