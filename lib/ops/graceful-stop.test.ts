/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { graceMsFrom, isStopping, prepareGracefulStop } from './graceful-stop';

/** A server whose answers take `ms` (per request, from its `?ms=` or the default). */
async function slowServer(defaultMs: number) {
  const server = http.createServer((req, res) => {
    const ms = Number(new URL(req.url ?? '/', 'http://x').searchParams.get('ms') ?? defaultMs);
    setTimeout(() => res.end('done'), ms);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

function get(port: number, path = '/'): Promise<{ status: number; body: string } | { error: string }> {
  return new Promise((resolve) => {
    const agent = new http.Agent({ keepAlive: true });
    http
      .get({ host: '127.0.0.1', port, path, agent }, (res) => {
        let body = '';
        res.on('data', (c) => {
          body += c;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        res.on('error', (e) => resolve({ error: e.message }));
      })
      .on('error', (e) => resolve({ error: (e as NodeJS.ErrnoException).code ?? e.message }));
  });
}

const untilInFlight = async (n: number) => {
  const state = (globalThis as { __itineraStop?: { inFlight: Set<unknown> } }).__itineraStop;
  while ((state?.inFlight.size ?? 0) < n) await new Promise((r) => setTimeout(r, 5));
};

afterEach(() => {
  delete (globalThis as { __itineraStop?: unknown }).__itineraStop;
});

it('stops accepting, lets the requests in flight finish, then stops the application', async () => {
  const order: string[] = [];
  const stop = prepareGracefulStop({
    graceMs: 5_000,
    stopApp: async (left) => {
      order.push(`app stopped with ${left > 3_000 ? 'most of the grace' : 'little'} left`);
      return 'app done';
    },
    log: (line) => order.push(line),
  });
  const { port } = await slowServer(300);
  const inFlight = Array.from({ length: 5 }, async () => {
    const answer = await get(port);
    order.push('answered');
    return answer;
  });
  await untilInFlight(5);
  expect(isStopping()).toBe(false);
  const stopped = stop();
  expect(isStopping()).toBe(true);
  expect(await Promise.all(inFlight)).toEqual(Array(5).fill({ status: 200, body: 'done' }));
  // A new connection is refused.
  expect(await get(port)).toEqual({ error: 'ECONNREFUSED' });
  expect(await stopped).toEqual({ cut: 0 });
  expect(order[0]).toBe('[itinera] stopping: 5 request(s) in flight, 5000 ms to finish them');
  expect(order.slice(1, 6)).toEqual(Array(5).fill('answered'));
  expect(order[6]).toBe('app stopped with most of the grace left');
  expect(order[7]).toMatch(/^\[itinera\] stopped in \d+ ms: every request finished; app done$/);
});

it('cuts a request still running when the grace period ends', async () => {
  const lines: string[] = [];
  const stop = prepareGracefulStop({
    graceMs: 200,
    stopApp: async () => 'app done',
    log: (l) => lines.push(l),
  });
  const { port } = await slowServer(300);
  const long = get(port, '/?ms=10000');
  await untilInFlight(1);
  const started = Date.now();
  expect(await stop()).toEqual({ cut: 1 });
  expect(Date.now() - started).toBeLessThan(2_000);
  expect(await long).toEqual({ error: 'ECONNRESET' });
  expect(lines[1]).toMatch(/1 request\(s\) cut after 200 ms; app done$/);
});

it('does not wait for a request its client gave up on', async () => {
  const stop = prepareGracefulStop({ graceMs: 5_000, stopApp: async () => 'app done', log: () => {} });
  const { port } = await slowServer(10_000);
  const req = http.get({ host: '127.0.0.1', port, path: '/' });
  req.on('error', () => {});
  await untilInFlight(1);
  req.destroy();
  await new Promise((r) => setTimeout(r, 50));
  const started = Date.now();
  expect(await stop()).toEqual({ cut: 0 });
  expect(Date.now() - started).toBeLessThan(1_000);
});

it('reads STOP_GRACE_MS within 1–120 s, else 15 s', () => {
  expect(graceMsFrom({ STOP_GRACE_MS: '30000' })).toBe(30_000);
  for (const v of [undefined, '', 'abc', '500', '999999', '1.5'])
    expect(graceMsFrom({ STOP_GRACE_MS: v })).toBe(15_000);
});
