/** @jest-environment node */
import { and, eq } from 'drizzle-orm';
import { VIEW_ALL_BOOKINGS, VIEW_ALL_QUOTATIONS } from '@/lib/auth/rules';
import { consoleChanges, outboxMessages, type Tenant, users, walletEntries } from '@/lib/db/schema';
import { SITE_HEADER } from '@/lib/tenant/site-header';
import { type TestDatabase, testDrivers } from '@/tests/support/test-db';
import { createBackend } from '../app';
import { ALREADY_USER_MESSAGE, NOT_STAFF_MESSAGE } from '../console/people';
import { OWN_REMOVAL_MESSAGE, OWN_ROLE_MESSAGE, SUPERADMIN_MESSAGE } from '../console/people-rules';
import { makeSite, makeUser } from '../quotations/test-helpers';

/**
 * The console's People on the server (issue 32 item 4): invite staff with the invitation e-mail,
 * give and take permissions, set and clear a credit limit, remove access (their sessions end), each
 * change in the audit log; two raced invitations make one user; an admin cannot change their own
 * role or remove themselves; another site's users are not found; only the site's admin gets in.
 */

interface Json {
  [key: string]: Json;
}
type Who = { cookie: string };
interface Person {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  role: string;
  permissions: string[];
  invitation: string;
  credit_limit: { amount: number; currency: string } | null;
  balance: { amount: number; currency: string } | null;
}

