import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { E2E_PORT, e2eAdminToken, tenantUrl } from './support';

/**
 * Chat, tags and pixels with consent (issue 30 item 2) on the tenant of
 * examples/tenants/chat-tags.json (Tawk.to chat, Google tag, Meta pixel), loaded through the
 * admin API `npm run tenant:upsert` calls (the server's own token, whichever database it runs on). Every request to another host is answered by a local stub (never the
 * internet) and recorded; a request the content-security policy blocks never reaches the stub and
 * shows up as a violation instead.
 */

const SITE = 'chattags';
const TAWK = 'https://embed.tawk.to/64f1c2a9b1e7d3a5c9e01234/1h9abc123';
const GTAG = 'https://www.googletagmanager.com/gtag/js?id=G-LAGOON2026';
const PIXEL = 'https://connect.facebook.net/en_US/fbevents.js';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  const file = path.join(process.cwd(), 'examples/tenants/chat-tags.json');
  const res = await request.put(`http://127.0.0.1:${E2E_PORT}/api/internal/tenants`, {
    headers: { authorization: `Bearer ${await e2eAdminToken()}` },
    data: JSON.parse(readFileSync(file, 'utf8')),
  });
  expect([200, 201], await res.text()).toContain(res.status());
});

const isLoopback = (url: URL) => url.hostname === 'localhost' || url.hostname.endsWith('.localhost');

interface Watch {
  thirdParty: string[];
  violations: string[];
}

/** Stubs and records every third-party request; collects CSP violations from every page. */
async function watch(context: BrowserContext): Promise<Watch> {
  const w: Watch = { thirdParty: [], violations: [] };
  await context.route(
    (url) => !isLoopback(url),
    (route) => {
      w.thirdParty.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: '/* stub */' });
    },
  );
  await context.exposeFunction('__reportViolation', (v: string) => void w.violations.push(v));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __reportViolation: (v: string) => void }).__reportViolation(
        `${e.effectiveDirective} ${e.blockedURI}`,
      );
    });
  });
  context.on('console', (m) => {
    if (/Content[ -]Security[ -]Policy/i.test(m.text())) w.violations.push(m.text());
  });
  return w;
}

const banner = (page: Page) => page.getByTestId('consent-banner');

