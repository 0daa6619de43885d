import { CookieJar } from 'tough-cookie';
import { serveContract } from '@/lib/client/bff';
import { SITE_HEADER } from '@/lib/tenant/site-header';

/**
 * A browser on one site of the storefront, for the contract suite: it keeps the site's cookies and
 * sends `/api/…` requests through the BFF exactly as the proxy hands them on (with the site header),
 * so the storefront's browser-side client code runs unchanged against whatever API is behind.
 */
export class StorefrontBrowser {
  readonly origin: string;
  readonly jar = new CookieJar();
  /** Set-Cookie lines the browser received, for assertions on what leaves the storefront. */
  readonly setCookies: string[] = [];

  constructor(
    readonly site: string,
    private readonly partnerIdFor: (site: string) => Promise<string | number | null>,
  ) {
    this.origin = `http://${site}.localhost:3000`;
  }

  async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const url = new URL(path, this.origin);
    const headers = new Headers(init.headers);
    headers.set(SITE_HEADER, this.site);
    const cookie = await this.jar.getCookieString(url.href);
    if (cookie) headers.set('cookie', cookie);
    const request = new Request(url, { ...init, headers });
    const segments = url.pathname
      .replace(/^\/api\//, '')
      .split('/')
      .filter(Boolean)
      .map(decodeURIComponent);
    const response = await serveContract(request, segments, this.partnerIdFor);
    for (const line of response.headers.getSetCookie()) {
      this.setCookies.push(line);
      await this.jar.setCookie(line, url.href);
    }
    return response;
  }
}

/**
 * Routes the page's same-origin fetches (`/api/…`) to `browser`, everything else (the BFF's own
 * calls to the Travel API) to the network. Returns the function that undoes it.
 */
export function useBrowserFetch(browser: () => StorefrontBrowser): () => void {
  const network = globalThis.fetch;
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    return href.startsWith('/') ? browser().fetch(href, init) : network(input, init);
  }) as typeof fetch;
  return () => {
    globalThis.fetch = network;
  };
}
