/** @jest-environment node */
import { NextRequest } from 'next/server';
import { widgetFrameOrigins } from '@/lib/client/widget-frame';
import { config, proxy } from './proxy';

jest.mock('@/lib/client/widget-frame', () => ({ widgetFrameOrigins: jest.fn() }));
const frameOrigins = widgetFrameOrigins as jest.MockedFunction<typeof widgetFrameOrigins>;
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
  });
  afterAll(() => {
    process.env = env;
  });

  it('rewrites a tenant page to its /<site>/ segment without changing the address', async () => {
    const res = await run('http://demo.localhost:3000/search/trips?x=1', 'demo.localhost:3000');
    expect(new URL(rewriteOf(res) ?? '').pathname).toBe('/demo/search/trips');
    expect(new URL(rewriteOf(res) ?? '').search).toBe('?x=1');
  });

  it('renders every user-profile share address with the one share page, keeping the query', async () => {
    const res = await run(
      'http://demo.localhost:3000/user_prof/share/AB12&utm=wa?x=1',
      'demo.localhost:3000',
    );
    expect(new URL(rewriteOf(res) ?? '').pathname).toBe('/demo/user_prof/share');
    expect(new URL(rewriteOf(res) ?? '').search).toBe('?x=1');
    const other = await run('http://demo.localhost:3000/user_prof/share/ZZ9', 'demo.localhost:3000');
    expect(new URL(rewriteOf(other) ?? '').pathname).toBe('/demo/user_prof/share');
  });

  it('rewrites a custom domain to its domain segment', async () => {
    const res = await run('http://wanderlight.example/about_us', 'www.wanderlight.example');
    expect(new URL(rewriteOf(res) ?? '').pathname).toBe('/wanderlight.example/about_us');
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
    expect(new URL(rewriteOf(res) ?? '').pathname).toBe('/demo/search/trips');
  });

  it("lets only the site's listed origins frame its widget, per request", async () => {
    frameOrigins.mockResolvedValueOnce(['https://partner.example']);
    const res = await run(
      'http://demo.localhost:3000/search/trips/widgetsSearch/w%201/a1',
      'demo.localhost:3000',
    );
    expect(frameOrigins).toHaveBeenLastCalledWith('demo', { widgetId: 'w 1', appId: 'a1' });
    expect(new URL(rewriteOf(res) ?? '').pathname).toBe('/demo/search/trips/widgetsSearch/w%201/a1');
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
  });
});
