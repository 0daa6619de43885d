import { postRevalidate } from '@/lib/admin/internal-api';
import { revalidateSites } from '@/lib/admin/revalidate-sites';
import { adminToken } from '@/lib/admin/token';
import { ensureServerSecret } from '@/lib/auth/server-secret';

export const dynamic = 'force-dynamic';

/** POST /api/internal/revalidate (admin token), body { sites }: expire those sites' cached configuration. */
export async function POST(request: Request): Promise<Response> {
  // The admin token derives from the deployment secret (loaded at start; again if that failed).
  if (!adminToken()) await ensureServerSecret();
  return postRevalidate(request, { revalidateSites });
}
