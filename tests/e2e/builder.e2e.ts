import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { DESKTOP_VIEWPORT, E2E_PORT, e2eAdminToken, MOBILE_VIEWPORT, tenantUrl } from './support';

/**
 * The no-code renderer (spec §1, §2 "Page-builder widgets"; issue 30 item 1) on the tenant of
 * examples/tenants/builder.json: its builder header, search section and footer replace the standard
 * header and footer on the search pages, its widgets behave as the spec says, and its hostile
 * element (script, onerror, javascript: links, a position:fixed overlay) renders inert.
 */

const SITE = 'builder';

test.beforeAll(async ({ request }) => {
  const file = path.join(process.cwd(), 'examples/tenants/builder.json');
  const res = await request.put(`http://127.0.0.1:${E2E_PORT}/api/internal/tenants`, {
    headers: { authorization: `Bearer ${await e2eAdminToken()}` },
    data: JSON.parse(readFileSync(file, 'utf8')),
  });
  expect([200, 201], await res.text()).toContain(res.status());
});

/** Fails the test on any dialog and records console output, so a script that ran is seen. */
function watch(page: Page) {
  const dialogs: string[] = [];
  const logs: string[] = [];
  page.on('dialog', async (d) => {
    dialogs.push(d.message());
    await d.dismiss();
  });
  page.on('console', (m) => logs.push(m.text()));
  return { dialogs, logs };
}

async function expectInert(page: Page) {
  const found = await page.evaluate(() => {
    const all = Array.from(document.querySelectorAll('*'));
    const handlers = all.flatMap((el) =>
      Array.from(el.attributes)
        .filter((a) => a.name.toLowerCase().startsWith('on'))
        .map((a) => `${el.tagName}[${a.name}]`),
    );
    const scriptUrls = all.flatMap((el) =>
      ['href', 'src', 'action', 'formaction']
        .map((n) => el.getAttribute(n) ?? '')
        .filter((v) => /^\s*javascript:/i.test(v)),
    );
    const builder = document.querySelector('[data-builder="page"]');
    // Configured elements that left the flow: any inline position or z-index, or a fixed/absolute
    // box larger than a screen-reader-only hint (the search module's own widgets are not configured).
    const overlays = builder
      ? Array.from(builder.querySelectorAll<HTMLElement>('*'))
          .filter((el) => !el.closest('#search-form'))
          .filter((el) => {
            const cs = getComputedStyle(el);
            const r = el.getBoundingClientRect();
            const out = cs.position === 'fixed' || cs.position === 'absolute';
            return (
              /position|z-index|inset/i.test(el.getAttribute('style') ?? '') ||
              (out && r.width * r.height > 4) ||
              Number(cs.zIndex) > 100
            );
          })
          .map((el) => el.outerHTML.slice(0, 120))
      : ['no builder page'];
    const pwned = (window as unknown as { __builderPwned?: boolean }).__builderPwned === true;
    const scripts = builder ? builder.querySelectorAll('script').length : -1;
    return { handlers, scriptUrls, overlays, pwned, scripts };
  });
  expect(found).toEqual({ handlers: [], scriptUrls: [], overlays: [], pwned: false, scripts: 0 });
  // Nothing covers the page's centre but the page's own content.
  const covering = await page.evaluate(() => {
    const el = document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2);
    return el ? getComputedStyle(el).backgroundColor : null;
  });
  expect(covering).not.toBe('rgba(255, 0, 0, 0.85)');
}

for (const viewport of [MOBILE_VIEWPORT, DESKTOP_VIEWPORT]) {
  test(`builder header, search and footer render as configured at ${viewport.width} px, the hostile element inert`, async ({
    page,
  }, info) => {
    await page.setViewportSize(viewport);
    const { dialogs, logs } = watch(page);
    // The site's own special-fare prompt (spec §2 dialog 1) already seen, so it covers nothing.
    await page.addInitScript(() => {
      sessionStorage.setItem('itinera.browserSession', 'e2e-session');
      localStorage.setItem('splFareTipReminded', 'e2e-session');
    });
    await page.goto(tenantUrl(SITE, '/search/trips'));

    const header = page.locator('[data-builder="header"]');
    const footer = page.locator('[data-builder="footer"]');
    await expect(header).toBeVisible();
    await expect(header.getByRole('link', { name: 'Harbour Lights Travel home page' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Our ferries' })).toHaveAttribute('href', '/about_us');
    await expect(header.getByRole('link', { name: /Harbour guide/ })).toHaveAttribute('target', '_blank');
    await expect(header.locator('[data-builder="login"]')).toHaveCount(1);
    await expect(page.getByText('Hidden banner')).toHaveCount(0);
    // The group's configured colour reached the page.
    await expect(header.locator('> div').first()).toHaveCSS('background-color', 'rgb(15, 61, 94)');

    await expect(page.getByRole('heading', { name: 'Sail into your next break' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Begin your trip' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Ferry timetables/ })).toHaveAttribute('target', '_blank');
    await expect(page.getByText('Offers this week')).toBeVisible();
    await expect(footer.getByText('Harbour Lights Travel', { exact: true })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      '/privacy_policy',
    );

    // The standard header and footer are not shown on a no-code search page (spec §2).
    await expect(page.locator('header.site-header')).toHaveCount(0);
    await expect(page.getByTestId('desktop-header')).toHaveCount(0);

    // The hostile element: its text survives, nothing else does.
    await expect(page.getByText('Claim your prize')).toBeVisible();
    await expect(page.getByText('Free upgrade')).toHaveCount(0);
    await expectInert(page);
    await page.getByText('Claim your prize').click();
    await page.waitForTimeout(300);
    expect(dialogs).toEqual([]);
    expect(logs.filter((l) => /pwned|alert/i.test(l))).toEqual([]);
    expect(page.url()).toContain('/search/trips');

    // Country/currency picker of the Login link (the profile's Login button shows from 1024 px).
    await expect(header.getByRole('button', { name: /Country GB, currency/ })).toBeVisible();
    if (viewport.width >= 1024) await expect(header.getByRole('button', { name: 'Login' })).toBeVisible();

    // beginTrip scrolls smoothly to the search form and picks the element's mode.
    await page.getByRole('button', { name: 'Begin your trip' }).click();
    await expect(page).toHaveURL(/#stay1$/);
    await expect(page.locator('#search-form')).toBeInViewport();

    await page.screenshot({ path: info.outputPath(`builder-${viewport.width}.png`), fullPage: true });
  });
}

test('a builder site keeps the standard shell off its search pages', async ({ page }) => {
  await page.setViewportSize(DESKTOP_VIEWPORT);
  await page.goto(tenantUrl(SITE, '/about_us'));
  await expect(page.getByTestId('desktop-header')).toBeVisible();
  await expect(page.locator('[data-builder="page"]')).toHaveCount(0);
});

test('a site without builder configuration renders as before', async ({ page }) => {
  await page.setViewportSize(DESKTOP_VIEWPORT);
  await page.goto(tenantUrl('demo', '/search/trips'));
  await expect(page.getByTestId('desktop-header')).toBeVisible();
  await expect(page.locator('footer').first()).toBeVisible();
  await expect(page.locator('[data-builder]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
