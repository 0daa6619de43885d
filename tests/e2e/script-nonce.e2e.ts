import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { E2E_PORT, e2eAdminToken, tenantApi, tenantUrl } from './support';

/**
 * No 'unsafe-inline' script anywhere (issue 30): every HTML response names its own nonce in its
 * policy, the framework's inline scripts carry it — on pages served from the cache too — and the
 * pages of every example tenant hydrate in Chromium with no policy violation. The server side of it
 * is lib/security/script-nonce/ (unit tests there cover scripts that must not get the nonce).
 */

/** Every example tenant (alpine-bad.json is the one `tenant:upsert` must refuse). */
const EXAMPLES = readdirSync(path.join(process.cwd(), 'examples/tenants')).filter(
  (file) => file.endsWith('.json') && file !== 'alpine-bad.json',
);

/** The pages walked: cached (ISR) pages, a per-request one, a streamed one, a 404, example tenants. */
const PAGES: [site: string, path: string][] = [
  ['demo', '/search/trips'],
  ['demo', '/holidays'],
  ['demo', '/about_us'],
  ['demo', '/terms'],
  ['demo', '/static_package/list'],
  ['demo', '/no-such-page'],
  // Per request, its policy set by the proxy (who may frame it).
  ['demo', '/search/trips/widgetsSearch/w1/a1'],
  ['b2b', '/search/trips'],
  ['chattags', '/search/trips'],
  ['builder', '/search/trips'],
  ['legal-widget', '/terms'],
  ['agency-72', '/about-us'],
  ['polyglot', '/fr/search/trips'],
  ['alpine', '/search/trips'],
  ...['124', '220', '379', '473', '517', '676', '2732'].map((id): [string, string] => [
    `agency-${id}`,
    '/search/trips',
  ]),
];

test.beforeAll(async ({ request }) => {
  const token = await e2eAdminToken();
  for (const example of EXAMPLES) {
    const tenant = JSON.parse(readFileSync(path.join(process.cwd(), 'examples/tenants', example), 'utf8'));
    const res = await request.put(`http://127.0.0.1:${E2E_PORT}/api/internal/tenants`, {
      headers: { authorization: `Bearer ${token}` },
      data: tenant,
    });
    expect([200, 201], await res.text()).toContain(res.status());
  }
});

/** The nonce a policy's script-src names; fails when it allows inline scripts any other way. */
function nonceOf(policy: string | undefined): string {
  const scriptSrc = /(?:^|;\s*)script-src ([^;]*)/.exec(policy ?? '')?.[1] ?? '';
  expect(scriptSrc).not.toContain('unsafe-inline');
  expect(scriptSrc).not.toContain('unsafe-eval');
  return /'nonce-([A-Za-z0-9+/=]+)'/.exec(scriptSrc)?.[1] ?? '';
}

async function fetchPage(request: APIRequestContext, site: string, pagePath: string) {
  const res = await tenantApi(request, site).get(pagePath);
  return { res, nonce: nonceOf(res.headers()['content-security-policy']), html: await res.text() };
}

test('each HTML response names a fresh nonce, and its inline scripts carry it', async ({ request }) => {
  for (const [site, pagePath] of PAGES) {
    const first = await fetchPage(request, site, pagePath);
    const second = await fetchPage(request, site, pagePath);
    expect(first.nonce, `${site}${pagePath}`).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(second.nonce, `${site}${pagePath}: a new nonce per response`).not.toBe(first.nonce);
    const inline = [...first.html.matchAll(/<script([^>]*)>/g)]
      .map((m) => m[1] ?? '')
      .filter((attributes) => !/\ssrc=/.test(attributes) && !/type="application\/ld\+json"/.test(attributes));
    expect(inline.length, `${site}${pagePath}`).toBeGreaterThan(0);
    for (const attributes of inline)
      expect(attributes, `${site}${pagePath}`).toContain(`nonce="${first.nonce}"`);
    // A site's own narrower policy (chat and tags) names the same nonce.
    for (const meta of first.html.matchAll(/<meta http-equiv="Content-Security-Policy" content="([^"]*)"/g))
      expect(nonceOf((meta[1] ?? '').replaceAll('&#x27;', "'")), `${site}${pagePath}`).toBe(first.nonce);
  }
});

test("each site's pages open its own providers' origins, and no other site's", async ({ request }) => {
  const policyOf = async (site: string) => {
    const res = await tenantApi(request, site).get('/search/trips');
    expect(res.headers()['x-itinera-site-policy'], 'the internal header never leaves').toBeUndefined();
    return res.headers()['content-security-policy'] ?? '';
  };
  const chat = await policyOf('chattags');
  expect(chat).toContain('https://embed.tawk.to');
  expect(chat).toContain('https://www.googletagmanager.com');
  expect(chat).not.toContain('intercom');
  const plain = await policyOf('demo');
  for (const origin of [
    'https://embed.tawk.to',
    'https://cdn.jsdelivr.net',
    'https://www.googletagmanager.com',
  ])
    expect(plain).not.toContain(origin);
  expect(plain).toContain('https://app.getbeamer.com');
});

/** Violations reported on the page, from the first script on. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const seen: string[] = [];
  await page.exposeFunction('__nonceViolation', (v: string) => void seen.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { __nonceViolation: (v: string) => void }).__nonceViolation(
        `${e.effectiveDirective} ${e.blockedURI} ${e.sample}`,
      ),
    );
  });
  page.on('console', (m) => {
    if (/Content[ -]Security[ -]Policy/i.test(m.text())) seen.push(m.text());
  });
  return async () => seen;
}

/** React has taken over the document: the root's DOM node carries its fiber. */
const hydrated = (page: Page) =>
  page.evaluate(() => Object.keys(document.documentElement).some((k) => k.startsWith('__reactFiber')));

test('the pages of every example tenant hydrate with no policy violation', async ({ page }) => {
  test.setTimeout(120_000);
  const violations = await watchViolations(page);
  // Anything outside this machine is answered by a stub, never the internet.
  await page.context().route(
    (url) => url.hostname !== 'localhost' && !url.hostname.endsWith('.localhost'),
    (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '/* stub */' }),
  );
  for (const [site, pagePath] of PAGES) {
    await page.goto(tenantUrl(site, pagePath));
    await page.waitForLoadState('networkidle');
    await expect.poll(() => hydrated(page), { message: `${site}${pagePath} hydrates` }).toBe(true);
  }
  expect(await violations()).toEqual([]);
});
