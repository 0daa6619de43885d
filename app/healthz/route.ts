/**
 * GET /healthz (issue 34 item 2): the process is up and answering. Nothing is checked, nothing is
 * logged or limited: a load balancer's liveness probe. /readyz says whether it can serve.
 */
export const dynamic = 'force-dynamic';

export function GET() {
  return new Response('ok\n', {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}
