import type { APIRequestContext, APIResponse } from '@playwright/test';
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
