#!/usr/bin/env node
// `npm start`: build when the build is missing or older than the sources, then serve on PORT (3000).
// The embedded database is created, migrated and seeded by the server on its first request.
import { spawn } from 'node:child_process';
import { buildApp, isBuildStale, nextBin, root } from './lib/next-build.mjs';
import { serverRuntimeEnv } from './lib/server-runtime.mjs';

const distDir = process.env.NEXT_DIST_DIR || '.next';
process.env.NEXT_TELEMETRY_DISABLED ??= '1';

if (process.env.FORCE_BUILD === '1' || isBuildStale(distDir)) {
  console.log(`Building Itinera into ${distDir}…`);
  const status = buildApp(distDir);
  if (status !== 0) process.exit(status);
}

const port = process.env.PORT || '3000';
// No -H 127.0.0.1: with the proxy's rewrite it turns into an HTTP hop to itself (vercel/next.js#94745).
// Idle keep-alive connections outlive a load balancer's (60 s) and a test client's pauses: a server
// closing a socket first races the next request sent on it (ECONNRESET on a non-retried POST).
const server = spawn(process.execPath, [nextBin, 'start', '-p', port, '--keepAliveTimeout', '65000'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, ...serverRuntimeEnv(process.env), NEXT_DIST_DIR: distDir },
});
console.log(
  `Itinera: http://demo.localhost:${port}/search/trips and http://b2b.localhost:${port}/search/trips`,
);
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => process.exit(code ?? 0));
