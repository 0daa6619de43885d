import { type APIRequestContext, expect, test } from '@playwright/test';
import { E2E_PORT } from './support/hosts';

/**
 * Issue 16, what a browser and a CDN may keep (lib/http/cache-policy.ts), and how heavy the cached
 * home page is, measured on the production server. Byte counts are deterministic; timings are not
 * and live in bench/.
 */

/**
 * The demo home's HTML, uncompressed. Issue 16 aims at 60 kB; this is where it stands (59.5 kB, from
 * 76 kB before the search form's closed popups lost their markup, the footer, destination cards and
 * quotes became client leaves fed with data and the search translations stayed on the search
 * module's pages; 161 kB before the reference lists and the planner's translations left the page,
 * and 118 kB before one footer, the icon sprite and component classes): the budget only moves down.
 * Exception, issue 31: the demo site now offers eight languages, and its home carries the language
 * picker; its hreflang links moved to the sitemaps (1.9 kB, head and payload) and the 404 pages'
 * markup Next keeps in every payload shrank (62.5 kB measured, 64.8 kB before; the script nonces of
 * issue 30 are 0.27 kB of it).
 */
const HOME_HTML_BUDGET = 63_000;

const get = (
  request: APIRequestContext,
  tenant: string,
  path: string,
  headers: Record<string, string> = {},
) =>
  request.get(`http://127.0.0.1:${E2E_PORT}${path}`, {
    headers: { host: `${tenant}.localhost:${E2E_PORT}`, ...headers },
    maxRedirects: 0,
  });

const AUTOCOMPLETE = '/api/auto_complete?text=par&mode=1';

test('a repeat autocomplete request is answered 304 with the same ETag', async ({ request }) => {
  const first = await get(request, 'demo', AUTOCOMPLETE);
  expect(first.status()).toBe(200);
  expect(first.headers()['cache-control']).toBe('public, max-age=300, stale-while-revalidate=3600');
  const etag = first.headers().etag ?? '';
  expect(etag).toMatch(/^W\/"[\w-]+"$/);
  expect((await first.json()).data[0].name).toMatch(/Paris/);

  const repeat = await get(request, 'demo', AUTOCOMPLETE, { 'if-none-match': etag });
  expect(repeat.status()).toBe(304);
  expect(repeat.headers().etag).toBe(etag);
  expect((await repeat.body()).length).toBe(0);
});

test('one tenant’s answer is never taken for another tenant’s Host', async ({ request }) => {
  const demo = await get(request, 'demo', '/api/get_currency');
  const etag = demo.headers().etag ?? '';
  expect(etag).not.toBe('');
  const b2b = await get(request, 'b2b', '/api/get_currency', { 'if-none-match': etag });
  expect(b2b.status()).toBe(200);
  expect(b2b.headers().etag).not.toBe(etag);
  // b2b is invitation-only: its autocomplete answers members only and is never cached.
  const members = await get(request, 'b2b', AUTOCOMPLETE, { 'if-none-match': etag });
  expect(members.status()).toBe(401);
  expect(members.headers()['cache-control']).toBe('no-store');
  expect(members.headers().etag).toBeUndefined();
});

test('a tenant page carries a validator and answers a repeat 304; tenant artwork is cached', async ({
  request,
}) => {
  const page = await get(request, 'demo', '/search/trips');
  expect(page.status()).toBe(200);
  expect(page.headers()['cache-control']).toMatch(/s-maxage=\d+/);
  const etag = page.headers().etag ?? '';
  expect(etag).not.toBe('');
  expect((await get(request, 'demo', '/search/trips', { 'if-none-match': etag })).status()).toBe(304);

  const logo = await get(request, 'demo', '/assets/tenants/demo/logo.svg');
  expect(logo.headers()['cache-control']).toBe('public, max-age=3600, stale-while-revalidate=86400');
});

test(`the demo home's HTML stays within ${HOME_HTML_BUDGET} bytes, JSON-LD once, no inlined reference lists`, async ({
  request,
}) => {
  const res = await get(request, 'demo', '/search/trips');
  const html = await res.body();
  const text = html.toString('utf8');
  expect(html.length).toBeLessThanOrEqual(HOME_HTML_BUDGET);
  // The structured data is a plain script tag of the server's HTML (and the payload's copy of it).
  expect(text.match(/<script type="application\/ld\+json">/g)).toHaveLength(1);
  expect(text).toContain('"@type":"TravelAgency"');
  // The chooser's countries and the dial codes come from /reference-lists.json when a dialog opens.
  expect(text).not.toContain('Afghanistan');
  const lists = await get(request, 'demo', '/reference-lists.json');
  expect(lists.status()).toBe(200);
  const body = await lists.json();
  expect(body.chooser.countries.find((c: { code: string }) => c.code === 'AF')?.name).toBe('Afghanistan');
  expect(body.dialCodes.find((d: { code: string }) => d.code === 'GB')?.dial_code).toBe('+44');
});
