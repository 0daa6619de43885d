import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { createThrowawayDatabase } from '../support/test-db';
import { E2E_PORT } from './support';
import { ReadmeServer } from './support/readme-server';

/**
 * Traces (issue 34 item 4): a production server started as the README says, plus only
 * OTEL_EXPORTER_OTLP_ENDPOINT, sends its spans by OTLP to a local receiver of the protocol's
 * documented JSON shape (ExportTraceServiceRequest: resourceSpans → scopeSpans → spans). One API
 * call is one trace: the incoming request with its site and route, the Travel API call beneath
 * it and, on PostgreSQL (DATABASE_URL, as CI sets it), the database queries beneath that.
 */

interface OtlpAttribute {
  key: string;
  value: { stringValue?: string; intValue?: string | number; boolValue?: boolean };
}
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: OtlpAttribute[];
}

const attr = (span: OtlpSpan, key: string) => {
  const v = span.attributes?.find((a) => a.key === key)?.value;
  return v?.stringValue ?? v?.intValue ?? v?.boolValue;
};

/** A local OTLP/HTTP receiver: every span of every export, and the service names sent. */
function otlpReceiver() {
  const spans: OtlpSpan[] = [];
  const services = new Set<string>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.url === '/v1/traces' && req.headers['content-type']?.startsWith('application/json')) {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        for (const rs of body.resourceSpans ?? []) {
          const service = (rs.resource?.attributes as OtlpAttribute[] | undefined)?.find(
            (a) => a.key === 'service.name',
          );
          if (service?.value.stringValue) services.add(service.value.stringValue);
          for (const ss of rs.scopeSpans ?? []) spans.push(...(ss.spans ?? []));
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return { spans, services, server };
}

const receiver = otlpReceiver();
let server: ReadmeServer | null = null;
let database: { url: string; drop: () => Promise<void> } | null = null;
let dataDir = '';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await new Promise<void>((resolve) => receiver.server.listen(0, '127.0.0.1', resolve));
  const { port } = receiver.server.address() as AddressInfo;
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'itinera-e2e-traces-'));
  if (process.env.DATABASE_URL) database = await createThrowawayDatabase(process.env.DATABASE_URL);
  server = new ReadmeServer(E2E_PORT + 11, {
    DATA_DIR: dataDir,
    OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}`,
    // The batch processor's delay, short so the spec waits less (the SDK's own variable).
    OTEL_BSP_SCHEDULE_DELAY: '200',
    ...(database ? { DATABASE_URL: database.url } : {}),
  });
  server.start();
  await server.ready(150_000);
});

test.afterAll(async () => {
  await server?.stop();
  await database?.drop();
  await new Promise((resolve) => receiver.server.close(resolve));
  rmSync(dataDir, { recursive: true, force: true });
});

test('an API call is one trace: the request with its site and route, the Travel API call, the database', async () => {
  const s = server as ReadmeServer;
  const answer = await s.call('demo', 'GET', '/api/v1/get_static_package?id=classic-italy');
  expect(answer.status).toBe(200);
  // A probe is not traced.
  expect((await s.call('demo', 'GET', '/readyz')).status).toBe(200);

  const traceOfCall = () => {
    const call = receiver.spans.find((sp) => sp.name === 'Travel API GET v1/get_static_package');
    if (!call) return null;
    const inTrace = receiver.spans.filter((sp) => sp.traceId === call.traceId);
    const root = inTrace.find((sp) => !sp.parentSpanId);
    return { call, inTrace, root };
  };
  await expect.poll(() => traceOfCall()?.root?.spanId ?? null, { timeout: 15_000 }).not.toBeNull();
  const { call, inTrace, root } = traceOfCall() as NonNullable<ReturnType<typeof traceOfCall>>;

  expect(receiver.services).toContain('itinera');
  // The incoming request: a server span with the site and the route Next.js matched.
  expect(root?.kind).toBe(2); // SPAN_KIND_SERVER
  expect(attr(root as OtlpSpan, 'itinera.host')).toBe('demo.localhost');
  expect(attr(root as OtlpSpan, 'itinera.site')).toBe('demo');
  expect(attr(root as OtlpSpan, 'http.route')).toBe('/api/[...path]');
  expect(root?.name).toBe('GET /api/[...path]');
  // No query value and no client address leaves in a span.
  expect(attr(root as OtlpSpan, 'url.query')).toBe('id=REDACTED');
  expect(JSON.stringify(inTrace)).not.toContain('classic-italy');
  expect(attr(root as OtlpSpan, 'client.address')).toBe('REDACTED');
  // The Travel API call, beneath it, with its site and status.
  expect(attr(call, 'itinera.site')).toBe('demo');
  expect(attr(call, 'http.response.status_code')).toBe(200);
  const ancestors = new Set<string>();
  for (let at: OtlpSpan | undefined = call; at?.parentSpanId; ) {
    ancestors.add(at.parentSpanId);
    at = inTrace.find((sp) => sp.spanId === at?.parentSpanId);
  }
  expect(ancestors).toContain(root?.spanId);
  if (database) {
    // PostgreSQL's queries, beneath the Travel API call.
    const queries = inTrace.filter(
      (sp) => (attr(sp, 'db.system.name') ?? attr(sp, 'db.system')) === 'postgresql',
    );
    expect(queries.length).toBeGreaterThan(0);
    const underCall = (sp: OtlpSpan): boolean => {
      for (let at: OtlpSpan | undefined = sp; at?.parentSpanId; ) {
        if (at.parentSpanId === call.spanId) return true;
        at = inTrace.find((x) => x.spanId === at?.parentSpanId);
      }
      return false;
    };
    expect(queries.some(underCall)).toBe(true);
  }
  // Neither the probe nor the exporter's own posts are traced.
  expect(
    receiver.spans.some((sp) => String(attr(sp, 'http.target') ?? attr(sp, 'url.path')).includes('readyz')),
  ).toBe(false);
  expect(receiver.spans.some((sp) => String(attr(sp, 'url.full') ?? '').includes('/v1/traces'))).toBe(false);
});
