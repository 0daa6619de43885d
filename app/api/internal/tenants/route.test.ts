/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { adminToken } from '@/lib/auth/admin-token';
import { findTenantBySite } from '@/lib/backend/tenants/repository';
import type { Db } from '@/lib/db/open';
import { type TestDatabase, testDrivers } from '@/tests/support/test-db';

/** The route on a test database; `next/cache` recorded (it needs a running Next server). */
const mockDb: { current: Db | null } = { current: null };
jest.mock('@/lib/backend/database', () => ({ backendDb: async () => mockDb.current }));
jest.mock('next/cache', () => ({ revalidateTag: jest.fn() }));

import { revalidateTag } from 'next/cache';
import { PUT } from './route';

const ALPINE = JSON.parse(readFileSync(path.join(process.cwd(), 'examples/tenants/alpine.json'), 'utf8'));

describe.each(testDrivers())('PUT /api/internal/tenants on $name', ({ open }) => {
  let tdb: TestDatabase;
  const OLD_ENV = process.env;
  beforeAll(async () => {
    tdb = await open();
    mockDb.current = tdb.db;
  });
  afterAll(async () => {
    process.env = OLD_ENV;
    await tdb.dispose();
  });
  beforeEach(() => {
    process.env = { ...OLD_ENV, SESSION_SECRET: 'route-test-secret' };
    jest.mocked(revalidateTag).mockClear();
  });

  const put = (body: unknown, authorization?: string) =>
    PUT(
      new Request('http://demo.localhost/api/internal/tenants', {
        method: 'PUT',
        headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    );
  const bearer = () => `Bearer ${adminToken(process.env)}`;

  it('refuses a request without the admin token (401) and stores nothing', async () => {
    const res = await put(ALPINE);
    expect(res.status).toBe(401);
    expect((await res.json()).code).toBe('admin_token_invalid');
    expect(await findTenantBySite(tdb.db, 'alpine')).toBeNull();
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('refuses a token made from another secret', async () => {
    const other = `Bearer ${adminToken({ SESSION_SECRET: 'someone-else' })}`;
    expect((await put(ALPINE, other)).status).toBe(401);
  });

  it('without SESSION_SECRET or ADMIN_TOKEN, accepts only the token of the secret kept in the database', async () => {
    const otherToken = bearer();
    process.env = { ...OLD_ENV, NODE_ENV: 'production', SESSION_SECRET: '', ADMIN_TOKEN: '' };
    const refused = await put('{', otherToken);
    expect(refused.status).toBe(401);
    expect((await refused.json()).code).toBe('admin_token_invalid');
    // The secret this process loaded from (or generated into) the database.
    const token = adminToken({});
    expect(token).toBeTruthy();
    expect(token).not.toBe(otherToken.slice('Bearer '.length));
    const accepted = await put('{', `Bearer ${token}`);
    expect(accepted.status).toBe(400); // past the token check: the body is what is wrong
  });

  it('creates the tenant (201) and expires the cached configuration of every stale site immediately', async () => {
    const res = await put(ALPINE, bearer());
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({
      created: true,
      key: 'alpine',
      version: 1,
      domains: ['alpine-escapes.example', 'www.alpine-escapes.example'],
      revalidated: ['alpine', 'alpine-escapes.example', 'www.alpine-escapes.example'],
    });
    expect((await findTenantBySite(tdb.db, 'alpine-escapes.example'))?.key).toBe('alpine');
    expect(jest.mocked(revalidateTag).mock.calls).toEqual([
      ['site-config:alpine', { expire: 0 }],
      ['site-config:alpine-escapes.example', { expire: 0 }],
      ['site-config:www.alpine-escapes.example', { expire: 0 }],
    ]);
  });

  it('updates (200) with a new version', async () => {
    const res = await put({ ...ALPINE, config: { ...ALPINE.config, tagline: 'Second' } }, bearer());
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ created: false, version: 2 });
  });

  it('answers field-by-field errors for an invalid definition (400) and expires nothing', async () => {
    const res = await put({ ...ALPINE, config: { ...ALPINE.config, main_button_color: 'red' } }, bearer());
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      code: 'invalid_tenant',
      errors: ['config.main_button_color: Expected a hex colour such as #0b5cad'],
    });
    expect((await findTenantBySite(tdb.db, 'alpine'))?.config.tagline).toBe('Second');
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('answers 400 for a body that is not JSON', async () => {
    const res = await put('{oops', bearer());
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('invalid_json');
  });
});
