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

/**
 * The bundler of every production build (`npm start`, `npm run build`, the tests, the benchmarks):
 * webpack, chosen by measurement — `npm run bench:bundlers` builds the same pages with Turbopack
 * (`next build`'s default in Next 16) and with webpack, and webpack ships 8–10 % less JavaScript on
 * every page (docs/benchmarks.md, "Bundler"). `next dev` keeps Turbopack.
 */
export const PRODUCTION_BUILD_ARGS = Object.freeze(['--webpack']);

/** Beside a build: the arguments it was made with, so a build by another bundler counts as stale. */
const BUILT_WITH = 'itinera-build.json';

/** True when `distDir` holds no build, one older than the sources, or one made with other `args`. */
export function isBuildStale(distDir, args = PRODUCTION_BUILD_ARGS) {
  const buildId = path.join(root, distDir, 'BUILD_ID');
  if (!existsSync(buildId)) return true;
  if (builtWith(distDir) !== JSON.stringify(args)) return true;
  const builtAt = statSync(buildId).mtimeMs;
  return SOURCES.some((s) => newestMtime(path.join(root, s)) > builtAt);
}

function builtWith(distDir) {
  try {
    return JSON.stringify(JSON.parse(readFileSync(path.join(root, distDir, BUILT_WITH), 'utf8')).args);
  } catch {
    return null;
  }
}

/**
 * `next build` into `distDir` with `args` (the production bundler unless told); returns the exit
 * status. Next adds `<distDir>/types/**` to tsconfig.json's include for every new dist folder; that
 * edit is undone so test and benchmark builds leave the tracked tsconfig.json as it was.
 */
export function buildApp(distDir, { env = {}, args = PRODUCTION_BUILD_ARGS } = {}) {
  const tsconfig = path.join(root, 'tsconfig.json');
  const before = existsSync(tsconfig) ? readFileSync(tsconfig) : null;
  try {
    const r = spawnSync(process.execPath, [nextBin, 'build', ...args], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env, NEXT_DIST_DIR: distDir },
    });
    if (r.status === 0) writeFileSync(path.join(root, distDir, BUILT_WITH), `${JSON.stringify({ args })}\n`);
    return r.status ?? 1;
  } finally {
    if (before && !before.equals(readFileSync(tsconfig))) writeFileSync(tsconfig, before);
  }
}
