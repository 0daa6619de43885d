import { register } from 'prom-client';
import { peerAddress } from '@/lib/http/peer-address';
import { metricsOpenTo } from '@/lib/ops/metrics-access';

/**
 * GET /metrics (issue 34 item 4): this instance's Prometheus metrics — requests and their latency
 * (lib/ops/request-observer.ts), jobs, and Node's own (memory, event-loop lag, GC) — for the
 * machine itself or a scraper presenting METRICS_TOKEN. Anyone else gets 404, as if it were not there.
 */
export const dynamic = 'force-dynamic';

export async function GET(request: Request) {
  const open = metricsOpenTo({
    peerAddress: peerAddress(request),
    trustProxy: process.env.TRUST_PROXY,
    authorization: request.headers.get('authorization'),
    token: process.env.METRICS_TOKEN,
  });
  if (!open) return new Response('Not found', { status: 404, headers: { 'cache-control': 'no-store' } });
  return new Response(await register.metrics(), {
    headers: { 'content-type': register.contentType, 'cache-control': 'no-store' },
  });
}
