import { isStopping } from '@/lib/ops/graceful-stop';
import { readinessOf, within } from '@/lib/ops/readiness';
import { isWorldIndexBuilt } from '@/lib/search/autocomplete/engine';

/**
 * GET /readyz (issue 34 item 2): 200 when this instance can serve — the built-in backend's database
 * answers with every migration of this build applied (skipped when the storefront talks to an
 * external Travel API), the autocomplete index is built (unless AUTOCOMPLETE_WARMUP=off) and the
 * instance is not stopping — else 503 with the check that failed. Unauthenticated and cheap; it names no tenant and no data.
 */
export const dynamic = 'force-dynamic';

const DB_CHECK_MS = 2_000;

export async function GET() {
  // A stopping instance takes no new traffic (lib/ops/graceful-stop.ts).
  const checks: Record<string, string> = { instance: isStopping() ? 'stopping' : 'ok' };
  if (!process.env.TRAVEL_API_URL) {
    try {
      const { loadBackendRuntime } = await import('@/lib/backend/shared');
      checks.database = await within(DB_CHECK_MS, (await loadBackendRuntime()).databaseReadiness());
    } catch (err) {
      checks.database = `unavailable: ${err instanceof Error ? err.message.split('\n')[0] : 'error'}`;
    }
  }
  if (process.env.AUTOCOMPLETE_WARMUP !== 'off')
    checks.autocomplete = isWorldIndexBuilt() ? 'ok' : 'index not built yet';
  const answer = readinessOf(checks);
  return Response.json(answer, {
    status: answer.ready ? 200 : 503,
    headers: { 'cache-control': 'no-store' },
  });
}
