import { Hono } from 'hono';
import { AppError } from '@/lib/backend/http/errors';
import { createRateLimiter } from './limiter';
import { createMemoryStore } from './memory-store';
import { checkPolicy, RATE_LIMIT_POLICIES } from './policies';
import { assertWithinLimit, tooManyAttemptsMessage } from './response';

describe('sign-in rate-limit policies', () => {
  it('limits OTP generation per account, whatever the IP', async () => {
    const limiter = createRateLimiter(createMemoryStore());
    const max = RATE_LIMIT_POLICIES.otpGenerate.account.limit;
    for (let i = 0; i < max; i++) {
      const r = await checkPolicy(
        'otpGenerate',
        { tenantId: 't1', account: 'Ann@Example.com', ip: `10.0.0.${i}` },
        limiter,
      );
      expect(r.ok).toBe(true);
    }
    const refused = await checkPolicy(
      'otpGenerate',
      { tenantId: 't1', account: 'ann@example.com ', ip: '10.9.9.9' },
      limiter,
    );
    expect(refused.ok).toBe(false);
    expect(refused.retryAfterSec).toBeGreaterThan(0);
    // The same e-mail on another tenant is another account.
    expect(
      (
        await checkPolicy(
          'otpGenerate',
          { tenantId: 't2', account: 'ann@example.com', ip: '10.9.9.9' },
          limiter,
        )
      ).ok,
    ).toBe(true);
  });

  it.each(['registrationMail', 'resetMail'] as const)(
    'limits %s e-mails per IP across accounts',
    async (policy) => {
      const limiter = createRateLimiter(createMemoryStore());
      const max = RATE_LIMIT_POLICIES[policy].ip.limit;
      for (let i = 0; i < max; i++) {
        expect(
          (await checkPolicy(policy, { tenantId: 't', account: `u${i}@x.com`, ip: '198.51.100.1' }, limiter))
            .ok,
        ).toBe(true);
      }
      expect(
        (await checkPolicy(policy, { tenantId: 't', account: 'new@x.com', ip: '198.51.100.1' }, limiter)).ok,
      ).toBe(false);
      expect((await checkPolicy(policy, { tenantId: 't', account: 'new@x.com', ip: null }, limiter)).ok).toBe(
        true,
      );
    },
  );

  it('registration mails to an address have a budget of their own: spending it leaves the reset budget whole', async () => {
    const limiter = createRateLimiter(createMemoryStore());
    const victim = { tenantId: 't', account: 'victim@x.com', ip: null };
    const max = RATE_LIMIT_POLICIES.registrationMail.account.limit;
    for (let i = 0; i < max; i++)
      expect((await checkPolicy('registrationMail', victim, limiter)).ok).toBe(true);
    expect((await checkPolicy('registrationMail', victim, limiter)).ok).toBe(false);
    expect((await checkPolicy('resetMail', victim, limiter)).ok).toBe(true);
  });

  it('keeps account identifiers out of the keys', async () => {
    const keys: string[] = [];
    const spy = async (key: string) => {
      keys.push(key);
      return { ok: true, retryAfterSec: 0, remaining: 1 };
    };
    await checkPolicy('otpGenerate', { tenantId: 't', account: 'ann@example.com', ip: '10.0.0.1' }, spy);
    expect(keys).toHaveLength(2);
    expect(keys.join(' ')).not.toContain('ann');
    expect(keys).toContain('otpGenerate:ip:10.0.0.1');
  });
});

describe('429 answers', () => {
  it('words the wait in whole minutes', () => {
    expect(tooManyAttemptsMessage(30)).toBe('Too many attempts. Please try again in 30 seconds.');
    expect(tooManyAttemptsMessage(1)).toBe('Too many attempts. Please try again in 1 second.');
    expect(tooManyAttemptsMessage(60)).toBe('Too many attempts. Please try again in 1 minute.');
    expect(tooManyAttemptsMessage(14 * 60 + 1)).toBe('Too many attempts. Please try again in 15 minutes.');
  });

  it('turns a refusal into a 429 with Retry-After and the message', async () => {
    const app = new Hono();
    app.get('/x', (c) => {
      assertWithinLimit({ ok: false, retryAfterSec: 120, remaining: 0 }, c);
      return c.text('unreachable');
    });
    app.get('/ok', (c) => {
      assertWithinLimit({ ok: true, retryAfterSec: 0, remaining: 3 }, c);
      return c.text('fine');
    });
    app.onError((err, c) =>
      err instanceof AppError
        ? c.json({ message: err.userMessage, errors: err.details }, err.status as 429)
        : c.text('?', 500),
    );
    const res = await app.request('/x');
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('120');
    expect(await res.json()).toEqual({
      message: 'Too many attempts. Please try again in 2 minutes.',
      errors: { retry_after: 120 },
    });
    expect(await (await app.request('/ok')).text()).toBe('fine');
  });
});
