import { adminToken } from '@/lib/auth/admin-token';
import { ensureDeploymentSecret } from '@/lib/auth/secret-store';
import { putTenant } from '@/lib/backend/admin/internal-api';
import { revalidateSites } from '@/lib/backend/admin/revalidate-sites';
import { backendDb } from '@/lib/backend/database';

export const dynamic = 'force-dynamic';

/**
 * PUT /api/internal/tenants (admin token): the tenant CLI's way in while this server owns the
 * database. A static segment, so it wins over the contract catch-all `app/api/[...path]`.
 */
export async function PUT(request: Request): Promise<Response> {
  // The admin token derives from the deployment secret (loaded at start; again if that failed).
  if (!adminToken()) await ensureDeploymentSecret(backendDb);
  return putTenant(request, { db: backendDb, revalidateSites });
}
