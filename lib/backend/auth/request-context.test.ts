/** @jest-environment node */
import { Hono } from 'hono';
import type { BackendEnv } from '@/lib/backend/http/context';
import type { Db } from '@/lib/db/open';
import type { Tenant, UserRow } from '@/lib/db/schema';
import { SITE_HEADER } from '@/lib/tenant/site-header';
import { AppError } from '../http/errors';
import { findTenantBySite } from '../tenants/repository';
import { callerOf, dbOf, optionalTenantOf, requestContext, requireCaller, tenantOf } from './request-context';
import { findUserById } from './users';

const TENANT = { id: 't-1', key: 'demo' } as Tenant;
const USER = { id: 'u-1', guest: false, sessionVersion: 3 } as UserRow;

jest.mock('../tenants/repository', () => ({ findTenantBySite: jest.fn() }));
jest.mock('./users', () => ({ findUserById: jest.fn() }));
jest.mock('@/lib/auth/session', () => ({
  readSession: async (request: Request) =>
    request.headers.get('cookie') === 'signed-in' ? { tenantId: 't-1', userId: 'u-1', version: 3 } : null,
}));

const findTenant = jest.mocked(findTenantBySite);
const findUser = jest.mocked(findUserById);

/** A backend-shaped app whose database is a token: the lookups are the mocks above. */
function app(route: (c: Parameters<typeof tenantOf>[0]) => Promise<Response>) {
  const openDb = jest.fn(async () => ({}) as Db);
  const hono = new Hono<BackendEnv>();
  hono.use('*', async (c, next) => {
    c.set('deps', { db: openDb });
    await next();
  });
  hono.use('*', requestContext);
  hono.get('/', route);
  hono.onError((err, c) =>
    err instanceof AppError
      ? c.json({ code: err.code, message: err.userMessage }, err.status as 400)
      : c.text('500', 500),
  );
  return { hono, openDb };
}

const get = (hono: Hono<BackendEnv>, headers: Record<string, string> = {}) => hono.request('/', { headers });

beforeEach(() => {
  findTenant.mockReset().mockImplementation(async (_db, site) => (site === 'demo' ? TENANT : null));
  findUser.mockReset().mockImplementation(async (_db, _tenantId, id) => (id === USER.id ? USER : null));
});

describe('the request context', () => {
  it('opens nothing for a route that asks for nothing', async () => {
    const { hono, openDb } = app(async (c) => c.text('ok'));
    expect((await get(hono, { [SITE_HEADER]: 'demo', cookie: 'signed-in' })).status).toBe(200);
    expect(openDb).not.toHaveBeenCalled();
    expect(findTenant).not.toHaveBeenCalled();
  });

  it('looks the database, the tenant and the caller up once, however often they are asked for', async () => {
    const { hono, openDb } = app(async (c) => {
      const seen = [await tenantOf(c), await optionalTenantOf(c), await callerOf(c), await requireCaller(c)];
      await dbOf(c);
      return c.json(seen.map((x) => x?.id));
    });
    const res = await get(hono, { [SITE_HEADER]: 'DEMO', cookie: 'signed-in' });
    expect(await res.json()).toEqual(['t-1', 't-1', 'u-1', 'u-1']);
    expect(openDb).toHaveBeenCalledTimes(1);
    expect(findTenant).toHaveBeenCalledTimes(1);
    expect(findTenant.mock.calls[0]?.[1]).toBe('demo');
    expect(findUser).toHaveBeenCalledTimes(1);
  });

  it('asks for no user where the caller is never read', async () => {
    const { hono } = app(async (c) => c.json((await tenantOf(c)).id));
    await get(hono, { [SITE_HEADER]: 'demo', cookie: 'signed-in' });
    expect(findUser).not.toHaveBeenCalled();
  });

  it('without a site: no tenant and no caller, and no database opened to find out', async () => {
    const { hono, openDb } = app(async (c) =>
      c.json({ tenant: await optionalTenantOf(c), caller: await callerOf(c) }),
    );
    expect(await (await get(hono, { cookie: 'signed-in' })).json()).toEqual({ tenant: null, caller: null });
    expect(openDb).not.toHaveBeenCalled();
  });

  it('answers 404 with the spec text where a tenant is needed and the site has none', async () => {
    const { hono } = app(async (c) => c.json((await tenantOf(c)).id));
    const res = await get(hono, { [SITE_HEADER]: 'nobody' });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      code: 'site_not_found',
      message: 'Sorry we are unable to fetch site details.',
    });
  });

  it('answers 401 with the message the route names when no one is signed in', async () => {
    const { hono } = app(async (c) => c.json((await requireCaller(c, 'Please login to continue')).id));
    const res = await get(hono, { [SITE_HEADER]: 'demo' });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ code: 'unauthorized', message: 'Please login to continue' });
    const { hono: plain } = app(async (c) => c.json((await requireCaller(c)).id));
    expect(await (await get(plain, { [SITE_HEADER]: 'demo' })).json()).toMatchObject({
      message: 'Unauthorized Error',
    });
  });

  it('does not take a session whose version was revoked, or a guest', async () => {
    findUser.mockImplementation(async () => ({ ...USER, sessionVersion: 4 }));
    const { hono } = app(async (c) => c.json({ caller: await callerOf(c) }));
    expect(await (await get(hono, { [SITE_HEADER]: 'demo', cookie: 'signed-in' })).json()).toEqual({
      caller: null,
    });
    findUser.mockImplementation(async () => ({ ...USER, guest: true }));
    expect(await (await get(hono, { [SITE_HEADER]: 'demo', cookie: 'signed-in' })).json()).toEqual({
      caller: null,
    });
  });
});
