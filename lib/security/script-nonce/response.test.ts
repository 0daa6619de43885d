import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import compression from 'compression';
import { createElement, Suspense, use } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import {
  buildContentSecurityPolicy,
  NONCE_PLACEHOLDER,
  SITE_POLICY_HEADER,
  sitePagePolicy,
} from '@/lib/security/headers.mjs';
import { signPolicy, stampResponse } from './response';

const NONCE = 'cmVzcG9uc2Utbm9uY2U=';
const POLICY = buildContentSecurityPolicy({ extra: {} });
const PAGE = `<!DOCTYPE html><html><body>${'<p>padding for compression</p>'.repeat(60)}<script>self.__next_f.push([1,"a"])</script><script>alert(1)</script></body></html>`;

let server: Server;
let base: string;
let handler: (req: IncomingMessage, res: ServerResponse) => void;

beforeAll(async () => {
  server = createServer((req, res) => {
    stampResponse(req, res, compression(), NONCE);
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A component that suspends until the test hands it its text. */
const late: { data: Promise<string> } = { data: Promise.resolve('') };
function Late() {
  return createElement('p', null, use(late.data));
}

describe('stampResponse', () => {
  it('signs the policy, stamps the body, drops the length, weakens the ETag, then compresses', async () => {
    handler = (_req, res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.setHeader('content-security-policy', POLICY);
      res.setHeader('content-length', Buffer.byteLength(PAGE));
      res.setHeader('etag', '"abc"');
      res.end(PAGE);
    };
    const response = await fetch(`${base}/`, { headers: { 'accept-encoding': 'gzip' } });
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain(`script-src 'self' 'nonce-${NONCE}'`);
    expect(policy).not.toContain(NONCE_PLACEHOLDER);
    expect(/script-src ([^;]*)/.exec(policy)?.[1]).toBe(`'self' 'nonce-${NONCE}'`);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('etag')).toBe('W/"abc"');
    const body = await response.text();
    expect(body).toContain(
      `<script nonce="${NONCE}">self.__next_f.push([1,"a"])</script><script>alert(1)</script>`,
    );
  });

  it('streams: writes with headers given to writeHead, chunks cut mid-tag', async () => {
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html', 'content-security-policy': POLICY });
      const cut = PAGE.indexOf('__next_f') + 3;
      res.write(PAGE.slice(0, cut));
      setTimeout(() => res.end(PAGE.slice(cut)), 10);
    };
    const response = await fetch(`${base}/`, { headers: { 'accept-encoding': 'identity' } });
    expect(response.headers.get('content-security-policy')).toContain(`'nonce-${NONCE}'`);
    expect(await response.text()).toBe(PAGE.replace('<script>self', `<script nonce="${NONCE}">self`));
  });

  it('leaves other responses as they are (compressed when large)', async () => {
    const json = JSON.stringify({ html: '<script>self.__next_f.push([0])</script>'.repeat(50) });
    handler = (_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.setHeader('content-security-policy', POLICY);
      res.end(json);
    };
    const raw = await new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
      import('node:http').then(({ get }) =>
        get(`${base}/`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        }).on('error', reject),
      );
    });
    expect(raw.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(raw.body).toString()).toBe(json);
    expect(raw.headers['content-security-policy']).toBe(POLICY);
  });

  it("gives React's streamed Suspense scripts the nonce, so a streamed page completes under the policy", async () => {
    let resolveData: (value: string) => void = () => {};
    late.data = new Promise<string>((resolve) => {
      resolveData = resolve;
    });
    const html = await new Promise<string>((resolve, reject) => {
      const sink = new PassThrough();
      const chunks: Buffer[] = [];
      // A response-like sink: the stamper only needs write/end/writeHead/getHeader of a ServerResponse.
      const res = Object.assign(sink, {
        headers: { 'content-type': 'text/html' } as Record<string, string>,
        getHeader(name: string) {
          return this.headers[name];
        },
        setHeader(name: string, value: string) {
          this.headers[name] = value;
        },
        removeHeader() {},
        writeHead() {
          return this;
        },
      });
      sink.on('data', (c: Buffer) => chunks.push(c));
      sink.on('end', () => resolve(Buffer.concat(chunks).toString()));
      stampResponse({} as IncomingMessage, res as unknown as ServerResponse, undefined, NONCE);
      const stream = renderToPipeableStream(
        createElement(
          'html',
          null,
          createElement('body', null, createElement(Suspense, { fallback: 'wait' }, createElement(Late))),
        ),
        {
          onShellReady() {
            stream.pipe(res as unknown as ServerResponse);
            setTimeout(() => resolveData('arrived'), 5);
          },
          onError: reject,
        },
      );
    });
    expect(html).toContain('arrived');
    const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((m) => m[1] ?? '');
    expect(scripts.length).toBeGreaterThan(0);
    for (const attributes of scripts) expect(attributes).toContain(`nonce="${NONCE}"`);
  });
});

describe("a page's site policy from the proxy", () => {
  it('replaces the static policy, signed, and the carrier header never leaves', async () => {
    handler = (_req, res) => {
      res.setHeader('content-type', 'text/html');
      res.setHeader('content-security-policy', POLICY);
      res.setHeader(
        SITE_POLICY_HEADER,
        sitePagePolicy({ sources: { 'script-src': ['https://embed.tawk.to'] } }),
      );
      res.end('<p>page</p>');
    };
    const response = await fetch(`${base}/`);
    expect(response.headers.get(SITE_POLICY_HEADER)).toBeNull();
    expect(/script-src ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')?.[1]).toBe(
      `'self' 'nonce-${NONCE}' https://app.getbeamer.com https://embed.tawk.to`,
    );
  });
});

describe('a 304', () => {
  it('carries no new policy, so the page the browser keeps keeps its own', async () => {
    handler = (_req, res) => {
      res.setHeader('content-security-policy', POLICY);
      res.setHeader('etag', 'W/"abc"');
      res.writeHead(304).end();
    };
    const response = await fetch(`${base}/`, { headers: { 'if-none-match': 'W/"abc"' } });
    expect(response.status).toBe(304);
    expect(response.headers.get('content-security-policy')).toBeNull();
  });
});

describe('signPolicy', () => {
  it('puts the nonce in every policy header value', () => {
    expect(signPolicy([POLICY, POLICY], 'abc')).toEqual([
      POLICY.replace(`'nonce-${NONCE_PLACEHOLDER}'`, "'nonce-abc'"),
      POLICY.replace(`'nonce-${NONCE_PLACEHOLDER}'`, "'nonce-abc'"),
    ]);
  });
});
