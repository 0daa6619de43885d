import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { E2E_PORT, expectNoSeriousA11yViolations, tenantUrl, waitForMail } from './support';

/**
 * OTP sign-in (issue 3) in a real browser: register → the OTP arrives by e-mail over real SMTP (the
 * run's smtp-server sink, not the outbox) → log in with it → edit profile → log out. Neither demo
 * tenant logs in by OTP, so the spec adds a third one through the internal admin API.
 */

const OTP_SITE = 'otp';
const AGENCY_NAME = 'Otterway Travel';

/** The demo tenant's definition, turned into an OTP-login agency with no domains of its own. */
function otpTenantDefinition(): unknown {
  const file = path.join(process.cwd(), 'lib/backend/seed/tenants/demo.json');
  const demo = JSON.parse(readFileSync(file, 'utf8')) as {
    config: {
      agency_details: { name: string };
      subdomain: string;
      agency_id: number;
      user_id: number;
      feature_configuration: { name: string; is_enabled: boolean }[];
    } & Record<string, unknown>;
  };
  const features = demo.config.feature_configuration.filter((f) => f.name !== 'AUTHENTICATION_VIA_OTP');
  return {
    key: OTP_SITE,
    domains: [],
    config: {
      ...demo.config,
      agency_details: { ...demo.config.agency_details, name: AGENCY_NAME },
      subdomain: OTP_SITE,
      agency_id: 1903,
      user_id: 5903,
      feature_configuration: [...features, { name: 'AUTHENTICATION_VIA_OTP', is_enabled: true }],
    },
  };
}

test.beforeAll(async ({ request }) => {
  const res = await request.put(`http://127.0.0.1:${E2E_PORT}/api/internal/tenants`, {
    headers: { authorization: `Bearer ${process.env.E2E_ADMIN_TOKEN}` },
    data: otpTenantDefinition(),
  });
  expect([200, 201], await res.text()).toContain(res.status());
});

const header = (page: Page) => page.getByTestId('desktop-header');
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

/** Opens the site with the special-fare prompt already seen, once sign-in has hydrated. */
async function openQuietly(page: Page, urlPath: string) {
  await page.addInitScript(() => {
    const id = 'e2e-session';
    sessionStorage.setItem('itinera.browserSession', id);
    localStorage.setItem('splFareTipReminded', id);
  });
  const checked = page.waitForResponse((r) => r.url().includes('/api/check_auth/'));
  await page.goto(tenantUrl(OTP_SITE, urlPath));
  await checked;
}

/** The six-digit code of an OTP e-mail. */
function otpOf(text: string): string {
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  expect(code, `an OTP in: ${text}`).toBeTruthy();
  return code as string;
}

test('OTP: register → OTP by real SMTP → log in → edit profile → log out', async ({ page }, info) => {
  const email = `otp-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await openQuietly(page, '/search/trips');

  // Login opens the OTP dialog on this agency.
  await header(page).getByRole('button', { name: 'Login' }).click();
  const login = dialog(page, 'Login');
  await expect(login.getByRole('radio', { name: 'Email' })).toBeChecked();
  await expect(login.getByLabel('Password')).toHaveCount(0);
  await login.getByLabel('Email address').fill(email);
  await login.getByRole('button', { name: 'Generate OTP' }).click();

  // An unknown address: 'User not found', then registration opens with the address filled in.
  await expect(login.getByText('User not found')).toBeVisible();
  const reg = dialog(page, 'Register or Sign Up');
  await expect(reg).toBeVisible();
  await expect(reg.getByLabel('Email')).toHaveValue(email);
  await reg.getByLabel('Title').selectOption('Mr.');
  await reg.getByLabel('First Name').fill('Otto');
  await reg.getByLabel('Last Name').fill('Wayfarer');
  await reg.getByLabel('Country code').selectOption('+44');
  await reg.getByLabel('Phone Number').fill('7700900456');
  const created = page.waitForResponse((r) => r.url().includes('/user/create'));
  await reg.getByRole('button', { name: 'Register' }).click();
  const { message } = (await (await created).json()) as { message: string };

  // Registered: the server's message + '. Please login to continue.', and the OTP dialog, pre-filled,
  // with the code already sent (no Generate OTP click: the e-mail below comes on its own).
  const otpDialog = dialog(page, 'Login');
  await expect(otpDialog.getByText(`${message}. Please login to continue.`, { exact: true })).toBeVisible();
  await expect(otpDialog.getByLabel('Email address')).toHaveValue(email);
  await expect(otpDialog.getByRole('button', { name: 'Verify OTP' })).toBeVisible();
  const mail = await waitForMail({ to: email, subjectIncludes: `Your ${AGENCY_NAME} login code` });
  const otp = otpOf(mail.text);
  await page.screenshot({ path: info.outputPath('otp-entry-1280.png') });
  await expectNoSeriousA11yViolations(page);

  // A wrong code first.
  const wrong = otp === '000000' ? '111111' : '000000';
  await otpDialog.getByLabel('OTP', { exact: true }).fill(wrong);
  await otpDialog.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(otpDialog.getByText('Otp verification failed. Please try again.')).toBeVisible();

  // The code from the e-mail signs in.
  await otpDialog.getByLabel('OTP', { exact: true }).fill(otp);
  await otpDialog.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(otpDialog).toBeHidden();
  const menuButton = header(page).getByRole('button', { name: 'Account menu for Otto' });
  await expect(menuButton).toBeVisible();

  // Edit profile: a new last name is saved and shown when the dialog opens again.
  await menuButton.click();
  await page.getByTestId('profile-menu').getByRole('button', { name: 'Edit Profile' }).click();
  const edit = dialog(page, 'Edit profile');
  await expect(edit.getByLabel('Email')).toHaveValue(email);
  await expect(edit.getByLabel('Last Name')).toHaveValue('Wayfarer');
  await edit.getByLabel('Last Name').fill('Seafarer');
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(edit.getByRole('status').filter({ hasText: /\S/ })).toBeVisible();
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(edit).toBeHidden();
  await menuButton.click();
  await page.getByTestId('profile-menu').getByRole('button', { name: 'Edit Profile' }).click();
  await expect(edit.getByLabel('Last Name')).toHaveValue('Seafarer');
  await page.keyboard.press('Escape');
  await expect(edit).toBeHidden();

  // Log out.
  await menuButton.click();
  await page.getByTestId('profile-menu').getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out successfully.')).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'Login' })).toBeVisible();
});
