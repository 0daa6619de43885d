import { type APIRequestContext, type BrowserContext, expect, test } from '@playwright/test';
import { E2E_PORT, MOBILE_VIEWPORT, signInContext, tenantUrl } from './support';
import type { MailboxMessage } from './support/mail';

/**
 * Issue 29 item 1 in the browser, as the b2b admin (Agency Admin, notification_engine on): customers
 * made through the API (one unsubscribed), a segment, a template and a campaign built on the
 * engine's screens, the campaign sent; the development mailbox then holds one mail per subscribed
 * customer and none for the unsubscribed one, and one mail's unsubscribe link, followed, unsubscribes.
 * The campaign page at 390 px.
 */

const ADMIN = { email: 'admin@meridian.example', password: 'Meridian-admin-1' };
const SITE = 'b2b';
const origin = `http://127.0.0.1:${E2E_PORT}`;
const headers = { host: `${SITE}.localhost:${E2E_PORT}`, origin: `http://${SITE}.localhost:${E2E_PORT}` };
const run = Date.now().toString(36);
const TAG = `e2e${run}`;
const people = [
  { first_name: 'Cora', last_name: 'Campaign', email: `cora.${run}@example.com` },
  { first_name: 'Dev', last_name: 'Campaign', email: `dev.${run}@example.com` },
  { first_name: 'Una', last_name: 'Subscribed', email: `una.${run}@example.com`, subscribed: false },
];
/** Where the engine's panels are rendered (helper N1's shell: notifications-engine?tab=…). */
const ENGINE = process.env.E2E_NOTIFY_ENGINE_PATH ?? '/notifications-engine';

test.describe.configure({ mode: 'serial' });

async function cookieOf(context: BrowserContext): Promise<string> {
  const c = (await context.cookies(`http://${SITE}.localhost:${E2E_PORT}`)).find((k) =>
    k.name.includes('session'),
  );
  if (!c) throw new Error('no session cookie');
  return `${c.name}=${c.value}`;
}

type Mail = MailboxMessage & { html: string | null };

async function mailbox(request: APIRequestContext): Promise<Mail[]> {
  const res = await request.get(`${origin}/api/dev/mailbox?limit=200`, { headers });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: Mail[] }).data;
}

test('the b2b admin builds a segment and a template, sends a campaign; unsubscribed get nothing', async ({
  page,
  context,
  request,
}, testInfo) => {
  await signInContext(context, request, SITE, ADMIN.email, ADMIN.password);
  const cookie = await cookieOf(context);
  for (const p of people) {
    const res = await request.post(`${origin}/api/api/v1/customer/customer`, {
      headers: { ...headers, cookie },
      data: { ...p, tags: [TAG] },
    });
    expect(res.status(), await res.text()).toBeLessThan(300);
  }

  // A segment over the tag, counted before it is saved.
  await page.goto(tenantUrl(SITE, `${ENGINE}?tab=segments`));
  await page.getByRole('button', { name: 'New segment' }).click();
  await page.getByLabel('Name', { exact: true }).fill(`Segment ${run}`);
  await page.getByLabel('Tags (comma-separated)').fill(TAG);
  await page.getByLabel('Subscribed customers only').uncheck();
  await page.getByRole('button', { name: 'Count customers' }).click();
  await expect(page.getByText('3 customers match')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Segment ${run}`)).toBeVisible();

  // A template, previewed for the sample customer.
  await page.goto(tenantUrl(SITE, `${ENGINE}?tab=templates`));
  await page.getByRole('button', { name: 'New template' }).click();
  await page.getByLabel('Name', { exact: true }).fill(`Template ${run}`);
  await page.getByLabel('Subject').fill(`Spring ${run} for {{first_name}}`);
  await page
    .getByLabel('Body (HTML)')
    .fill('<p>Dear {{first_name}},</p><p>Our spring offers.</p><script>x()</script>');
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByText(`Spring ${run} for Alex`)).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Template ${run}`)).toBeVisible();

  // The campaign: created, opened, sent.
  await page.goto(tenantUrl(SITE, `${ENGINE}?tab=campaigns`));
  await page.getByLabel('Name', { exact: true }).fill(`Campaign ${run}`);
  await page.getByLabel('Segment').selectOption({ label: `Segment ${run}` });
  await page.getByLabel('Template').selectOption({ label: `Template ${run}` });
  await page.getByRole('button', { name: 'Create campaign' }).click();
  const row = page.getByRole('listitem').filter({ hasText: `Campaign ${run}` });
  await row.getByRole('link', { name: 'Open' }).click();
  await page.waitForURL(/\/notifications-engine\/[0-9a-f-]{36}$/);
  page.once('dialog', (d) => d.accept());
  await page.getByRole('button', { name: 'Send now' }).click();
  await expect
    .poll(
      async () => {
        await page.getByRole('button', { name: 'Refresh' }).click();
        return page.getByTestId('campaign-status').textContent();
      },
      { timeout: 30_000 },
    )
    .toBe('Sent');
  await expect(page.getByTestId('count-sent')).toHaveText('Sent: 2');
  await expect(page.getByTestId('count-skipped')).toHaveText('Skipped: 1');

  const mails = (await mailbox(request)).filter((m) => m.subject?.startsWith(`Spring ${run} for`));
  expect(mails.map((m) => m.to).sort()).toEqual([people[0]?.email, people[1]?.email].sort());
  expect(mails.some((m) => m.to === people[2]?.email)).toBe(false);
  expect(mails.every((m) => !m.html?.includes('<script'))).toBe(true);

  // 390 px: the campaign page fits.
  await page.setViewportSize(MOBILE_VIEWPORT);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(MOBILE_VIEWPORT.width);
  await page.screenshot({ path: testInfo.outputPath('campaign-390.png'), fullPage: true });
  await page.goto(tenantUrl(SITE, `${ENGINE}?tab=templates`));
  await page.getByRole('button', { name: 'New template' }).click();
  await expect(page.getByLabel('Body (HTML)')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    MOBILE_VIEWPORT.width,
  );
  await page.screenshot({ path: testInfo.outputPath('templates-390.png'), fullPage: true });

  // Cora follows her unsubscribe link (signed out: a fresh page with no session).
  const link = mails.find((m) => m.to === people[0]?.email)?.links[0];
  expect(link).toMatch(/\/unsubscribe\?t=/);
  const stranger = await context.browser()?.newContext({ viewport: MOBILE_VIEWPORT });
  if (!stranger) throw new Error('no browser');
  const visitor = await stranger.newPage();
  await visitor.goto(link ?? '');
  await expect(visitor.getByText(/Stop receiving campaign e-mails at c•+@example\.com\?/)).toBeVisible();
  await visitor.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(visitor.getByText(/^You are unsubscribed: c•+@example\.com/)).toBeVisible();
  await visitor.screenshot({ path: testInfo.outputPath('unsubscribe-390.png') });
  // A tampered link is refused.
  await visitor.goto(`${link ?? ''}x`);
  await expect(visitor.getByText('This unsubscribe link is not valid.')).toBeVisible();
  await stranger.close();
});
