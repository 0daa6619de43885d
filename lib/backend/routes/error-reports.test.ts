/** @jest-environment node */

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Backend } from '@/lib/backend/app';
import { ERROR_REPORT_LIMITS, ZSendToSlackResponse } from '@/lib/contract/error-report';
import { peerHeaderName } from '@/lib/http/peer-address';
import { SITE_HEADER } from '@/lib/tenant/site-header';
import { asSiteMembers } from '@/tests/support/member-session';
import { useSeededBackend } from '@/tests/support/seeded-backend';
import { testDrivers } from '@/tests/support/test-db';
import { RATE_LIMIT_POLICIES } from '../ratelimit/policies';

/**
 * send_to_slack/ against a local stand-in for Slack's incoming webhook: it records each POST and
 * answers as Slack does — 200 `ok`, or a 4xx with Slack's plain-text error (`invalid_payload`,
 * `no_service`). The SDK (@slack/webhook) is pointed at it through SLACK_WEBHOOK_URL.
 */
interface Posted {
  path: string;
  contentType: string | undefined;
  body: { text?: string; blocks?: { type: string; text?: { type: string; text: string } }[] };
}
const posted: Posted[] = [];
let answer: { status: number; text: string } = { status: 200, text: 'ok' };
let slack: Server;
let webhookUrl = '';

beforeAll(async () => {
  slack = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      posted.push({ path: req.url ?? '', contentType: req.headers['content-type'], body: JSON.parse(raw) });
      res.writeHead(answer.status, { 'content-type': 'text/plain' }).end(answer.text);
    });
  });
  await new Promise<void>((resolve) => slack.listen(0, '127.0.0.1', resolve));
  webhookUrl = `http://127.0.0.1:${(slack.address() as AddressInfo).port}/services/T000/B000/XXXX`;
});
afterAll(() => new Promise<void>((resolve) => slack.close(() => resolve())));

const env = process.env as Record<string, string | undefined>;
const saved = { SLACK_WEBHOOK_URL: env.SLACK_WEBHOOK_URL, APP_ENV: env.APP_ENV, REDIS_URL: env.REDIS_URL };
beforeEach(() => {
  posted.length = 0;
  answer = { status: 200, text: 'ok' };
  env.SLACK_WEBHOOK_URL = webhookUrl;
  env.APP_ENV = 'production';
  delete env.REDIS_URL;
  // A fresh in-memory limiter for each test, so budgets spent by one test do not refuse the next.
  (globalThis as { __itineraRateLimiter?: unknown }).__itineraRateLimiter = undefined;
});
afterEach(() => {
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete env[k];
    else env[k] = v;
  }
});

const report = {
  channel: 'ui-errors',
  subject: 'UI error on /search/trips',
  message: 'TypeError: x is undefined',
};

