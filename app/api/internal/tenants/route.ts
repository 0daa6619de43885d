import { putTenant } from '@/lib/admin/internal-api';
import { revalidateSites } from '@/lib/admin/revalidate-sites';
import { backendDb } from '@/lib/backend/database';

export const dynamic = 'force-dynamic';

/**
 * PUT /api/internal/tenants (admin token): the tenant CLI's way in while this server owns the
 * database. A static segment, so it wins over the contract catch-all `app/api/[...path]`.
 */
export function PUT(request: Request): Promise<Response> {
  return putTenant(request, { db: backendDb, revalidateSites });
}
