import { Hono } from 'hono';
import type { BackendEnv } from '@/lib/backend/http/context';
import { ZGetWebconfigRequest } from '@/lib/contract/site-config';
import type { Tenant } from '@/lib/db/schema';
import { isServerCall } from '@/lib/security/server-call';
import { toPublicSiteConfig } from '@/lib/tenant/public-config';
import { dbOf, optionalTenantOf, siteRequired, tenantOf } from '../auth/request-context';
import { readBody } from '../http/body';
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
  const tenant = await findTenantBySite(await dbOf(c), parsed.data.data.subdomain);
  if (!tenant) {
    return c.json({ data: null, errors: { subdomain: ['No site is configured for this subdomain.'] } }, 404);
  }
  // Each site reads its own configuration only; another tenant's is not found from this host.
  if (c.get('site') && !isServerCall(c.req.raw)) {
    const caller = await optionalTenantOf(c);
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
  if (!c.get('site')) throw siteRequired();
  const tenant = await tenantOf(c);
  return c.json(configFor(c.req.raw, tenant));
});
