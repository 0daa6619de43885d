import { expect, type Frame, type Page, test } from '@playwright/test';
import { tenantOrigin, tenantUrl } from './support/hosts';

/**
 * Widget mode (spec §2, §6): the search form embedded by an iframe. Inside the frame the search stays;
 * the site's other routes show a message with an open-in-new-tab link instead of their content.
 */

const WIDGET_PATH = '/search/trips/widgetsSearch/w1/a1';

/** Puts an iframe of `src` into the page and answers its frame once loaded. */
async function embed(page: Page, src: string): Promise<Frame> {
  await page.evaluate((url) => {
    const frame = document.createElement('iframe');
    frame.name = 'widget';
    frame.title = 'Search widget';
    frame.src = url;
    frame.style.width = '1100px';
    frame.style.height = '700px';
    document.body.append(frame);
  }, src);
  const handle = await page.waitForSelector('iframe[name="widget"]');
  const frame = await handle.contentFrame();
  if (!frame) throw new Error('no frame');
  await frame.waitForLoadState();
  return frame;
}

test('an agency page on another site embeds the widget: the form shows and its tabs stay in the frame', async ({
  page,
}) => {
  // The agency's own site on another origin, served by the test. about:blank's opaque origin is no
  // ancestor that frame-ancestors * admits, and Chromium's local network access check needs the
  // visitor's permission before a page frames a server on loopback (the test server).
  await page.context().grantPermissions(['local-network-access']);
  await page.route('http://agency.localhost:4999/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><title>Agency</title><h1>Agency</h1><iframe title="Search widget" name="widget" src="${tenantUrl('demo', WIDGET_PATH)}" style="width:1100px;height:700px"></iframe></html>`,
    }),
  );
  await page.goto('http://agency.localhost:4999/');
  const frame = page.frameLocator('iframe[name="widget"]');
  const hotels = frame.getByRole('link', { name: 'Hotels', exact: true });
  await expect(hotels).toHaveAttribute('href', '#stay1');
  await hotels.click();
  await expect(frame.getByRole('form', { name: 'Hotels' })).toBeVisible();
  // The frame is still the widget page (no header of the full site).
  await expect(frame.locator('main[data-mode="widget"]')).toBeVisible();
});

test('inside the widget frame an info page offers a new tab; search stays; the site itself is untouched', async ({
  page,
}) => {
  // A same-origin host page, so the frame may navigate to the site's other routes (frame-ancestors 'self').
  await page.goto(tenantUrl('demo', WIDGET_PATH));
  const frame = await embed(page, tenantUrl('demo', WIDGET_PATH));
  await expect(frame.locator('main[data-mode="widget"]')).toBeVisible();
  await expect
    .poll(() => frame.evaluate(() => sessionStorage.getItem('itinera/widget-session')))
    .toBe(JSON.stringify({ widgetId: 'w1', appId: 'a1' }));

  await frame.goto(tenantUrl('demo', '/about_us'));
  await expect(frame.getByRole('heading', { name: 'Not available in this widget' })).toBeVisible();
  const open = frame.getByRole('link', { name: /Open in a new tab/ });
  await expect(open).toHaveAttribute('target', '_blank');
  await expect(open).toHaveAttribute('href', `${tenantOrigin('demo')}/about_us`);
  const [popup] = await Promise.all([page.waitForEvent('popup'), open.click()]);
  await popup.waitForLoadState();
  expect(new URL(popup.url()).pathname).toBe('/about_us');
  await expect(popup.getByRole('heading', { name: 'Not available in this widget' })).toHaveCount(0);

  await frame.goto(tenantUrl('demo', '/search/trips'));
  await expect(frame.locator('[data-slot="search-form"]')).toBeVisible();
  await expect(frame.getByRole('heading', { name: 'Not available in this widget' })).toHaveCount(0);

  // The top-level page of the same session is not framed: nothing is disabled there.
  await page.goto(tenantUrl('demo', '/about_us'));
  await expect(page.getByRole('heading', { name: 'Not available in this widget' })).toHaveCount(0);
  await expect(page.locator('main')).toBeVisible();
});
