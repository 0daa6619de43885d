/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { hashPassword } from '@/lib/auth/password';
import { users } from '@/lib/db/schema';
import { forTenant } from '@/lib/db/scoped';
import { SITE_HEADER } from '@/lib/tenant/site-header';
import { useSeededBackend } from '@/tests/support/seeded-backend';
import { testDrivers } from '@/tests/support/test-db';
import { findTenantBySite } from '../tenants/repository';
import { DEMO_PASSWORDS } from './seed-users';
import { INVITE_ONLY_OPEN_PATHS, isInvitedMember } from './site-access';

describe.each(testDrivers())('invitation-only sites on $name', ({ open }) => {
  const seeded = useSeededBackend(open);

  const call = (site: string, method: string, path: string, cookie?: string, body?: unknown) =>
    seeded.backend.request(path, {
      method,
      headers: {
        [SITE_HEADER]: site,
        host: `${site}.localhost:3000`,
        ...(cookie ? { cookie } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
  const signIn = async (site: string, email: string, password: string) => {
    const res = await call(site, 'POST', '/api/auth/api/v1/user/authenticate', undefined, {
      email,
      password,
    });
    return { status: res.status, cookie: res.headers.get('set-cookie')?.split(';')[0] ?? '' };
  };

  /** Calls the spec protects: search, planning with prices, itineraries, lists, quotations, PDFs. */
  const PROTECTED: [string, string, unknown][] = [
    ['POST', '/v2/search_api', {}],
    ['GET', '/v2/get_package?package_id=ABCDEF123456', undefined],
    ['GET', '/budget_range?package_id=ABCDEF123456', undefined],
    ['POST', '/put_itinerary', { package_id: 'ABCDEF123456', index: 0 }],
    ['GET', '/get_itinerary?lead_id=x', undefined],
    ['POST', '/v1/calculate_price', { lead_id: 'x' }],
    ['GET', '/auto_complete?text=par&mode=1', undefined],
    ['GET', '/v1/search/static_package', undefined],
    ['GET', '/v1/get_static_package?id=x', undefined],
    ['POST', '/generate_quotation', { lead_id: 'x' }],
    ['GET', '/api/partner_integration/v1/quotation/', undefined],
    ['POST', '/api/pdf/generate/', { type: 'package_list', data: { package_id: 'ABCDEF123456' } }],
    ['GET', '/partners_metrip/get/transfer', undefined],
    ['POST', '/api/auth/api/v1/user/create', {}],
  ];

  it.each(PROTECTED)('%s %s: 401 "Please login to continue" signed out', async (method, path, body) => {
    const res = await call('b2b', method, path, undefined, body);
    expect(res.status).toBe(401);
    expect((await res.json()).message).toBe('Please login to continue');
  });

  it('lets a signed-in member through (the calls answer as on an open site)', async () => {
    const { cookie } = await signIn('b2b', 'admin@meridian.example', DEMO_PASSWORDS.b2bAdmin);
    expect(cookie).toMatch(/^itinera_session=/);
    expect((await call('b2b', 'GET', '/v1/search/static_package', cookie)).status).toBe(200);
    expect((await call('b2b', 'GET', '/auto_complete?text=par&mode=1', cookie)).status).toBe(200);
    expect((await call('b2b', 'GET', '/v2/get_package?package_id=ABCDEF123456', cookie)).status).toBe(404);
  });

  it('keeps sign-in, its links and the site configuration open', async () => {
    expect(
      (await call('b2b', 'POST', '/v1/get_webconfig', undefined, { data: { subdomain: 'b2b' } })).status,
    ).toBe(200);
    expect((await call('b2b', 'GET', '/check_auth/')).status).toBe(200);
    expect(
      (await call('b2b', 'POST', '/user/forgot-password', undefined, { email: 'x@example.com' })).status,
    ).toBe(200);
    expect(INVITE_ONLY_OPEN_PATHS.has('/v2/search_api')).toBe(false);
  });

  it('an account that is not a member cannot sign in, and its old session opens nothing', async () => {
    const tenant = await findTenantBySite(seeded.tdb.db, 'b2b');
    const [walkIn] = await forTenant(seeded.tdb.db, tenant?.id ?? '').insert(users, {
      email: 'walk-in@example.com',
      role: 'Consumer',
      passwordHash: await hashPassword('Walk-in-pass-1'),
      emailVerifiedAt: new Date(),
    });
    const attempt = await signIn('b2b', 'walk-in@example.com', 'Walk-in-pass-1');
    expect(attempt.status).toBe(401);
    expect(attempt.cookie).toBe('');
    // An invited member whose invitation is accepted is let in.
    await seeded.tdb.db
      .update(users)
      .set({ invitation: 'accepted' })
      .where(eq(users.id, walkIn?.id ?? ''));
    const member = await signIn('b2b', 'walk-in@example.com', 'Walk-in-pass-1');
    expect(member.status).toBe(200);
    await seeded.tdb.db
      .update(users)
      .set({ invitation: 'none' })
      .where(eq(users.id, walkIn?.id ?? ''));
    const res = await call('b2b', 'GET', '/v1/search/static_package', member.cookie);
    expect(res.status).toBe(403);
  });

  it('knows who is a member', () => {
    expect(isInvitedMember({ role: 'Agency Admin', invitation: 'none', guest: false })).toBe(true);
    expect(isInvitedMember({ role: 'Consumer', invitation: 'accepted', guest: false })).toBe(true);
    expect(isInvitedMember({ role: 'Consumer', invitation: 'pending', guest: false })).toBe(false);
    expect(isInvitedMember({ role: 'Consumer', invitation: 'accepted', guest: true })).toBe(false);
  });

  it('an open site (demo) answers the same calls to anyone', async () => {
    expect((await call('demo', 'GET', '/v1/search/static_package')).status).toBe(200);
  });
});