describe.each(testDrivers())('send_to_slack/ on $name', ({ open }) => {
  const seeded = useSeededBackend(open);
  // The b2b site is invitation-only: its calls go as its signed-in admin (one session for the suite).
  let members: Backend | undefined;
  const send = (query: Record<string, string>, headers: Record<string, string> = {}, site = 'demo') => {
    members ??= asSiteMembers(seeded.backend);
    return members.request(`/send_to_slack/?${new URLSearchParams(query)}`, {
      headers: { [SITE_HEADER]: site, ...headers },
    });
  };

  it('posts a Slack message (text, header and section blocks) to the webhook and says it was sent', async () => {
    const res = await send({
      ...report,
      message: 'Failed for ann@example.com at https://demo.localhost/pay?token=abc <!channel>',
    });
    expect(res.status).toBe(200);
    expect(ZSendToSlackResponse.parse(await res.json())).toEqual({
      success: true,
      sent: true,
      skipped: null,
      message: 'Error report sent.',
    });
    expect(posted).toHaveLength(1);
    const [post] = posted;
    expect(post?.path).toBe('/services/T000/B000/XXXX');
    expect(post?.contentType).toBe('application/json');
    expect(post?.body.text).toContain('[ui-errors] UI error on /search/trips');
    expect(post?.body.blocks?.map((b) => b.type)).toEqual(['header', 'section', 'context']);
    expect(post?.body.blocks?.[0]?.text).toEqual({
      type: 'plain_text',
      text: 'UI error on /search/trips',
      emoji: false,
    });
    const section = post?.body.blocks?.[1]?.text?.text ?? '';
    expect(section).toContain('[email]');
    expect(section).toContain('https://demo.localhost/pay?[redacted]');
    expect(section).toContain('&lt;!channel&gt;');
    expect(JSON.stringify(post?.body)).not.toMatch(/ann@example\.com|token=abc|<!channel>/);
  });

  it.each([
    ['staging', 'environment'],
    ['development', 'environment'],
  ])('sends nothing on %s and says it skipped', async (appEnv, reason) => {
    env.APP_ENV = appEnv;
    const res = await send(report);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      success: true,
      sent: false,
      skipped: reason,
      message: 'Error report skipped.',
    });
    expect(posted).toHaveLength(0);
  });

  it('sends nothing when no webhook URL is configured', async () => {
    delete env.SLACK_WEBHOOK_URL;
    const res = await send(report);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true, sent: false, skipped: 'not_configured' });
    expect(posted).toHaveLength(0);
  });

  it.each([
    ['channel', { subject: report.subject, message: report.message }, 'channel is required.'],
    ['subject', { ...report, subject: '   ' }, 'subject is required.'],
    [
      'message',
      { ...report, message: 'x'.repeat(ERROR_REPORT_LIMITS.message + 1) },
      `message must be at most ${ERROR_REPORT_LIMITS.message} characters.`,
    ],
    [
      'channel',
      { ...report, channel: 'General Chat' },
      'channel may hold only lower-case letters, digits, "-" and "_".',
    ],
  ])('refuses a bad %s with 400 naming it, and sends nothing', async (field, query, text) => {
    const res = await send(query);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string; errors: Record<string, unknown> };
    expect(body.errors.code).toBe('invalid_request');
    expect(body.errors[field]).toEqual([text]);
    expect(body.message).toBe(text);
    expect(posted).toHaveLength(0);
  });

  it.each([
    [400, 'invalid_payload'],
    [404, 'no_service'],
  ])('answers 502 when Slack answers %i %s, without retrying', async (status, text) => {
    answer = { status, text };
    const res = await send(report);
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({ message: 'The error report could not be sent.' });
    expect(posted).toHaveLength(1);
  });

  it("refuses a signed-in session's fourth report with 429, whatever the client", async () => {
    for (let i = 0; i < RATE_LIMIT_POLICIES.errorReport.account.limit; i++) {
      expect((await send(report, { [peerHeaderName()]: `10.1.0.${i}` }, 'b2b')).status).toBe(200);
    }
    const refused = await send(report, { [peerHeaderName()]: '10.1.0.99' }, 'b2b');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(posted).toHaveLength(RATE_LIMIT_POLICIES.errorReport.account.limit);
  });

  it('limits one client, signed out, to its budget (skipped reports count too)', async () => {
    env.APP_ENV = 'staging';
    const ip = { [peerHeaderName()]: '10.2.0.1' };
    for (let i = 0; i < RATE_LIMIT_POLICIES.errorReport.ip.limit; i++) {
      expect((await send(report, ip)).status).toBe(200);
    }
    expect((await send(report, ip)).status).toBe(429);
    expect((await send(report, { [peerHeaderName()]: '10.2.0.2' })).status).toBe(200);
  });

  it('refuses a call another site makes from a visitor’s browser', async () => {
    const res = await send(report, { 'sec-fetch-site': 'cross-site' });
    expect(res.status).toBe(403);
    expect(posted).toHaveLength(0);
  });
});