/** Lets the page's scripts run and settle. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
}

test('the demo site has no banner, no third-party request and no CSP violation', async ({
  context,
  page,
}) => {
  const w = await watch(context);
  for (const path of ['/search/trips', '/contact-us', '/about-us']) {
    await page.goto(tenantUrl('demo', path));
    await settle(page);
  }
  await expect(banner(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cookie settings' })).toHaveCount(0);
  await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveCount(0);
  expect(w.thirdParty).toEqual([]);
  expect(w.violations).toEqual([]);
});

test('nothing loads before consent; a refusal is remembered; choices and acceptance load only what was accepted', async ({
  context,
  page,
}) => {
  const w = await watch(context);
  await page.goto(tenantUrl(SITE, '/search/trips'));
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole('button', { name: 'Accept all' })).toBeVisible();
  await settle(page);
  expect(w.thirdParty).toEqual([]);

  // Reject: nothing loads, and the answer holds on the next pages.
  await banner(page).getByRole('button', { name: 'Reject all' }).click();
  await expect(banner(page)).toHaveCount(0);
  await page.goto(tenantUrl(SITE, '/contact-us'));
  await settle(page);
  await page.goto(tenantUrl(SITE, '/search/trips'));
  await settle(page);
  await expect(banner(page)).toHaveCount(0);
  expect(w.thirdParty).toEqual([]);

  // Change of mind from the footer: the support chat alone.
  await page.getByRole('button', { name: 'Cookie settings' }).click();
  await expect(banner(page)).toBeVisible();
  await banner(page)
    .getByRole('checkbox', { name: /Support chat/ })
    .check();
  await banner(page).getByRole('button', { name: 'Save my choices' }).click();
  await expect.poll(() => w.thirdParty).toContain(TAWK);
  await settle(page);
  expect(w.thirdParty).not.toContain(GTAG);
  expect(w.thirdParty).not.toContain(PIXEL);

  // Everything, from the footer again: the tag and the pixel join, with consent mode updated.
  await page.getByRole('button', { name: 'Cookie settings' }).click();
  await banner(page).getByRole('button', { name: 'Accept all' }).click();
  await expect.poll(() => w.thirdParty).toEqual(expect.arrayContaining([GTAG, PIXEL]));
  const consentCalls = await page.evaluate(() =>
    ((window as unknown as { dataLayer: IArguments[] }).dataLayer ?? [])
      .map((a) => [...a])
      .filter((a) => a[0] === 'consent')
      .map((a) => [a[1], (a[2] as Record<string, string>).analytics_storage]),
  );
  expect(consentCalls[0]).toEqual(['default', 'denied']);
  expect(consentCalls.at(-1)).toEqual(['update', 'granted']);

  // Remembered: the next visit loads all three with no banner.
  w.thirdParty.length = 0;
  await page.reload();
  await settle(page);
  await expect(banner(page)).toHaveCount(0);
  expect(new Set(w.thirdParty)).toEqual(new Set([TAWK, GTAG, PIXEL]));
  expect(w.violations).toEqual([]);
});

test("the site's policy opens its own providers only, not the others the header allows", async ({
  context,
  page,
}) => {
  const w = await watch(context);
  await page.goto(tenantUrl(SITE, '/search/trips'));
  await settle(page);
  expect(w.violations).toEqual([]);
  const blocked = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const s = document.createElement('script');
        s.src = 'https://widget.intercom.io/widget/abc123';
        s.onload = () => resolve('loaded');
        s.onerror = () => resolve('blocked');
        document.head.appendChild(s);
      }),
  );
  expect(blocked).toBe('blocked');
  expect(w.thirdParty).not.toContain('https://widget.intercom.io/widget/abc123');
  // The collector sees violations, so the empty lists above mean none happened.
  await expect.poll(() => w.violations.join('\n')).toContain('https://widget.intercom.io');
});

test('the banner fits a 390 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(tenantUrl(SITE, '/search/trips'));
  const box = await banner(page).boundingBox();
  expect(box?.width).toBeLessThanOrEqual(390);
  for (const name of ['Accept all', 'Reject all', 'Choose']) {
    const b = await banner(page).getByRole('button', { name }).boundingBox();
    expect((b?.x ?? 0) + (b?.width ?? 999)).toBeLessThanOrEqual(390);
  }
  // The special-fare prompt waits for the answer instead of covering the banner.
  const fares = page.getByText('You may be eligible for special fares by logging in');
  await page.waitForLoadState('networkidle');
  await expect(fares).toHaveCount(0);
  await banner(page).getByRole('button', { name: 'Reject all' }).click();
  await expect(banner(page)).toHaveCount(0);
  await expect(fares).toBeVisible();
});

test('withdrawing consent from the footer starts the page again without the scripts', async ({
  context,
  page,
}) => {
  const w = await watch(context);
  await page.goto(tenantUrl(SITE, '/search/trips'));
  await banner(page).getByRole('button', { name: 'Accept all' }).click();
  await expect.poll(() => w.thirdParty).toEqual(expect.arrayContaining([TAWK, GTAG, PIXEL]));
  await page.getByRole('button', { name: 'Cookie settings' }).click();
  w.thirdParty.length = 0;
  await Promise.all([
    page.waitForEvent('load'),
    banner(page).getByRole('button', { name: 'Reject all' }).click(),
  ]);
  await settle(page);
  expect(w.thirdParty).toEqual([]);
  expect(await page.locator('script[data-site-script]').count()).toBe(0);
  expect(w.violations).toEqual([]);
});
