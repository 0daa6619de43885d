import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  E2E_PORT,
  e2eAdminToken,
  expectNoSeriousA11yViolations,
  tenantApi,
  tenantUrl,
  waitForMail,
} from './support';

/**
 * OTP sign-in (issue 3) in a real browser: register → the OTP arrives by e-mail (the outbox, read
 * through the development mailbox, as on a newcomer's `npm start`) → log in with it (which also proves the address: a new
 * account is unverified until then) → edit profile → log out. Neither demo tenant logs in by OTP,
 * so the spec adds a third one through the internal admin API.
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
    headers: { authorization: `Bearer ${await e2eAdminToken()}` },
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

/** The code of the newest SMS to `to` sent at or after `since` (SMS goes to the outbox here). */
async function latestSmsCode(request: APIRequestContext, to: string, since: number): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const res = await tenantApi(request, OTP_SITE).get('/api/dev/mailbox');
      const { data } = (await res.json()) as {
        data: { to: string; channel: string; text: string; created_at: string }[];
      };
      const sms = data.find(
        (m) => m.channel === 'sms' && m.to === to && Date.parse(m.created_at) >= since - 1000,
      );
      code = /\b(\d{6})\b/.exec(sms?.text ?? '')?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/** The six-digit code of an OTP e-mail. */
function otpOf(text: string): string {
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  expect(code, `an OTP in: ${text}`).toBeTruthy();
  return code as string;
}

test('OTP: register → OTP by e-mail → log in → edit profile → verify phone → log out → log in by phone', async ({
  page,
  request,
}, info) => {
  // A whole account's life with screenshots and accessibility scans: longer than one step's 30 s.
  test.setTimeout(90_000);
  const email = `otp-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await openQuietly(page, '/search/trips');

  // Login opens the OTP dialog on this agency.
  await header(page).getByRole('button', { name: 'Login' }).click();
  const login = dialog(page, 'Login');
  await expect(login.getByRole('radio', { name: 'Email' })).toBeChecked();
  await expect(login.getByLabel('Password')).toHaveCount(0);
  await login.getByLabel('Email address').fill(email);
  await login.getByRole('button', { name: 'Generate OTP' }).click();

  // An unknown address gets the answer a known one gets (nothing tells whether an account exists);
  // its mailbox is told there is no account and to register, which the dialog's Register link does.
  await expect(login.getByText('OTP sent successfully.')).toBeVisible();
  const notice = await waitForMail(request, OTP_SITE, {
    to: email,
    subjectIncludes: `Your ${AGENCY_NAME} login`,
  });
  expect(notice.text).toContain('has no account there');
  await login.getByRole('button', { name: 'Register' }).click();
  const reg = dialog(page, 'Register or Sign Up');
  await expect(reg).toBeVisible();
  await reg.getByLabel('Email').fill(email);
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
  const mail = await waitForMail(request, OTP_SITE, {
    to: email,
    subjectIncludes: `Your ${AGENCY_NAME} login code`,
  });
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

  // The phone typed at registration is not proven: it gets no login codes until verified here.
  await expect(edit.getByText('Your phone number is not verified yet')).toBeVisible();
  await edit.getByRole('button', { name: 'Verify phone number' }).click();
  await expect(edit.getByText('OTP sent successfully.')).toBeVisible();
  const sms = await latestSmsCode(request, '+447700900456', 0);
  await edit.getByLabel('Code from the SMS').fill(sms);
  await page.screenshot({ path: info.outputPath('phone-verify-1280.png') });
  await edit.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(edit.getByText('Your phone number is not verified yet')).toBeHidden();
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(edit).toBeHidden();

  // Log out.
  await menuButton.click();
  await page.getByTestId('profile-menu').getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out successfully.')).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'Login' })).toBeVisible();

  // The verified phone now receives a login code by SMS.
  await header(page).getByRole('button', { name: 'Login' }).click();
  const byPhone = dialog(page, 'Login');
  await byPhone.getByRole('radio', { name: 'Phone number' }).check();
  await byPhone.getByLabel('Mobile number').fill('7700900456');
  const before = Date.now();
  await byPhone.getByRole('button', { name: 'Generate OTP' }).click();
  await expect(byPhone.getByRole('button', { name: 'Verify OTP' })).toBeVisible();
  const code = await latestSmsCode(request, '+447700900456', before);
  await byPhone.getByLabel('OTP', { exact: true }).fill(code);
  await byPhone.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(header(page).getByRole('button', { name: 'Account menu for Otto' })).toBeVisible();
});
