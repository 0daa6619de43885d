import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_PORT, e2eAdminToken, expectNoSeriousA11yViolations, tenantUrl } from './support';

/**
 * Disclaimer consent (spec §2 dialog 9, §6): agency 676 shows 'Disclaimer' with Proceed on the search
 * pages, once per browser session. Neither demo tenant is agency 676: the spec loads the example
 * tenant examples/tenants/agency-rules-676.json (as `npm run tenant:upsert` does), the same one the
 * agency-rules spec loads — an agency id belongs to one site, so both specs share it.
 */

const SITE = 'agency-676';

test.beforeAll(async ({ request }) => {
  const file = path.join(process.cwd(), 'examples/tenants/agency-rules-676.json');
  const res = await request.put(`http://127.0.0.1:${E2E_PORT}/api/internal/tenants`, {
    headers: { authorization: `Bearer ${await e2eAdminToken()}` },
    data: JSON.parse(readFileSync(file, 'utf8')),
  });
  expect([200, 201], await res.text()).toContain(res.status());
});

test('agency 676: Disclaimer with Proceed, once per browser session', async ({ page, browser }) => {
  await page.goto(tenantUrl(SITE, '/search/trips'));
  const dialog = page.getByRole('dialog', { name: 'Disclaimer' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // Not dismissible any other way than Proceed.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Proceed' }).click();
  await expect(dialog).toBeHidden();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Disclaimer' })).toHaveCount(0);

  // A new browser session asks again.
  const fresh = await browser.newContext({ locale: 'en-GB' });
  const other = await fresh.newPage();
  await other.goto(tenantUrl(SITE, '/search/trips'));
  await expect(other.getByRole('dialog', { name: 'Disclaimer' })).toBeVisible();
  await fresh.close();
});

test('other agencies never see the disclaimer', async ({ page }) => {
  await page.goto(tenantUrl('demo', '/search/trips'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('dialog', { name: 'Disclaimer' })).toHaveCount(0);
});
