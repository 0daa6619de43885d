import { adminToken } from '@/lib/auth/admin-token';
import { ensureServerSecret } from '@/lib/auth/server-secret';
import { postRevalidate } from '@/lib/backend/admin/internal-api';
import { revalidateSites } from '@/lib/backend/admin/revalidate-sites';

export const dynamic = 'force-dynamic';

/** POST /api/internal/revalidate (admin token), body { sites }: expire those sites' cached configuration. */
export async function POST(request: Request): Promise<Response> {
  // The admin token derives from the deployment secret (loaded at start; again if that failed).
  if (!adminToken()) await ensureServerSecret();
  return postRevalidate(request, { revalidateSites });
}
