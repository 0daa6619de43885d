/**
 * Where the end-to-end server listens and how tests address each tenant. Shared by
 * playwright.config.ts and the specs so the port is chosen in one place.
 */

/** E2E_PORT (or PORT) overrides; 3210 is unlikely to clash with a developer's `npm start` on 3000. */
export const E2E_PORT = Number(process.env.E2E_PORT || process.env.PORT || 3210);

/** The two demo tenants seeded on first start (lib/backend/seed/tenants). */
export const TENANTS = ['demo', 'b2b'] as const;

/** Origin of a tenant's site: `*.localhost` resolves to loopback in Chromium, no hosts entry needed. */
export function tenantOrigin(tenant: string, port: number = E2E_PORT): string {
  return `http://${tenant}.localhost:${port}`;
}

/** Absolute URL of `path` on a tenant's site, e.g. `tenantUrl('b2b', '/search/trips')`. */
export function tenantUrl(tenant: string, path: string, port: number = E2E_PORT): string {
  return new URL(path, tenantOrigin(tenant, port)).toString();
}

/** The bare host (no tenant), which redirects to the default tenant. */
export function bareUrl(path: string, port: number = E2E_PORT): string {
  return new URL(path, `http://localhost:${port}`).toString();
}
