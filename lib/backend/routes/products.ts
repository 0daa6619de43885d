import { Hono } from 'hono';
import type { BackendEnv } from '@/lib/backend/http/context';
import { dbOf, tenantOf } from '../auth/request-context';
import { AppError } from '../http/errors';
import { PRODUCT_MESSAGES, searchResults } from '../products/service';

/**
 * GET v1/search_results?package_id=&kind= (‡ the storefront's own contract, lib/contract/products.ts):
 * the offers of a flight, activity, transfer, drive, rail or ferry search made by v2/search_api on
 * this site, priced for its party in its currency. Another site's package_id reads as unknown.
 */
export const productRoutes = new Hono<BackendEnv>();

productRoutes.get('/v1/search_results', async (c) => {
  const packageId = (c.req.query('package_id') ?? '').trim();
  if (!packageId)
    throw new AppError('invalid_request', 400, 'Invalid package_id: This field is required.', {
      package_id: ['This field is required.'],
    });
  const tenant = await tenantOf(c);
  const db = await dbOf(c);
  if (packageId.length > 64) throw new AppError('search_not_found', 404, PRODUCT_MESSAGES.searchNotFound);
  return c.json({ success: true, data: await searchResults(db, tenant, packageId, c.req.query('kind')) });
});
