import { expect, test } from '@playwright/test';
import { E2E_PORT } from './support/hosts';

/**
 * What an operator reads from a running instance (issue 34), over HTTP on the production build: the
 * probes, a request id on every answer, and the Prometheus metrics for the machine itself.
 */

const instance = `http://127.0.0.1:${E2E_PORT}`;
/** The demo site's home, by its Host header (Node does not resolve *.localhost). */
const demoHome = { headers: { host: `demo.localhost:${E2E_PORT}` } };

test('the probes answer, every answer carries a request id, and /metrics counts the pages served', async ({
  request,
}) => {
  expect((await request.get(`${instance}/healthz`)).status()).toBe(200);
  const ready = await request.get(`${instance}/readyz`);
  expect(ready.status()).toBe(200);
  expect((await ready.json()).checks).toMatchObject({ instance: 'ok', database: 'ok' });

  const page = await request.get(`${instance}/search/trips`, demoHome);
  expect(page.status()).toBe(200);
  expect(page.headers()['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  // A load balancer's own id is kept, so its log and ours name the same request.
  const tagged = await request.get(`${instance}/search/trips`, {
    headers: { ...demoHome.headers, 'x-request-id': 'lb-0123456789' },
  });
  expect(tagged.headers()['x-request-id']).toBe('lb-0123456789');

  const metrics = await request.get(`${instance}/metrics`);
  expect(metrics.status()).toBe(200);
  const text = await metrics.text();
  expect(text).toMatch(/^http_requests_total\{route="\/search\/trips",method="GET",status="2xx"\} \d+$/m);
  expect(text).toMatch(/^http_request_duration_seconds_count\{route="\/search\/trips"\} \d+$/m);
  expect(text).toContain('nodejs_eventloop_lag_seconds');
  // The page cache reports its reads to the same registry (the cache handler runs outside the bundles).
  expect(text).toMatch(/^next_cache_reads_total\{kind="app_page",result="(hit|miss)"\} \d+$/m);
  // The probes are not counted.
  expect(text).not.toContain('route="/healthz"');
});
