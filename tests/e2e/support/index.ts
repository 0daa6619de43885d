/**
 * Helpers for the end-to-end specs (`tests/e2e/*.e2e.ts`):
 * - hosts: the server's port and each tenant's URL (`tenantUrl('b2b', '/about_us')`, `bareUrl`);
 * - viewports: the desktop (1280) and mobile (390) shells, for `test.use({ viewport: MOBILE_VIEWPORT })`;
 * - api: HTTP calls to a tenant's origin from the test process (Host header on 127.0.0.1);
 * - site-config: what a tenant should look like, read from its configuration; `--brand` and friends;
 * - axe: `expectNoSeriousA11yViolations(page)`;
 * - mail: `waitForMail(request, site, { to, subjectIncludes })`, e-mail the server put in its outbox;
 * - admin: `e2eAdminToken()`, the server's admin token, found as `npm run tenant:upsert` finds it.
 */
export * from './admin';
export * from './api';
export * from './axe';
export * from './hosts';
export * from './mail';
export * from './site-config';
export * from './viewports';
