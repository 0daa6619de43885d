import type { APIRequestContext, APIResponse, BrowserContext } from '@playwright/test';
import { E2E_PORT } from './hosts';

/**
 * HTTP calls to a tenant's origin from the test process. Node does not resolve `*.localhost` the way
 * Chromium does, so the call goes to 127.0.0.1 with the tenant's Host header, which is exactly what
 * the proxy reads. Redirects are never followed: tests assert on them.
 */
export function tenantApi(request: APIRequestContext, tenant: string, port: number = E2E_PORT) {
  const origin = `http://127.0.0.1:${port}`;
  const headers = { host: `${tenant}.localhost:${port}` };
  return {
    get: (path: string): Promise<APIResponse> => request.get(origin + path, { headers, maxRedirects: 0 }),
    /** POST a form-encoded body, as the original client sends it. */
    postForm: (path: string, form: Record<string, string>): Promise<APIResponse> =>
      request.post(origin + path, { headers, form, maxRedirects: 0 }),
  };
}

/**
 * Signs a browser context in to a tenant as `email` (the v1 login a local development origin may
 * use), for specs about pages rather than the sign-in dialog: invitation-only sites show their
 * pages to signed-in members only.
 */
export async function signInContext(
  context: BrowserContext,
  request: APIRequestContext,
  tenant: string,
  email: string,
  password: string,
  port: number = E2E_PORT,
): Promise<void> {
  const res = await request.post(`http://127.0.0.1:${port}/api/api/auth/api/v1/user/authenticate`, {
    headers: { host: `${tenant}.localhost:${port}`, origin: `http://${tenant}.localhost:${port}` },
    data: { email, password },
    maxRedirects: 0,
  });
  const cookie = res.headers()['set-cookie']?.split(';')[0] ?? '';
  const at = cookie.indexOf('=');
  if (res.status() !== 200 || at < 1) throw new Error(`sign-in as ${email} failed: ${res.status()}`);
  await context.addCookies([
    {
      name: cookie.slice(0, at),
      value: cookie.slice(at + 1),
      domain: `${tenant}.localhost`,
      path: '/',
      httpOnly: true,
      sameSite: 'Lax',
    },
  ]);
}

/** A signed-in context's session cookie on a tenant, as a header for calls from the test process. */
export async function sessionCookieOf(
  context: BrowserContext,
  tenant: string,
  port: number = E2E_PORT,
): Promise<string> {
  const c = (await context.cookies(`http://${tenant}.localhost:${port}`)).find((k) =>
    k.name.includes('session'),
  );
  if (!c) throw new Error('no session cookie');
  return `${c.name}=${c.value}`;
}
