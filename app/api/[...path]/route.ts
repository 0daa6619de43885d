import { serveContract } from '@/lib/client/bff';
import { partnerIdForSite } from '@/lib/client/site-config';
import { errorForLog } from '@/lib/http/log-safe';

export const dynamic = 'force-dynamic';

type Ctx = { params: Promise<{ path: string[] }> };

async function handle(request: Request, ctx: Ctx): Promise<Response> {
  const { path } = await ctx.params;
  try {
    return await serveContract(request, path, partnerIdForSite);
  } catch (err) {
    console.error('[bff] contract call failed', errorForLog(err));
    return Response.json(
      { data: null, errors: { message: 'Something went wrong! Please try again' } },
      { status: 502 },
    );
  }
}

export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE };
