/** @jest-environment node */
import { adminToken } from '@/lib/auth/admin-token';

jest.mock('next/cache', () => ({ revalidateTag: jest.fn() }));

import { revalidateTag } from 'next/cache';
import { POST } from './route';

describe('POST /api/internal/revalidate', () => {
  const OLD_ENV = process.env;
  beforeEach(() => {
    process.env = { ...OLD_ENV, ADMIN_TOKEN: 'route-admin-token' };
    jest.mocked(revalidateTag).mockClear();
  });
  afterAll(() => {
    process.env = OLD_ENV;
  });

  const post = (body: unknown, authorization?: string) =>
    POST(
      new Request('http://demo.localhost/api/internal/revalidate', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
        body: JSON.stringify(body),
      }),
    );

  it('requires the admin token', async () => {
    expect((await post({ sites: ['demo'] })).status).toBe(401);
    expect((await post({ sites: ['demo'] }, 'Bearer wrong')).status).toBe(401);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('expires each site’s configuration tag at once (no stale copy served)', async () => {
    const res = await post(
      { sites: ['Demo', 'wanderlight.example', 'demo'] },
      `Bearer ${adminToken(process.env)}`,
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ revalidated: ['demo', 'wanderlight.example'] });
    expect(jest.mocked(revalidateTag).mock.calls).toEqual([
      ['site-config:demo', { expire: 0 }],
      ['site-config:wanderlight.example', { expire: 0 }],
    ]);
  });

  it('refuses a malformed list of sites', async () => {
    const res = await post({ sites: ['../etc'] }, 'Bearer route-admin-token');
    expect(res.status).toBe(400);
    expect((await res.json()).errors[0]).toMatch(/^sites\.0: /);
  });
});
