import { randomBytes } from 'node:crypto';
import dc from 'node:diagnostics_channel';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import compression from 'compression';
import { NONCE_PLACEHOLDER, SITE_POLICY_HEADER } from '@/lib/security/headers.mjs';
import { createNonceStamper, type NonceStamper } from './stamper';

/**
 * Every HTML response of this process gets its own script nonce (see lib/security/headers.mjs):
 * drawn when the response starts, written into its Content-Security-Policy headers in place of
 * NONCE_PLACEHOLDER, and stamped on the framework's inline scripts as the body streams out
 * (stamper.ts). Installed from Node's `http.server.request.start` diagnostics channel (as
 * lib/http/peer-address.ts), which sees each response before Next writes to it, so cached pages,
 * rendered pages and error pages alike are covered, under `next start` with no custom server.
 *
 * Compression happens here too, after the stamp (next.config.mjs sets `compress: false`): Next's
 * own would wrap the response after this and hand the stamper compressed bytes.
 */

type Callback = (error?: Error | null) => void;

const g = globalThis as typeof globalThis & { __itineraScriptNonces?: boolean };

/** Starts stamping the responses of every HTTP server in this process (idempotent). */
export function installScriptNonces(): void {
  if (g.__itineraScriptNonces) return;
  g.__itineraScriptNonces = true;
  const compress = compression();
  dc.subscribe('http.server.request.start', (message) => {
    const { request, response } = message as { request: IncomingMessage; response: ServerResponse };
    stampResponse(request, response, compress);
  });
}

/** Draws a nonce for one response (16 random bytes, base64). */
export const drawNonce = (): string => randomBytes(16).toString('base64');

/** The policy header values with the nonce in place of the placeholder. */
export function signPolicy(value: string | number | readonly string[], nonce: string): string | string[] {
  const sign = (v: string) => v.replaceAll(`'nonce-${NONCE_PLACEHOLDER}'`, `'nonce-${nonce}'`);
  return Array.isArray(value) ? value.map(sign) : sign(String(value));
}

const toBuffer = (chunk: unknown, encoding?: BufferEncoding): Buffer =>
  Buffer.isBuffer(chunk)
    ? chunk
    : chunk instanceof Uint8Array
      ? Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
      : Buffer.from(String(chunk), encoding);

/**
 * Wraps one response: compression (when given) nearest the socket, the stamp above it. Exported for
 * tests, which drive it with a plain Node server.
 */
export function stampResponse(
  request: IncomingMessage,
  response: ServerResponse,
  compress?: ReturnType<typeof compression>,
  given?: string,
): void {
  // Drawn for HTML only: assets and API answers, most of the traffic, need none.
  let nonce = given;
  const nonceOfPage = () => {
    nonce ??= drawNonce();
    return nonce;
  };
  if (compress) {
    compress(request as Parameters<typeof compress>[0], response as Parameters<typeof compress>[1], () => {});
    // On a client that went away, compression never ends its zlib stream (as Next notes in its
    // release-compression-stream): `on('drain')` returns that stream, which is then destroyed.
    response.once('close', () => {
      if (response.writableFinished) return;
      const noop = () => {};
      const stream = response.on('drain', noop) as unknown;
      response.off('drain', noop);
      if (stream !== response && stream && typeof (stream as { destroy?: unknown }).destroy === 'function')
        (stream as { destroy: () => void }).destroy();
    });
  }
  let stamper: NonceStamper | null | undefined;
  const decide = (): NonceStamper | null => {
    if (stamper === undefined) {
      const type = String(response.getHeader('content-type') ?? '');
      stamper = /^text\/html\b/i.test(type) ? createNonceStamper(nonceOfPage()) : null;
    }
    return stamper;
  };

  // Node's overloads, called with the arguments as they came.
  const writeHead = response.writeHead as (...args: unknown[]) => ServerResponse;
  const write = response.write as (...args: unknown[]) => boolean;
  const end = response.end as (...args: unknown[]) => ServerResponse;

  response.writeHead = function stampedWriteHead(
    this: ServerResponse,
    statusCode: number,
    ...rest: unknown[]
  ) {
    // Headers given to writeHead win over those set before; fold them in so they are seen below.
    const last = rest[rest.length - 1];
    if (last && typeof last === 'object' && !Array.isArray(last)) {
      for (const [name, value] of Object.entries(last as OutgoingHttpHeaders))
        if (value !== undefined) this.setHeader(name, value);
      rest = rest.slice(0, -1);
    }
    // The page's own site policy, from the proxy (lib/security/headers.mjs sitePagePolicy), replaces
    // the static one of next.config; the carrier header itself never leaves.
    const sitePolicy = this.getHeader(SITE_POLICY_HEADER);
    if (sitePolicy !== undefined) {
      this.removeHeader(SITE_POLICY_HEADER);
      this.setHeader('content-security-policy', String(sitePolicy));
    }
    const policy = this.getHeader('content-security-policy');
    if (statusCode === 304) {
      // The browser keeps the page it has, whose policy names that page's nonce; a new policy here
      // would replace it (a 304's headers update the stored ones) and block the page's scripts.
      if (policy !== undefined && String(policy).includes(NONCE_PLACEHOLDER))
        this.removeHeader('content-security-policy');
    } else if (decide()) {
      if (policy !== undefined) this.setHeader('content-security-policy', signPolicy(policy, nonceOfPage()));
      // The body grows by the nonces. Its ETag (of the cached page) stays as a weak one: the same
      // page but for the nonce, so a repeat can still be answered 304 (see above).
      this.removeHeader('content-length');
      const etag = this.getHeader('etag');
      if (typeof etag === 'string' && !etag.startsWith('W/')) this.setHeader('etag', `W/${etag}`);
    }
    return writeHead.call(this, statusCode, ...rest);
  } as ServerResponse['writeHead'];

  response.write = function stampedWrite(this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    const s = decide();
    if (!s) return write.call(this, chunk, ...rest);
    const encoding = typeof rest[0] === 'string' ? (rest[0] as BufferEncoding) : undefined;
    const callback = rest.find((r): r is Callback => typeof r === 'function');
    const stamped = s.push(toBuffer(chunk, encoding));
    return callback ? write.call(this, stamped, callback) : write.call(this, stamped);
  } as ServerResponse['write'];

  response.end = function stampedEnd(this: ServerResponse, ...args: unknown[]) {
    const s = decide();
    if (!s) return end.apply(this, args);
    const chunk = typeof args[0] === 'function' ? undefined : args[0];
    const encoding = typeof args[1] === 'string' ? (args[1] as BufferEncoding) : undefined;
    const callback = args.find((a): a is () => void => typeof a === 'function');
    const head = chunk === undefined || chunk === null ? Buffer.alloc(0) : s.push(toBuffer(chunk, encoding));
    const body = Buffer.concat([head, s.end()]);
    return callback ? end.call(this, body, callback) : end.call(this, body);
  } as ServerResponse['end'];
}
