import { expect, test } from '@playwright/test';
import { originOf, probe } from './http';

const MB = 1024 * 1024;

test.describe('request body limits (production build, over HTTP)', () => {
  test('a 20 MB JSON sign-in body is answered 413 at once, not truncated into "Email is required"', async () => {
    const body = JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(20 * MB) });
    const r = await probe({
      method: 'POST',
      path: '/api/api/auth/api/v2/user/authenticate',
      headers: { 'content-type': 'application/json', origin: originOf('demo') },
      body,
    });
    expect(r.status).toBe(413);
    expect(r.text).not.toContain('Email is required');
  });

  test('a 20 MB form body is refused before it is read, so it cannot hold the server up', async () => {
    const body = Buffer.alloc(20 * MB, 'a');
    const big = probe({
      method: 'POST',
      path: '/api/v2/search_api',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: originOf('demo') },
      body,
    });
    const others = await Promise.all([1, 2, 3].map(() => probe({ path: '/api/check_auth/' })));
    expect((await big).status).toBe(413);
    for (const o of others) {
      expect(o.status).toBe(200);
      expect(o.ms).toBeLessThan(2000);
    }
  });

  test('a body just over 64 kB is refused; one under it is read', async () => {
    const over = await probe({
      method: 'POST',
      path: '/api/user/forgot-password',
      headers: { 'content-type': 'application/json', origin: originOf('demo') },
      body: JSON.stringify({ email: 'a@b.co', pad: 'x'.repeat(65 * 1024) }),
    });
    expect(over.status).toBe(413);
    const under = await probe({
      method: 'POST',
      path: '/api/user/forgot-password',
      headers: { 'content-type': 'application/json', origin: originOf('demo') },
      body: JSON.stringify({ email: 'nobody-under@example.com', pad: 'x'.repeat(60 * 1024) }),
      from: '127.0.0.5',
    });
    expect(under.status).toBe(200);
  });

  test('pages take no bodies: a declared large one is 413', async () => {
    const r = await probe({
      method: 'POST',
      path: '/search/trips',
      headers: { 'content-type': 'text/plain' },
      body: 'x'.repeat(MB),
    });
    expect(r.status).toBe(413);
  });
});
