import { postRevalidate } from '@/lib/admin/internal-api';
import { revalidateSites } from '@/lib/admin/revalidate-sites';

export const dynamic = 'force-dynamic';

/** POST /api/internal/revalidate (admin token), body { sites }: expire those sites' cached configuration. */
export function POST(request: Request): Promise<Response> {
  return postRevalidate(request, { revalidateSites });
}
