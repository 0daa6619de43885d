import createNextIntlPlugin from 'next-intl/plugin';

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
};

export default withNextIntl(nextConfig);
