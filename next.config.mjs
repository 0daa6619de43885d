import createNextIntlPlugin from 'next-intl/plugin';
import { securityHeaderRules } from './lib/security/headers.mjs';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

/** @type {import('next').NextConfig} */
const nextConfig = {
  // A separate build folder lets several checkouts' builds run side by side (tests, benchmarks).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
  poweredByHeader: false,
  // The Travel API contract keeps the spec's trailing slashes; a 308 would break POSTs.
  skipTrailingSlashRedirect: true,
  // PGlite ships WASM and must be loaded by Node, not bundled.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'sanitize-html'],
  images: { unoptimized: true },
  // Security headers on every response (pages, ISR-cached pages, /api/*, build assets); see
  // lib/security/headers.mjs for the policy and why it is static. `next build` runs with
  // NODE_ENV=production, so HSTS is part of production builds only (and never for localhost).
  async headers() {
    return securityHeaderRules({ production: process.env.NODE_ENV === 'production' });
  },
};

export default withNextIntl(nextConfig);
