import http from 'node:http';
import { E2E_PORT } from '../e2e/support/hosts';

/**
 * Raw HTTP for the security probes, as an outside client sends it: any method, headers and body,
 * from a chosen loopback address (127.0.0.2, 127.0.0.3…), so each probe is its own client for the
 * server's per-client limits and never slows the end-to-end specs (which come from 127.0.0.1).
 */
export interface ProbeResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  // biome-ignore lint/suspicious/noExplicitAny: probes read loosely typed JSON answers
  json: () => any;
  ms: number;
}

export interface ProbeRequest {
  site?: string;
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** The client's address (a loopback address other than 127.0.0.1). */
  from?: string;
}

export const hostOf = (site: string) => `${site}.localhost:${E2E_PORT}`;
export const originOf = (site: string) => `http://${hostOf(site)}`;

export function probe({ site = 'demo', method = 'GET', path, headers = {}, body, from }: ProbeRequest) {
  const started = performance.now();
  return new Promise<ProbeResponse>((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: E2E_PORT,
        method,
        path,
        ...(from ? { localAddress: from } : {}),
        headers: {
          host: hostOf(site),
          ...(body !== undefined ? { 'content-length': String(Buffer.byteLength(body)) } : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text,
            json: () => JSON.parse(text),
            ms: performance.now() - started,
          });
        });
      },
    );
    // A server that answers 413 early may close the connection while a large body is still going.
    req.on('error', (err) =>
      err.message.includes('EPIPE') || err.message.includes('ECONNRESET') ? undefined : reject(err),
    );
    if (body !== undefined) req.end(body);
    else req.end();
  });
}

/** A same-origin JSON POST, as the site's own pages send it. */
export const postJson = (
  site: string,
  path: string,
  data: unknown,
  from?: string,
  headers: Record<string, string> = {},
) =>
  probe({
    site,
    method: 'POST',
    path,
    from,
    headers: { 'content-type': 'application/json', origin: originOf(site), ...headers },
    body: JSON.stringify(data),
  });

/** The newest development-mailbox message of a site to `to` of `kind`. */
export async function mailTo(site: string, to: string, kind: string) {
  for (let i = 0; i < 50; i++) {
    const res = await probe({ site, path: '/api/dev/mailbox?limit=200' });
    const found = (res.json().data as { to: string; kind: string; links: string[] }[]).find(
      (m) => m.to === to && m.kind === kind,
    );
    if (found) return found;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no ${kind} mail to ${to}`);
}

/** A new verified demo account with a password, made the way a visitor makes one (register, mail link). */
export async function newAccount(site: string, password: string) {
  const email = `probe-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const r = await postJson(site, '/api/api/auth/api/v1/user/create', {
    email,
    details: { title: 'Ms.', first_name: 'Pro', last_name: 'Be', code: '+44', mobile_number: '7700900555' },
  });
  if (r.status !== 201) throw new Error(`registration failed: ${r.status} ${r.text}`);
  const link = new URL((await mailTo(site, email, 'set_password')).links[0] ?? '');
  const set = await postJson(site, '/api/user/password/set', {
    user_id: link.searchParams.get('user_id'),
    token: link.searchParams.get('token'),
    password,
  });
  if (set.status !== 200) throw new Error(`set password failed: ${set.status} ${set.text}`);
  return email;
}

/** Sign-in with the v1 call a local development origin may use (plain password). */
export const login = (site: string, email: string, password: string, from?: string) =>
  postJson(site, '/api/api/auth/api/v1/user/authenticate', { email, password }, from);
