import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * What the gateway stubs share: a loopback HTTP server that records every request, a parser for
 * the bracketed form bodies the SDKs send (`line_items[0][price_data][currency]=eur`), and ids.
 */

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, unknown>;
  body: Record<string, unknown>;
  headers: Record<string, string | string[] | undefined>;
}

export interface StubReply {
  status: number;
  body: string;
  headers?: Record<string, string>;
}

export const json = (status: number, value: unknown): StubReply => ({
  status,
  body: JSON.stringify(value),
  headers: { 'content-type': 'application/json', 'request-id': `req_${newId()}` },
});

export const page = (title: string, body: string, status = 200): StubReply => ({
  status,
  body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`,
  headers: { 'content-type': 'text/html; charset=utf-8' },
});

export const redirect = (location: string): StubReply => ({ status: 303, body: '', headers: { location } });

/** A page whose form posts itself at once, as a gateway's page sends the browser back. */
export const autoPost = (action: string, fields: Record<string, string>): StubReply =>
  page(
    'Returning to the merchant',
    `<form id="back" method="post" action="${escapeHtml(action)}">${Object.entries(fields)
      .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
      .join(
        '',
      )}<button type="submit">Return to the merchant</button></form><script>document.getElementById('back').submit()</script>`,
  );

export const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export const newId = () => randomBytes(9).toString('base64url').replace(/[-_]/g, 'x');

/** `a[b][0][c]=1` → `{ a: { b: { 0: { c: '1' } } } }` (arrays stay objects with numeric keys). */
export function parseBracketed(params: URLSearchParams): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of params) {
    const parts = key.replace(/\]/g, '').split('[');
    let target = out;
    parts.forEach((part, i) => {
      const name = part === '' ? String(Object.keys(target).length) : part;
      if (i === parts.length - 1) target[name] = value;
      else {
        target[name] ??= {};
        target = target[name] as Record<string, unknown>;
      }
    });
  }
  return out;
}

async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return {};
  if ((req.headers['content-type'] ?? '').includes('json'))
    return JSON.parse(text) as Record<string, unknown>;
  return parseBracketed(new URLSearchParams(text));
}

export interface StubServer {
  url: string;
  requests: RecordedRequest[];
  close: () => Promise<void>;
}

/** Serves `handle` on 127.0.0.1 (a free port unless one is given), recording each request first. */
export async function serveStub(
  handle: (req: RecordedRequest) => StubReply | Promise<StubReply>,
  port = 0,
): Promise<StubServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://stub');
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: parseBracketed(url.searchParams),
        body: await readBody(req),
        headers: req.headers,
      };
      requests.push(recorded);
      let reply: StubReply;
      try {
        reply = await handle(recorded);
      } catch (err) {
        reply = json(500, { error: { message: err instanceof Error ? err.message : String(err) } });
      }
      res.writeHead(reply.status, reply.headers ?? {});
      res.end(reply.body);
    })();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
