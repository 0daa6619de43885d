import { fileURLToPath } from 'node:url';
import { PHASE_PRODUCTION_SERVER } from 'next/constants.js';
import { pageCacheBytes } from './lib/cache/page-cache.mjs';
import { securityHeaderRules } from './lib/security/headers.mjs';

/** @type {import('next').NextConfig} */
const nextConfig = {
  // A separate build folder lets several checkouts' builds run side by side (tests, benchmarks).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
  poweredByHeader: false,
  // Responses are compressed by the server after the script nonce is stamped on them
  // (lib/security/script-nonce/response.ts); Next's compression would come before it.
  compress: false,
  // The Travel API contract keeps the spec's trailing slashes; a 308 would break POSTs.
  skipTrailingSlashRedirect: true,
  // PGlite ships WASM and must be loaded by Node, not bundled; twilio loads its API modules lazily.
  // pino and prom-client: one copy per process, so every route reads the metrics the server counts.
  serverExternalPackages: [
    '@electric-sql/pglite',
    'pg',
    'sanitize-html',
    'twilio',
    'pino',
    'prom-client',
    // Loaded by Node, not bundled: instrumentations hook the modules Node loads (lib/ops/tracing.ts).
    '@opentelemetry/sdk-trace-node',
    '@opentelemetry/exporter-trace-otlp-http',
    '@opentelemetry/resources',
    '@opentelemetry/instrumentation',
    '@opentelemetry/instrumentation-http',
    '@opentelemetry/instrumentation-pg',
    '@opentelemetry/instrumentation-undici',
  ],
  images: { unoptimized: true },
  // The rendered-page and data cache kept in memory: bounded in bytes (lib/cache/page-cache.mjs).
  cacheMaxMemorySize: pageCacheBytes(process.env),
  // Next's own cache, whose tag expiries also reach the other instances when REDIS_URL is set.
  cacheHandler: fileURLToPath(new URL('./lib/cache/shared-tags-cache-handler.mjs', import.meta.url)),
  experimental: {
    // Next.js copies a page request's body for the proxy up to this size (default 10 MB). Pages take
    // no bodies (the proxy answers 413 to a declared larger one; /api/ skips the proxy and has its
    // own limits, lib/http/body-limit.ts), so a small copy is enough.
    proxyClientMaxBodySize: '64kb',
  },
  // Security headers on every response (pages, ISR-cached pages, /api/*, build assets); see
  // lib/security/headers.mjs for the policy and why it is static. `next build` runs with
  // NODE_ENV=production, so HSTS is part of production builds only (and never for localhost).
  async headers() {
    return [
      ...securityHeaderRules({ production: process.env.NODE_ENV === 'production' }),
      // Tenant artwork, mode icons and destination images (public/assets): Next already answers them
      // with an ETag and 304; caches may keep them an hour and serve them stale for a day while
      // they check again. Contract answers: lib/http/cache-policy.ts; pages: ISR's own s-maxage.
      {
        source: '/assets/:path*',
        headers: [{ key: 'Cache-Control', value: 'public, max-age=3600, stale-while-revalidate=86400' }],
      },
    ];
  },
};

/**
 * next-intl's plugin only shapes the build (it aliases `next-intl/config` to the request
 * configuration). Importing it loads @swc/core and @parcel/watcher, ~15 MB resident that
 * `next start` would carry for nothing, so the production server reads the plain configuration.
 */
export default async function config(phase) {
  if (phase === PHASE_PRODUCTION_SERVER) return nextConfig;
  const { default: createNextIntlPlugin } = await import('next-intl/plugin');
  return createNextIntlPlugin('./i18n/request.ts')(nextConfig);
}
