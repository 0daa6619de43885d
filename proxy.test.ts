/** @jest-environment node */
import { NextRequest } from 'next/server';
import { siteLocalesFor, siteScriptSourcesFor, widgetFrameOrigins } from '@/lib/client/site-routing';
import { SITE_POLICY_HEADER } from '@/lib/security/headers.mjs';
import { config, proxy } from './proxy';

jest.mock('@/lib/client/site-routing', () => ({
  widgetFrameOrigins: jest.fn(),
  siteLocalesFor: jest.fn(),
  siteScriptSourcesFor: jest.fn(),
}));
const scriptSourcesOf = siteScriptSourcesFor as jest.MockedFunction<typeof siteScriptSourcesFor>;
const frameOrigins = widgetFrameOrigins as jest.MockedFunction<typeof widgetFrameOrigins>;
const localesOf = siteLocalesFor as jest.MockedFunction<typeof siteLocalesFor>;
const ancestorsOf = (res: Response) =>
  /frame-ancestors ([^;]*)/.exec(res.headers.get('content-security-policy') ?? '')?.[1];

const run = (url: string, host: string) => proxy(new NextRequest(url, { headers: { host } }));
const rewriteOf = (res: Response) => res.headers.get('x-middleware-rewrite');

describe('proxy', () => {
  const env = process.env;
  beforeEach(() => {
    process.env = { ...env };
    delete process.env.ROOT_DOMAIN;
    delete process.env.DEFAULT_TENANT;
    localesOf.mockResolvedValue({ locales: ['en-GB'], defaultLocale: 'en-GB' });
    scriptSourcesOf.mockResolvedValue({});
  });
  afterAll(() => {
    process.env = env;
  });

  it('rewrites a tenant page to its /<site>/ segment without changing the address', async () => {
    const res = await run('http://demo.localhost:3000/search/trips?x=1', 'demo.localhost:3000');
    expect(new URL(rewriteOf(res) ?? '').pathname).toBe('/demo/en-GB/search/trips');
    expect(new URL(rewriteOf(res) ?? '').search).toBe('?x=1');
  });

  it('renders every user-profile share address with the one share page, keeping the query', async () => {
    const res = await run(
      'http://demo.localhost:3000/user_prof/share/AB12&utm=wa?x=1',
      'demo.localhost:3000',
    );
    expect(new URL(rewriteOf(res) ?? '').pathname).toBe('/demo/en-GB/user_prof/share');
    expect(new URL(rewriteOf(res) ?? '').search).toBe('?x=1');
    const other = await run('http://demo.localhost:3000/user_prof/share/ZZ9', 'demo.localhost:3000');
    expect(new URL(rewriteOf(other) ?? '').pathname).toBe('/demo/en-GB/user_prof/share');
  });

  it('rewrites a custom domain to its domain segment', async () => {
    const res = await run('http://wanderlight.example/about_us', 'www.wanderlight.example');
    expect(new URL(rewriteOf(res) ?? '').pathname).toBe('/wanderlight.example/en-GB/about_us');
  });

  it('redirects the empty path to /search/trips', async () => {
    const res = await run('http://demo.localhost:3000/', 'demo.localhost:3000');
    expect(res.status).toBe(307);
    expect(res.headers.get('location')).toBe('http://demo.localhost:3000/search/trips');
  });

  it('redirects bare localhost to the default tenant, keeping path and query', async () => {
    process.env.DEFAULT_TENANT = 'b2b';
    const res = await run('http://localhost:3000/updates?a=b', 'localhost:3000');
    expect(res.status).toBe(307);
    expect(res.headers.get('location')).toBe('http://b2b.localhost:3000/updates?a=b');
  });

  it('redirects the platform root domain to the default tenant', async () => {
    process.env.ROOT_DOMAIN = 'itinera.travel';
    const res = await run('https://itinera.travel/search/trips', 'itinera.travel');
    expect(res.headers.get('location')).toBe('https://demo.itinera.travel/search/trips');
  });

  it('serves the default tenant in place on an IP address (health checks)', async () => {
    const res = await run('http://127.0.0.1:3000/search/trips', '127.0.0.1:3000');
    expect(new URL(rewriteOf(res) ?? '').pathname).toBe('/demo/en-GB/search/trips');
  });

  it("lets only the site's listed origins frame its widget, per request", async () => {
    frameOrigins.mockResolvedValueOnce(['https://partner.example']);
    const res = await run(
      'http://demo.localhost:3000/search/trips/widgetsSearch/w%201/a1',
      'demo.localhost:3000',
    );
    expect(frameOrigins).toHaveBeenLastCalledWith('demo', { widgetId: 'w 1', appId: 'a1' });
    expect(new URL(rewriteOf(res) ?? '').pathname).toBe('/demo/en-GB/search/trips/widgetsSearch/w%201/a1');
    expect(ancestorsOf(res)).toBe("'self' https://partner.example");
    expect(res.headers.get('content-security-policy')).toContain("object-src 'none'");
  });

  it('frames any other widget path from our own origin only, and leaves other pages to next.config', async () => {
    frameOrigins.mockClear();
    for (const path of ['/search/trips/widgetsSearch', '/search/trips/widgetsSearch/w1/a1/extra']) {
      const res = await run(`http://demo.localhost:3000${path}`, 'demo.localhost:3000');
      expect(ancestorsOf(res)).toBe("'self'");
    }
    expect(frameOrigins).not.toHaveBeenCalled();
    const page = await run('http://demo.localhost:3000/search/trips', 'demo.localhost:3000');
    expect(page.headers.has('content-security-policy')).toBe(false);
  });

  it("hands each page its site's policy: its own providers' origins, no other's", async () => {
    scriptSourcesOf.mockResolvedValue({ 'script-src': ['https://embed.tawk.to'] });
    const page = await run('http://chattags.localhost:3000/search/trips', 'chattags.localhost:3000');
    const policy = page.headers.get(SITE_POLICY_HEADER) ?? '';
    expect(scriptSourcesOf).toHaveBeenLastCalledWith('chattags');
    expect(policy).toMatch(
      /script-src 'self' [^;]*https:\/\/app\.getbeamer\.com https:\/\/embed\.tawk\.to;/,
    );
    expect(policy).not.toContain('intercom');
    scriptSourcesOf.mockResolvedValue({});
    const plain = await run('http://demo.localhost:3000/search/trips', 'demo.localhost:3000');
    expect(plain.headers.get(SITE_POLICY_HEADER)).not.toContain('tawk');
    expect(plain.headers.get(SITE_POLICY_HEADER)).not.toContain('googletagmanager');
    const widget = await run(
      'http://demo.localhost:3000/search/trips/widgetsSearch/w1/a1',
      'demo.localhost:3000',
    );
    expect(widget.headers.get('content-security-policy')).not.toContain('tawk');
  });

  it('does not run for /api/, whose bodies must reach the size limit of the contract mount unread', () => {
    const matcher = new RegExp(`^${config.matcher[0]}$`);
    expect(matcher.test('/api/v1/get_webconfig')).toBe(false);
    expect(matcher.test('/api/internal/tenants')).toBe(false);
    expect(matcher.test('/apiary')).toBe(true);
  });

  it('does not run on build assets or the shared assets folder', () => {
    // The matcher is a path-to-regexp pattern that is also a valid regular expression.
    const matcher = new RegExp(`^${config.matcher[0]}$`);
    expect(matcher.test('/_next/static/chunk.js')).toBe(false);
    expect(matcher.test('/assets/tenants/demo/logo.svg')).toBe(false);
    expect(matcher.test('/robots.txt')).toBe(true);
    expect(matcher.test('/search/trips')).toBe(true);
    // The health probes are per instance, not per site.
    expect(matcher.test('/healthz')).toBe(false);
    expect(matcher.test('/readyz')).toBe(false);
    expect(matcher.test('/healthzz')).toBe(true);
  });

  describe('languages', () => {
    const polyglot = { locales: ['en-GB', 'fr-FR', 'ar-AE'] as const, defaultLocale: 'en-GB' as const };
    const runWith = (url: string, headers: Record<string, string>) =>
      proxy(new NextRequest(url, { headers: { host: 'demo.localhost:3000', ...headers } }));
    beforeEach(() => localesOf.mockResolvedValue({ ...polyglot, locales: [...polyglot.locales] }));

    it('serves a prefixed address in its locale, keeping the query', async () => {
      const res = await runWith('http://demo.localhost:3000/fr/search/trips?x=1', {});
      expect(new URL(rewriteOf(res) ?? '').pathname).toBe('/demo/fr-FR/search/trips');
      expect(new URL(rewriteOf(res) ?? '').search).toBe('?x=1');
      expect(res.headers.get('vary')).toBeNull();
    });

    it('sends a first visit to its browser language, and remembers a chosen one over it', async () => {
      const first = await runWith('http://demo.localhost:3000/search/trips?x=1', {
        'accept-language': 'ar,en;q=0.5',
      });
      expect(first.status).toBe(307);
      expect(first.headers.get('location')).toBe('http://demo.localhost:3000/ar/search/trips?x=1');
      const chosen = await runWith('http://demo.localhost:3000/search/trips', {
        'accept-language': 'ar',
        cookie: 'NEXT_LOCALE=en-GB',
      });
      expect(new URL(rewriteOf(chosen) ?? '').pathname).toBe('/demo/en-GB/search/trips');
      expect(chosen.headers.get('vary')).toBe('Cookie, Accept-Language');
    });

    it("answers the default's own prefix with its one unprefixed address", async () => {
      const res = await runWith('http://demo.localhost:3000/en-gb/terms', {});
      expect(res.status).toBe(308);
      expect(res.headers.get('location')).toBe('http://demo.localhost:3000/terms');
    });

    it("sends a language's bare prefix to that language's home", async () => {
      const res = await runWith('http://demo.localhost:3000/fr', {});
      expect(res.headers.get('location')).toBe('http://demo.localhost:3000/fr/search/trips');
    });

    it('keeps the site files per tenant, whatever the language', async () => {
      const res = await runWith('http://demo.localhost:3000/robots.txt', { 'accept-language': 'fr' });
      expect(new URL(rewriteOf(res) ?? '').pathname).toBe('/demo/robots.txt');
      const sitemap = await runWith('http://demo.localhost:3000/fr/sitemap.xml', {});
      expect(new URL(rewriteOf(sitemap) ?? '').pathname).toBe('/demo/fr-FR/sitemap.xml');
    });
  });
});
