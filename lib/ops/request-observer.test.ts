/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { register } from 'prom-client';
import { installRequestObserver, routeGroup, routePattern, siteOfHost } from './request-observer';

describe('route patterns', () => {
  it.each([
    ['/search/trips', '/search/trips'],
    ['/fr/search/trips?destination=Paris', '/fr/search/trips'],
    ['/list/0A1B2C3D4E5F', '/list/:id'],
    ['/api/api/console/people/6f1c2a9e-0d1b-4c55-9e0a-1f2b3c4d5e6f/remove', '/api/api/console/people'],
    ['/api/v2/search_api', '/api/v2/search_api'],
    ['/api/user/verify/ROsyiv5-CIb9iDetiZmw', '/api/user/verify/:id'],
    ['/_next/static/chunks/app-123.js', '/_next'],
    ['/assets/tenants/b2b/logo.svg', '/assets'],
    ['/', '/'],
  ])('%s → %s', (path, pattern) => {
    expect(routePattern(path)).toBe(pattern);
  });

  it('counts whatever was not found as one route', () => {
    expect(routeGroup('/wp-admin/setup-config.php', 404)).toBe('unmatched');
    expect(routeGroup('/list/0A1B2C3D4E5F', 200)).toBe('/list/:id');
  });

  it('names the site without its port', () => {
    expect(siteOfHost('demo.localhost:3000')).toBe('demo.localhost');
    expect(siteOfHost('Travel.Example.com')).toBe('travel.example.com');
    expect(siteOfHost(undefined)).toBeNull();
  });
});

describe('the request observer', () => {
  const lines: Record<string, unknown>[] = [];
  let port = 0;
  let server: http.Server;

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _enc, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    installRequestObserver({ REQUEST_LOG: 'json' }, sink);
    server = http.createServer((req, res) => {
      res.statusCode = req.url?.startsWith('/missing') ? 404 : 200;
      res.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const get = (path: string, headers: Record<string, string> = {}) =>
    new Promise<http.IncomingMessage>((resolve, reject) => {
      http
        .get(
          { host: '127.0.0.1', port, path, headers: { host: `demo.localhost:${port}`, ...headers } },
          (res) => {
            res.resume();
            res.on('end', () => resolve(res));
          },
        )
        .on('error', reject);
    });

  it('answers each request with an id, logs one line without its query, and counts it', async () => {
    const res = await get('/list/0A1B2C3D4E5F?email=someone@example.com');
    const id = res.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await new Promise((r) => setTimeout(r, 20));
    const line = lines.find((l) => l.id === id);
    expect(line).toMatchObject({ site: 'demo.localhost', method: 'GET', route: '/list/:id', status: 200 });
    expect(typeof line?.ms).toBe('number');
    expect(JSON.stringify(lines)).not.toContain('someone@example.com');
    const metrics = await register.metrics();
    expect(metrics).toMatch(/http_requests_total\{route="\/list\/:id",method="GET",status="2xx"\} \d+/);
    expect(metrics).toMatch(/http_request_duration_seconds_bucket\{le="0.005",route="\/list\/:id"\}/);
  });

  it("keeps a caller's plain request id, and replaces one that is not", async () => {
    expect((await get('/search/trips', { 'x-request-id': 'lb-req-12345678' })).headers['x-request-id']).toBe(
      'lb-req-12345678',
    );
    expect(
      (await get('/search/trips', { 'x-request-id': 'bad id <script>' })).headers['x-request-id'],
    ).not.toBe('bad id <script>');
  });

  it('leaves the probes out of the log, and counts what was not found as unmatched', async () => {
    const before = lines.length;
    await get('/healthz');
    await get('/missing/thing');
    await new Promise((r) => setTimeout(r, 20));
    expect(lines.slice(before).map((l) => l.route)).toEqual(['/missing/thing']);
    expect(await register.metrics()).toMatch(
      /http_requests_total\{route="unmatched",method="GET",status="4xx"\} 1/,
    );
  });
});
