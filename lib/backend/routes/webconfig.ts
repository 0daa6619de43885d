import { Hono } from 'hono';
import type { BackendEnv } from '@/lib/backend/http/context';
import { ZGetWebconfigRequest } from '@/lib/contract/site-config';
import type { Tenant } from '@/lib/db/schema';
import { isServerCall } from '@/lib/security/server-call';
import { toPublicSiteConfig } from '@/lib/tenant/public-config';
import {
  dbOf,
  optionalTenantOf,
  SITE_DETAILS_MESSAGE,
  siteRequired,
  tenantOf,
} from '../auth/request-context';
import { readBody } from '../http/body';
import { AppError } from '../http/errors';
import { parseOr400 } from '../http/parse-or-400';
import { findTenantBySite } from '../tenants/repository';

export const webconfigRoutes = new Hono<BackendEnv>();

/**
 * What a caller may see of a tenant's configuration: the public projection, or the whole stored
 * configuration for the storefront's own server (lib/security/server-call.ts).
 */
const configFor = (request: Request, tenant: Tenant) =>
  isServerCall(request) ? tenant.config : toPublicSiteConfig(tenant.config);

const noSuchSubdomain = () =>
  new AppError('site_not_found', 404, SITE_DETAILS_MESSAGE, {
    subdomain: ['No site is configured for this subdomain.'],
  });

/** POST v1/get_webconfig, body data{subdomain}; answers { data, errors } (errors: app.ts's refusal). */
webconfigRoutes.post('/v1/get_webconfig', async (c) => {
  const body = await readBody(c.req.raw);
  // Accept `{ subdomain }` at the top level too: lenient on what callers send.
  const { subdomain } = parseOr400(ZGetWebconfigRequest.shape.data, 'data' in body ? body.data : body, {
    text: () => 'This field is required.',
  });
  const tenant = await findTenantBySite(await dbOf(c), subdomain);
  if (!tenant) throw noSuchSubdomain();
  // Each site reads its own configuration only; another tenant's is not found from this host.
  if (c.get('site') && !isServerCall(c.req.raw) && (await optionalTenantOf(c))?.id !== tenant.id) {
    throw noSuchSubdomain();
  }
  return c.json({ data: configFor(c.req.raw, tenant), errors: null });
});

/** GET api/b2b/webconfig/ (credentialed): the site configuration of the calling site. */
webconfigRoutes.get('/api/b2b/webconfig/', async (c) => {
  if (!c.get('site')) throw siteRequired();
  const tenant = await tenantOf(c);
  return c.json(configFor(c.req.raw, tenant));
});