describe.each(testDrivers())('console people on $name', ({ open }) => {
  let tdb: TestDatabase;
  let backend: ReturnType<typeof createBackend>;
  let site: Tenant;
  let admin: Awaited<ReturnType<typeof makeUser>>;

  const call = async (method: 'GET' | 'POST', path: string, who: Who | null, body?: unknown) => {
    const res = await backend.request(path, {
      method,
      headers: {
        [SITE_HEADER]: 'peoplet',
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(who ? { cookie: who.cookie } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return { status: res.status, json: (await res.json()) as Json };
  };
  const staff = async (): Promise<Person[]> => {
    const r = await call('GET', '/api/console/people', admin);
    expect(r.status).toBe(200);
    return r.json.data?.staff as unknown as Person[];
  };
  const invite = (email: string, extra: Record<string, unknown> = {}) =>
    call('POST', '/api/console/people/invite', admin, {
      email,
      first_name: 'Ada',
      last_name: 'Agent',
      role: 'Agency Employee',
      permissions: [VIEW_ALL_BOOKINGS],
      ...extra,
    });
  const changesAbout = async (email: string) =>
    (
      await tdb.db
        .select()
        .from(consoleChanges)
        .where(and(eq(consoleChanges.tenantId, site.id), eq(consoleChanges.subject, email)))
    ).map((r) => r.action);

  beforeAll(async () => {
    tdb = await open();
    backend = createBackend({ db: async () => tdb.db, log: () => {} });
    site = await makeSite(tdb.db, 'peoplet', 4646);
    admin = await makeUser(tdb.db, site, 'Agency Admin');
  });
  afterAll(async () => tdb.close());

  it('invites an agent with "view all bookings": pending, the permission held, the invitation mailed and logged', async () => {
    const r = await invite('New.Agent@Example.com');
    expect(r.status).toBe(201);
    const person = r.json.data?.person as unknown as Person;
    expect(person).toMatchObject({
      email: 'new.agent@example.com',
      role: 'Agency Employee',
      permissions: [VIEW_ALL_BOOKINGS],
      invitation: 'pending',
      credit_limit: null,
    });
    expect(r.json.data?.invitation_sent).toBe(true);

    const [row] = await tdb.db.select().from(users).where(eq(users.id, person.id));
    expect(row).toMatchObject({ invitation: 'pending', permissions: [VIEW_ALL_BOOKINGS], tenantId: site.id });
    const mails = await tdb.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.tenantId, site.id), eq(outboxMessages.kind, 'invitation')));
    const mail = mails.find((m) => m.recipient === 'new.agent@example.com');
    const link = new URL(mail?.links[0] ?? 'http://none/');
    expect(link.searchParams.get('invite')).toBe('true');
    expect(link.searchParams.get('user_id')).toBe(person.id);

    expect((await staff()).map((p) => p.email)).toContain('new.agent@example.com');
    const log = await call('GET', '/api/console/changes', admin);
    const line = (log.json.data as unknown as { action: string; subject: string; details: Json }[]).find(
      (l) => l.subject === 'new.agent@example.com',
    );
    expect(line).toMatchObject({
      action: 'invite',
      details: { role: 'Agency Employee', permissions: [VIEW_ALL_BOOKINGS] },
    });
    // The audit row carries no token.
    expect(JSON.stringify(line)).not.toContain(link.searchParams.get('token') ?? 'no token');
  });

  it('refuses an e-mail already on the site (409, named) and bad fields (400, named)', async () => {
    const again = await invite('new.agent@example.com');
    expect(again.status).toBe(409);
    expect(again.json.errors?.message).toBe(ALREADY_USER_MESSAGE('new.agent@example.com'));
    // A customer's e-mail is a user of the site too.
    const customer = await makeUser(tdb.db, site, 'Consumer');
    expect((await invite(customer.user.email)).status).toBe(409);

    const bad = await invite('not-an-email', { role: 'SuperAdmin', permissions: ['fly planes'] });
    expect(bad.status).toBe(400);
    const errors = bad.json.errors as unknown as Record<string, string[]>;
    expect(errors.email?.[0]).toMatch(/^email /);
    expect(errors.role?.[0]).toMatch(/^role must be one of/);
    expect(errors['permissions.0']?.[0]).toMatch(/^permissions may hold only/);
    const rows = await tdb.db.select().from(users).where(eq(users.email, 'not-an-email'));
    expect(rows).toEqual([]);
  });

  it('two raced invitations of one e-mail make one user', async () => {
    const raced = await Promise.all([invite('race@example.com'), invite('race@example.com')]);
    expect(raced.map((r) => r.status).sort()).toEqual([201, 409]);
    const rows = await tdb.db
      .select()
      .from(users)
      .where(and(eq(users.tenantId, site.id), eq(users.email, 'race@example.com')));
    expect(rows).toHaveLength(1);
    expect(await changesAbout('race@example.com')).toEqual(['invite']);
  });

  it('gives and takes a permission, sets and clears a credit limit, each change logged with before and after', async () => {
    const agent = await makeUser(tdb.db, site, 'Agency Employee');
    const path = `/api/console/people/${agent.user.id}`;
    const give = await call('POST', path, admin, { permissions: [VIEW_ALL_BOOKINGS, VIEW_ALL_QUOTATIONS] });
    expect(give.status).toBe(200);
    expect(give.json.data?.person?.permissions).toEqual([VIEW_ALL_BOOKINGS, VIEW_ALL_QUOTATIONS]);
    const take = await call('POST', path, admin, { permissions: [VIEW_ALL_QUOTATIONS] });
    expect(take.json.data?.person?.permissions).toEqual([VIEW_ALL_QUOTATIONS]);

    const credit = await call('POST', path, admin, { credit_limit: { amount: '2500.50', currency: 'gbp' } });
    expect(credit.status).toBe(200);
    const [withCredit] = await tdb.db.select().from(users).where(eq(users.id, agent.user.id));
    expect(withCredit).toMatchObject({ creditMinor: 250_050, creditCurrency: 'GBP' });
    expect((await staff()).find((p) => p.id === agent.user.id)?.credit_limit).toEqual({
      amount: 2500.5,
      currency: 'GBP',
    });
    // The agent's own credit call now sees the limit.
    const own = await call('GET', '/api/auth/api/v1/credit/agency/user/get', agent);
    expect(own.json.details).toMatchObject({ amount: 2500.5, currency: 'GBP' });
    // The wallet: what is left after the bookings paid from it (a debit and a refund in the ledger).
    await tdb.db.insert(walletEntries).values([
      { tenantId: site.id, userId: agent.user.id, amountMinor: -100_000, currency: 'GBP', kind: 'debit' },
      { tenantId: site.id, userId: agent.user.id, amountMinor: 25_000, currency: 'GBP', kind: 'refund' },
    ]);
    const leftNow = { amount: 1750.5, currency: 'GBP' };
    expect((await staff()).find((p) => p.id === agent.user.id)?.balance).toEqual(leftNow);
    expect((await staff()).find((p) => p.id === admin.user.id)?.balance).toBeNull();
    const same = await call('POST', path, admin, { credit_limit: { amount: '2500.50', currency: 'GBP' } });
    expect(same.json.data?.person?.balance).toEqual(leftNow);

    const unknown = await call('POST', path, admin, { credit_limit: { amount: '1', currency: 'ZZZ' } });
    expect(unknown.status).toBe(400);
    expect((unknown.json.errors as unknown as Record<string, string[]>)['credit_limit.currency']).toEqual([
      'currency must be an ISO 4217 code such as GBP',
    ]);
    const tooPrecise = await call('POST', path, admin, {
      credit_limit: { amount: '1.234', currency: 'GBP' },
    });
    expect(tooPrecise.status).toBe(400);
    expect((tooPrecise.json.errors as unknown as Record<string, string[]>)['credit_limit.amount']).toEqual([
      'amount must be zero or more, with at most 2 decimals',
    ]);
    const negative = await call('POST', path, admin, { credit_limit: { amount: -5, currency: 'GBP' } });
    expect(negative.status).toBe(400);
    expect(Object.keys(negative.json.errors ?? {})).toContain('credit_limit.amount');

    const cleared = await call('POST', path, admin, { credit_limit: null, role: 'Agency Admin' });
    expect(cleared.json.data?.person).toMatchObject({ credit_limit: null, role: 'Agency Admin' });
    const [after] = await tdb.db.select().from(users).where(eq(users.id, agent.user.id));
    expect(after).toMatchObject({ creditMinor: null, creditCurrency: null, role: 'Agency Admin' });

    // A change that changes nothing records nothing.
    expect((await call('POST', path, admin, { credit_limit: null })).status).toBe(200);

    const log = await call('GET', '/api/console/changes', admin);
    const lines = (log.json.data as unknown as { action: string; subject: string; details: Json }[]).filter(
      (l) => l.subject === agent.user.email,
    );
    expect(lines.map((l) => l.action)).toEqual(['set_access', 'set_access', 'set_access', 'set_access']);
    expect(lines[0]?.details).toEqual({
      before: {
        role: 'Agency Employee',
        permissions: [VIEW_ALL_QUOTATIONS],
        credit_limit: { amount: 2500.5, currency: 'GBP' },
      },
      after: { role: 'Agency Admin', permissions: [VIEW_ALL_QUOTATIONS], credit_limit: null },
    });
  });

  it('removes access: a Consumer again, no permission or credit, their session ended; a second removal is 404', async () => {
    const agent = await makeUser(tdb.db, site, 'Agency Employee');
    await call('POST', `/api/console/people/${agent.user.id}`, admin, {
      permissions: [VIEW_ALL_BOOKINGS],
      credit_limit: { amount: 100, currency: 'EUR' },
    });
    expect((await call('GET', '/api/auth/api/v1/credit/agency/user/get', agent)).status).toBe(200);

    const removed = await call('POST', `/api/console/people/${agent.user.id}/remove`, admin);
    expect(removed.status).toBe(200);
    const [row] = await tdb.db.select().from(users).where(eq(users.id, agent.user.id));
    expect(row).toMatchObject({
      role: 'Consumer',
      permissions: [],
      creditMinor: null,
      creditCurrency: null,
      invitation: 'none',
      sessionVersion: agent.user.sessionVersion + 1,
    });
    // Their open session ends at once.
    expect((await call('GET', '/api/auth/api/v1/credit/agency/user/get', agent)).status).toBe(401);
    expect((await staff()).map((p) => p.id)).not.toContain(agent.user.id);

    const late = await call('POST', `/api/console/people/${agent.user.id}/remove`, admin);
    expect(late.status).toBe(404);
    expect(late.json.errors?.message).toBe(NOT_STAFF_MESSAGE);
    expect(await changesAbout(agent.user.email)).toEqual(['set_access', 'remove_access']);
    // Once a Consumer, they are not changed here either.
    expect(
      (await call('POST', `/api/console/people/${agent.user.id}`, admin, { role: 'Agency Admin' })).status,
    ).toBe(404);
  });

  it('an admin cannot change their own role or remove themselves; a SuperAdmin is changed only by a SuperAdmin', async () => {
    const own = await call('POST', `/api/console/people/${admin.user.id}`, admin, {
      role: 'Agency Employee',
    });
    expect(own.status).toBe(409);
    expect(own.json.errors?.message).toBe(OWN_ROLE_MESSAGE);
    const self = await call('POST', `/api/console/people/${admin.user.id}/remove`, admin);
    expect(self.status).toBe(409);
    expect(self.json.errors?.message).toBe(OWN_REMOVAL_MESSAGE);
    const [row] = await tdb.db.select().from(users).where(eq(users.id, admin.user.id));
    expect(row?.role).toBe('Agency Admin');
    expect(await changesAbout(admin.user.email)).toEqual([]);

    const superAdmin = await makeUser(tdb.db, site, 'SuperAdmin');
    const up = await call('POST', `/api/console/people/${superAdmin.user.id}/remove`, admin);
    expect(up.status).toBe(403);
    expect(up.json.errors?.message).toBe(SUPERADMIN_MESSAGE);
    // The SuperAdmin may change the admin.
    const down = await call('POST', `/api/console/people/${admin.user.id}`, superAdmin, {
      permissions: [VIEW_ALL_BOOKINGS],
    });
    expect(down.status).toBe(200);
  });

  it("answers 404 for another site's user, a customer and a malformed id", async () => {
    const other = await makeSite(tdb.db, 'peoplet2', 4647);
    const theirs = await makeUser(tdb.db, other, 'Agency Employee');
    const customer = await makeUser(tdb.db, site, 'Consumer');
    for (const id of [theirs.user.id, customer.user.id, 'not-a-uuid']) {
      expect((await call('POST', `/api/console/people/${id}`, admin, { permissions: [] })).status).toBe(404);
      expect((await call('POST', `/api/console/people/${id}/remove`, admin)).status).toBe(404);
    }
    const [untouched] = await tdb.db.select().from(users).where(eq(users.id, theirs.user.id));
    expect(untouched?.role).toBe('Agency Employee');
    expect((await staff()).map((p) => p.id)).not.toContain(theirs.user.id);
  });

  it('lets in only the agency admin or a SuperAdmin of this site', async () => {
    const target = await makeUser(tdb.db, site, 'Agency Employee');
    const calls = [
      ['GET', '/api/console/people', undefined],
      [
        'POST',
        '/api/console/people/invite',
        { email: 'x@example.com', first_name: 'X', last_name: 'Y', role: 'Agency Employee' },
      ],
      ['POST', `/api/console/people/${target.user.id}`, { permissions: [VIEW_ALL_BOOKINGS] }],
      ['POST', `/api/console/people/${target.user.id}/remove`, undefined],
    ] as const;
    for (const [method, path, body] of calls) expect((await call(method, path, null, body)).status).toBe(401);
    for (const role of ['Consumer', 'Agency Employee', 'Agency']) {
      const who = await makeUser(tdb.db, site, role);
      for (const [method, path, body] of calls)
        expect((await call(method, path, who, body)).status).toBe(403);
    }
    const other = await makeSite(tdb.db, 'peoplet3', 4648);
    const otherAdmin = await makeUser(tdb.db, other, 'Agency Admin');
    for (const [method, path, body] of calls)
      expect((await call(method, path, otherAdmin, body)).status).toBe(403);
    // Nothing changed.
    const [row] = await tdb.db.select().from(users).where(eq(users.id, target.user.id));
    expect(row).toMatchObject({ role: 'Agency Employee', permissions: [] });
    expect(await tdb.db.select().from(users).where(eq(users.email, 'x@example.com'))).toEqual([]);
  });
});
