import { expect, type Locator, type Page, test } from '@playwright/test';
import { DESKTOP_VIEWPORT, tenantUrl } from './support';

/**
 * The phone field of the register and profile dialogs in a real browser (spec §5): libphonenumber's
 * check for the chosen dial code, 'Please provide a valid Phone Number' under the field, and the
 * agency's dial code chosen and listed first.
 */

test.use({ viewport: DESKTOP_VIEWPORT });

const INVALID = 'Please provide a valid Phone Number';

async function openSite(page: Page, tenant: string) {
  await page.addInitScript(() => {
    sessionStorage.setItem('itinera.browserSession', 'e2e-session');
    localStorage.setItem('splFareTipReminded', 'e2e-session');
  });
  const checked = page.waitForResponse((r) => r.url().includes('/api/check_auth/'));
  await page.goto(tenantUrl(tenant, '/search/trips'));
  await checked;
}

/** The message is shown, and under the phone field, not somewhere else in the dialog. */
async function expectMessageUnder(field: Locator, dialog: Locator) {
  const message = dialog.getByText(INVALID);
  await expect(message).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const [f, m] = [await field.boundingBox(), await message.boundingBox()];
  if (!f || !m) throw new Error('no layout');
  expect(m.y).toBeGreaterThanOrEqual(f.y + f.height - 1);
  expect(m.y - (f.y + f.height)).toBeLessThan(40);
  expect(Math.abs(m.x - f.x)).toBeLessThan(20);
}

test('register: the agency country first and chosen; 123 is named invalid under the field', async ({
  page,
}, info) => {
  await openSite(page, 'demo');
  await page.getByTestId('desktop-header').getByRole('button', { name: 'Login' }).click();
  await page.getByRole('dialog', { name: 'Login' }).getByRole('button', { name: 'Sign up' }).click();
  const d = page.getByRole('dialog', { name: 'Register or Sign Up' });
  const dial = d.getByLabel('Country code');
  await expect(dial).toHaveValue('+44');
  await expect(dial.locator('option').first()).toHaveText('United Kingdom (+44)');
  const phone = d.getByLabel('Phone Number');
  await phone.fill('123');
  await d.getByRole('button', { name: 'Register' }).click();
  await expectMessageUnder(phone, d);
  await page.screenshot({ path: info.outputPath('register-invalid-phone.png') });
  // A real UK mobile clears it; the same digits are too long for France.
  await phone.fill('7700900123');
  await expect(d.getByText(INVALID)).toHaveCount(0);
  await dial.selectOption('+33');
  await expect(d.getByText(INVALID)).toBeVisible();
});

test('edit profile: a bad number is refused under the field, nothing is saved', async ({ page }) => {
  await openSite(page, 'demo');
  const header = page.getByTestId('desktop-header');
  await header.getByRole('button', { name: 'Login' }).click();
  const login = page.getByRole('dialog', { name: 'Login' });
  await login.getByLabel('Email').fill('consumer@wanderlight.example');
  await login.getByLabel('Password', { exact: true }).fill('Wanderlight-demo-1');
  await login.getByRole('button', { name: 'Login to Continue' }).click();
  await expect(login).toBeHidden();
  await header.getByRole('button', { name: /Account menu for/ }).click();
  await page.getByTestId('profile-menu').getByRole('button', { name: 'Edit Profile' }).click();
  const d = page.getByRole('dialog', { name: 'Edit profile' });
  const phone = d.getByLabel('Phone Number');
  await phone.fill('123');
  let updated = false;
  page.on('request', (r) => {
    if (r.url().includes('user/update')) updated = true;
  });
  await d.getByRole('button', { name: 'Update' }).click();
  await expectMessageUnder(phone, d);
  expect(updated).toBe(false);
});
