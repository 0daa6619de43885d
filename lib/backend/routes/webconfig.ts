import { Hono } from 'hono';
import type { BackendEnv } from '@/lib/backend/http/context';
import { ZGetWebconfigRequest } from '@/lib/contract/site-config';
import type { Tenant } from '@/lib/db/schema';
import { isServerCall } from '@/lib/security/server-call';
import { toPublicSiteConfig } from '@/lib/tenant/public-config';
import { readBody } from '../http/body';
import { AppError } from '../http/errors';
import { findTenantBySite } from '../tenants/repository';

export const webconfigRoutes = new Hono<BackendEnv>();

/**
 * What a caller may see of a tenant's configuration: the public projection, or the whole stored
 * configuration for the storefront's own server (lib/security/server-call.ts).
 */
const configFor = (request: Request, tenant: Tenant) =>
  isServerCall(request) ? tenant.config : toPublicSiteConfig(tenant.config);

/** POST v1/get_webconfig, body data{subdomain}; answers { data, errors }. */
webconfigRoutes.post('/v1/get_webconfig', async (c) => {
  const body = await readBody(c.req.raw);
  // Accept `{ subdomain }` at the top level too: lenient on what callers send.
  const parsed = ZGetWebconfigRequest.safeParse('data' in body ? body : { data: body });
  if (!parsed.success) {
    return c.json({ data: null, errors: { subdomain: ['This field is required.'] } }, 400);
  }
  const db = await c.get('deps').db();
  const tenant = await findTenantBySite(db, parsed.data.data.subdomain);
  if (!tenant) {
    return c.json({ data: null, errors: { subdomain: ['No site is configured for this subdomain.'] } }, 404);
  }
  // Each site reads its own configuration only; another tenant's is not found from this host.
  const site = c.get('site');
  if (site && !isServerCall(c.req.raw)) {
    const caller = await findTenantBySite(db, site);
    if (caller?.id !== tenant.id) {
      return c.json(
        { data: null, errors: { subdomain: ['No site is configured for this subdomain.'] } },
        404,
      );
    }
  }
  return c.json({ data: configFor(c.req.raw, tenant), errors: null });
});

/** GET api/b2b/webconfig/ (credentialed): the site configuration of the calling site. */
webconfigRoutes.get('/api/b2b/webconfig/', async (c) => {
  const site = c.get('site');
  if (!site) throw new AppError('site_required', 400, 'Sorry we are unable to fetch site details.');
  const db = await c.get('deps').db();
  const tenant = await findTenantBySite(db, site);
  if (!tenant) throw new AppError('site_not_found', 404, 'Sorry we are unable to fetch site details.');
  return c.json(configFor(c.req.raw, tenant));
});
