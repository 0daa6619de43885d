import { expect, test } from '@playwright/test';
import { startSlackStub } from './support/slack-stub';

/**
 * UI error reports end to end (spec §7 send_to_slack/: at most 3 UI errors per session): in
 * Chromium, five UI errors on one page (dev/ui-error, caught by the site's error boundary, "Try
 * again" between them) send exactly three reports, which reach the Slack webhook (a local stub, the
 * server started with SLACK_WEBHOOK_URL and APP_ENV=production, playwright.config.ts) in Slack's
 * incoming-webhook shape: text plus a header, a section and a context block.
 */

let stub: Awaited<ReturnType<typeof startSlackStub>>;
test.beforeAll(async () => {
  stub = await startSlackStub();
});
test.afterAll(async () => {
  await stub.close();
});

test('five UI errors in one session send three reports to Slack', async ({ page }) => {
  const sent: number[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/api/send_to_slack/')) sent.push(r.status());
  });
  await page.goto('/dev/ui-error');
  const mine = () => stub.posts.filter((p) => p.body.text?.includes('/dev/ui-error'));
  for (let i = 1; i <= 5; i++) {
    await page.getByRole('button', { name: 'Cause a UI error' }).click();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('UI error check');
    // Each of the first three reaches Slack before the next error; the 4th and 5th are never sent.
    if (i <= 3) await expect.poll(() => mine().length).toBe(i);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('button', { name: 'Cause a UI error' })).toBeVisible();
  }
  // Time for a stray 4th report to arrive, were one sent.
  await page.waitForTimeout(1_000);
  expect(sent).toEqual([200, 200, 200]);
  const posts = mine();
  expect(posts).toHaveLength(3);
  for (const post of posts) {
    expect(post.path).toBe('/services/T0E2E/B0E2E/e2e');
    expect(post.contentType).toContain('application/json');
    expect(post.body.text).toContain('UI error on /dev/ui-error');
    expect(post.body.blocks?.map((b) => b.type)).toEqual(['header', 'section', 'context']);
    expect(post.body.blocks?.[0]?.text).toEqual({
      type: 'plain_text',
      text: 'UI error on /dev/ui-error',
      emoji: false,
    });
    expect(post.body.blocks?.[1]?.text?.text).toContain('Deliberate UI error (dev/ui-error)');
    expect(post.body.blocks?.[2]?.elements?.[0]?.text).toContain('site demo');
    expect(post.body.blocks?.[2]?.elements?.[0]?.text).toContain('production');
  }
});
