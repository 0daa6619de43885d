/** @jest-environment node */
import { and, eq } from 'drizzle-orm';
import { ZCustomer, ZCustomerImportReport, ZCustomerPage } from '@/lib/contract/customers';
import { customers, type Tenant, tenants, users } from '@/lib/db/schema';
import { SITE_HEADER } from '@/lib/tenant/site-header';
import { type TestDatabase, testDrivers } from '@/tests/support/test-db';
import { createBackend } from '../app';
import { makeSite, makeUser } from '../quotations/test-helpers';
import demo from '../seed/tenants/demo.json';
import { ZTenantDefinition } from '../tenants/definition';
import { upsertTenant } from '../tenants/repository';

/**
 * The notifications engine's customers on the server (issue 29 item 1): the guard (feature off
 * 404, signed out 401, consumer and employee without 'manage campaigns' 403), add/edit/delete with
 * named field errors, the list's search and paging, and the CSV import: bad rows named, good rows
 * kept, duplicates merged, all or nothing, and two uploads at once making no duplicate.
 */

type Json = Record<string, unknown>;
type Who = { cookie: string; user: { id: string } };

const HEADER = 'first_name,last_name,email,mobile,city,country,tags';

/** n rows of distinct customers (GB mobiles +447400100000…), the rows listed in `bad` broken one way each. */
function csvOf(n: number, bad: Record<number, string> = {}, offset = 0): string {
  const lines = [HEADER];
  for (let i = 0; i < n; i++) {
    const k = i + offset;
    lines.push(
      bad[i] ?? `Ada${k},Lovelace,ada${k}@example.com,07400 ${String(100000 + k)},London,GB,"vip;newsletter"`,
    );
  }
  return `${lines.join('\n')}\n`;
}

describe.each(testDrivers())('notifications-engine customers on $name', ({ open }) => {
  let tdb: TestDatabase;
  let backend: ReturnType<typeof createBackend>;
  let site: Tenant;
  let other: Tenant;
  let off: Tenant;
  let agent: Who;
  let admin: Who;
  let employee: Who;
  let consumer: Who;
  let agency: Who;
  let otherAgent: Who;
  let offAdmin: Who;

  const call = async (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    opts: { body?: unknown; csv?: string; form?: FormData; who?: Who; site?: string } = {},
  ): Promise<{ status: number; json: Json }> => {
    const headers: Record<string, string> = { [SITE_HEADER]: opts.site ?? 'custs' };
    if (opts.who) headers.cookie = opts.who.cookie;
    let body: BodyInit | undefined;
    if (opts.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(opts.body);
    } else if (opts.csv !== undefined) {
      headers['content-type'] = 'text/csv';
      body = opts.csv;
    } else if (opts.form) body = opts.form;
    const res = await backend.request(path, { method, headers, ...(body !== undefined ? { body } : {}) });
    return { status: res.status, json: (await res.json()) as Json };
  };
  const LIST = '/api/v1/customer/customer';
  const UPLOAD = '/api/v1/customer/customer_upload';
  const list = async (query = '', who: Who = agent, siteKey = 'custs') => {
    const r = await call('GET', `${LIST}${query}`, { who, site: siteKey });
    expect(r.status).toBe(200);
    return ZCustomerPage.parse(r.json);
  };
  const upload = async (csv: string, who: Who = agent) => {
    const r = await call('POST', UPLOAD, { csv, who });
    expect(r.status).toBe(200);
    return ZCustomerImportReport.parse(r.json);
  };
  const rowsOf = (t: Tenant) => tdb.db.select().from(customers).where(eq(customers.tenantId, t.id));
  const clear = (t: Tenant) => tdb.db.delete(customers).where(eq(customers.tenantId, t.id));

  beforeAll(async () => {
    tdb = await open();
    backend = createBackend({ db: async () => tdb.db, log: () => {} });
    site = await makeSite(tdb.db, 'custs', 5151);
    other = await makeSite(tdb.db, 'custs2', 5152);
    await upsertTenant(
      tdb.db,
      ZTenantDefinition.parse({
        key: 'custsoff',
        domains: [],
        config: {
          ...demo.config,
          subdomain: 'custsoff',
          agency_id: 5153,
          feature_configuration: demo.config.feature_configuration.map((f) =>
            f.name === 'notification_engine' ? { ...f, is_enabled: false } : f,
          ),
        },
      }),
    );
    [off] = (await tdb.db.select().from(tenants).where(eq(tenants.key, 'custsoff'))) as [Tenant];
    const grant = async (who: Who, permissions: string[]) => {
      await tdb.db.update(users).set({ permissions }).where(eq(users.id, who.user.id));
    };
    agent = await makeUser(tdb.db, site, 'Agency Employee');
    await grant(agent, ['manage campaigns']);
    admin = await makeUser(tdb.db, site, 'Agency Admin');
    employee = await makeUser(tdb.db, site, 'Agency Employee');
    await grant(employee, ['view all bookings', 'view all quotations']);
    consumer = await makeUser(tdb.db, site, 'Consumer');
    agency = await makeUser(tdb.db, site, 'Agency');
    otherAgent = await makeUser(tdb.db, other, 'Agency Admin');
    offAdmin = await makeUser(tdb.db, off, 'Agency Admin');
  });
  afterAll(() => tdb.dispose());

  describe('the guard', () => {
    const calls = (id = '00000000-0000-4000-8000-000000000000') =>
      [
        ['GET', LIST, {}],
        ['POST', LIST, { body: { first_name: 'A', email: 'a@example.com' } }],
        ['PUT', `${LIST}/${id}`, { body: { first_name: 'A', email: 'a@example.com' } }],
        ['PATCH', `${LIST}/${id}`, { body: { first_name: 'A' } }],
        ['DELETE', `${LIST}/${id}`, {}],
        ['POST', UPLOAD, { csv: csvOf(1) }],
      ] as const;

    it('refuses the signed-out (401), a consumer, an employee without the permission and the agency role (403)', async () => {
      for (const [method, path, opts] of calls()) {
        expect((await call(method, path, opts)).status).toBe(401);
        for (const who of [consumer, employee, agency]) {
          const r = await call(method, path, { ...opts, who });
          expect(r.status).toBe(403);
          expect(r.json.message).toBe(
            'Only agency staff who manage campaigns can use the notifications engine.',
          );
        }
      }
      expect(await rowsOf(site)).toHaveLength(0);
    });

    it('answers 404 on a site without the notification_engine feature, even to its admin', async () => {
      for (const [method, path, opts] of calls()) {
        expect((await call(method, path, { ...opts, who: offAdmin, site: 'custsoff' })).status).toBe(404);
        expect((await call(method, path, { ...opts, site: 'custsoff' })).status).toBe(404);
      }
      expect(await rowsOf(off)).toHaveLength(0);
    });

    it('lets an Agency Admin in without the permission', async () => {
      expect((await list('', admin)).count).toBe(0);
    });
  });

  describe('add, edit, delete', () => {
    afterEach(() => clear(site));

    it('adds a customer: e-mail lower-cased, mobile in E.164 with the agency country (GB), subscribed', async () => {
      const r = await call('POST', LIST, {
        who: agent,
        body: {
          first_name: ' Grace ',
          last_name: 'Hopper',
          email: 'Grace@Example.COM',
          mobile: '07911 123456',
          tags: 'navy, cobol',
        },
      });
      expect(r.status).toBe(201);
      const c = ZCustomer.parse(r.json);
      expect(c).toMatchObject({
        first_name: 'Grace',
        email: 'grace@example.com',
        mobile: '+447911123456',
        tags: ['navy', 'cobol'],
        subscribed: true,
        source: 'manual',
      });
    });

    it('names the refused field: name, contact, e-mail, mobile', async () => {
      const cases: [Json, string, string][] = [
        [{ email: 'a@example.com' }, 'first_name', 'First name is required.'],
        [{ first_name: 'A' }, 'email', 'Enter an e-mail address or a mobile number.'],
        [{ first_name: 'A', email: 'not-an-email' }, 'email', 'Enter a valid e-mail address.'],
        [{ first_name: 'A', mobile: '12345' }, 'mobile', 'Enter a valid mobile number.'],
        [{ first_name: 'A', mobile: 'call me' }, 'mobile', 'Enter a valid mobile number.'],
      ];
      for (const [body, field, message] of cases) {
        const r = await call('POST', LIST, { who: agent, body });
        expect(r.status).toBe(400);
        expect((r.json.errors as Json)[field]).toEqual([message]);
      }
      expect(await rowsOf(site)).toHaveLength(0);
    });

    it('refuses a second customer with the same e-mail or mobile (409 naming it), also two at once', async () => {
      const first = await call('POST', LIST, {
        who: agent,
        body: { first_name: 'A', email: 'a@example.com' },
      });
      expect(first.status).toBe(201);
      const sameEmail = await call('POST', LIST, {
        who: agent,
        body: { first_name: 'B', email: 'A@example.com' },
      });
      expect(sameEmail.status).toBe(409);
      expect((sameEmail.json.errors as Json).email).toBeDefined();
      const twice = await Promise.all(
        [0, 1].map(() =>
          call('POST', LIST, { who: agent, body: { first_name: 'C', mobile: '07911 100123' } }),
        ),
      );
      expect(twice.map((r) => r.status).sort()).toEqual([201, 409]);
      const clash = twice.find((r) => r.status === 409);
      expect((clash?.json.errors as Json | undefined)?.mobile).toBeDefined();
      expect(await rowsOf(site)).toHaveLength(2);
    });

    it('edits (PUT whole, PATCH some), unsubscribes once, never subscribes again', async () => {
      const a = ZCustomer.parse(
        (await call('POST', LIST, { who: agent, body: { first_name: 'A', email: 'a@example.com' } })).json,
      );
      const b = ZCustomer.parse(
        (await call('POST', LIST, { who: agent, body: { first_name: 'B', email: 'b@example.com' } })).json,
      );
      const put = await call('PUT', `${LIST}/${a.id}`, {
        who: admin,
        body: { first_name: 'Ann', last_name: 'Lee', mobile: '+31 6 12345678' },
      });
      expect(put.status).toBe(200);
      expect(ZCustomer.parse(put.json)).toMatchObject({
        first_name: 'Ann',
        email: null,
        mobile: '+31612345678',
      });
      const patch = await call('PATCH', `${LIST}/${a.id}`, {
        who: agent,
        body: { city: 'Leiden', subscribed: false },
      });
      expect(ZCustomer.parse(patch.json)).toMatchObject({
        first_name: 'Ann',
        city: 'Leiden',
        subscribed: false,
      });
      const at = ZCustomer.parse(patch.json).unsubscribed_at;
      expect(at).not.toBeNull();
      const again = await call('PATCH', `${LIST}/${a.id}`, { who: agent, body: { subscribed: true } });
      expect(again.status).toBe(400);
      expect((again.json.errors as Json).subscribed).toEqual(['Only the customer can subscribe again.']);
      const still = await call('PATCH', `${LIST}/${a.id}`, { who: agent, body: { subscribed: false } });
      expect(ZCustomer.parse(still.json).unsubscribed_at).toBe(at);
      const taken = await call('PATCH', `${LIST}/${b.id}`, { who: agent, body: { mobile: '+31612345678' } });
      expect(taken.status).toBe(409);
      expect((taken.json.errors as Json).mobile).toBeDefined();
      const bad = await call('PATCH', `${LIST}/${b.id}`, { who: agent, body: { email: 'nope' } });
      expect(bad.status).toBe(400);
      expect((bad.json.errors as Json).email).toEqual(['Enter a valid e-mail address.']);
    });

    it('deletes once; unknown, malformed and another tenant’s ids are 404', async () => {
      const a = ZCustomer.parse(
        (await call('POST', LIST, { who: agent, body: { first_name: 'A', email: 'a@example.com' } })).json,
      );
      expect(
        (await call('PATCH', `${LIST}/${a.id}`, { who: otherAgent, site: 'custs2', body: { city: 'X' } }))
          .status,
      ).toBe(404);
      expect((await call('DELETE', `${LIST}/${a.id}`, { who: otherAgent, site: 'custs2' })).status).toBe(404);
      expect((await call('DELETE', `${LIST}/not-a-uuid`, { who: agent })).status).toBe(404);
      const twice = await Promise.all([0, 1].map(() => call('DELETE', `${LIST}/${a.id}`, { who: agent })));
      expect(twice.map((r) => r.status).sort()).toEqual([200, 404]);
      expect(await rowsOf(site)).toHaveLength(0);
    });
  });

  describe('the list', () => {
    beforeAll(async () => {
      await upload(csvOf(45));
      await tdb.db
        .update(customers)
        .set({ subscribed: false })
        .where(and(eq(customers.tenantId, site.id), eq(customers.email, 'ada7@example.com')));
    });
    afterAll(() => clear(site));

    it('pages 20 by default, page_size up to 100, newest first; the other tenant sees none', async () => {
      const p1 = await list();
      expect(p1).toMatchObject({ count: 45, page: 1, page_size: 20 });
      expect(p1.results).toHaveLength(20);
      expect((await list('?page=3')).results).toHaveLength(5);
      expect((await list('?page_size=100')).results).toHaveLength(45);
      expect((await list('', otherAgent, 'custs2')).count).toBe(0);
      for (const q of ['?page=0', '?page=x', '?page_size=101', '?subscribed=maybe']) {
        const r = await call('GET', `${LIST}${q}`, { who: agent });
        expect(r.status).toBe(400);
        expect(Object.keys(r.json.errors as Json)).toContain(q.slice(1).split('=')[0]);
      }
    });

    it('searches name, e-mail and mobile, and filters by subscription', async () => {
      expect((await list('?search=ada12%40')).results.map((c) => c.email)).toEqual(['ada12@example.com']);
      expect((await list('?search=ADA3%20lovelace')).count).toBe(11); // ada3, ada30…ada39
      expect((await list('?search=07400%20100044')).results.map((c) => c.mobile)).toEqual(['+447400100044']);
      expect((await list('?search=%25')).count).toBe(0);
      expect((await list('?subscribed=false')).results.map((c) => c.email)).toEqual(['ada7@example.com']);
      expect((await list('?subscribed=true')).count).toBe(44);
    });
  });

  describe('the CSV import', () => {
    afterEach(() => clear(site));

    it('imports 1,000 rows with 3 bad ones: the 3 named (row, field, message), 997 kept, fast', async () => {
      const csv = csvOf(1000, {
        10: 'NoContact,Person,,,,,',
        500: 'Bad,Mail,not-an-email,,,,',
        998: ',Nameless,nameless@example.com,,,,',
      });
      const started = Date.now();
      const report = await upload(csv);
      const took = Date.now() - started;
      expect(report).toMatchObject({ rows: 1000, created: 997, merged: 0, rejected: 3 });
      expect(report.errors).toEqual([
        { row: 12, field: 'email', message: 'Enter an e-mail address or a mobile number.' },
        { row: 502, field: 'email', message: 'Enter a valid e-mail address.' },
        { row: 1000, field: 'first_name', message: 'First name is required.' },
      ]);
      const rows = await rowsOf(site);
      expect(rows).toHaveLength(997);
      expect(rows.find((r) => r.email === 'ada1@example.com')).toMatchObject({
        mobile: '+447400100001',
        tags: ['vip', 'newsletter'],
        source: 'import',
        subscribed: true,
      });
      expect(took).toBeLessThan(5000);
    });

    it('accepts the file as a multipart form field too; names a missing file and a bad header', async () => {
      const form = new FormData();
      form.set('file', new Blob([csvOf(3)], { type: 'text/csv' }), 'customers.csv');
      const r = await call('POST', UPLOAD, { form, who: agent });
      expect(ZCustomerImportReport.parse(r.json)).toMatchObject({ created: 3, rejected: 0 });
      const none = await call('POST', UPLOAD, { form: new FormData(), who: agent });
      expect(none.status).toBe(400);
      expect((none.json.errors as Json).file).toEqual(['Choose a CSV file.']);
      const header = await call('POST', UPLOAD, { csv: 'name,phone\nA,1\n', who: agent });
      expect(header.status).toBe(400);
      expect((header.json.errors as Json).file).toBeDefined();
      const broken = await call('POST', UPLOAD, { csv: `${HEADER}\n"unclosed,a@example.com\n`, who: agent });
      expect(broken.status).toBe(400);
      expect((broken.json.errors as Json).file).toBeDefined();
    });

    it('merges duplicates within the file and with existing customers; keeps an unsubscribe', async () => {
      await upload(csvOf(3));
      await tdb.db
        .update(customers)
        .set({ subscribed: false, unsubscribedAt: new Date() })
        .where(and(eq(customers.tenantId, site.id), eq(customers.email, 'ada0@example.com')));
      const csv = [
        HEADER,
        // ada0 by e-mail (upper case), new city and tag: merged, still unsubscribed.
        'Ada0,Byron,ADA0@example.com,,Paris,FR,poet',
        // ada1 by mobile only (+44 form): merged, e-mail kept.
        'Augusta,,,+44 7400 100001,,,',
        // new, then the same person again by mobile with an e-mail: one customer.
        'New,One,,07911 200001,,,a',
        'New,One,new1@example.com,+447911200001,Bath,,b',
        // e-mail of ada2 and mobile of ada1: two customers, refused.
        'Clash,,ada2@example.com,07400 100001,,,',
      ].join('\n');
      const report = await upload(csv);
      expect(report).toMatchObject({ rows: 5, created: 1, merged: 3, rejected: 1 });
      expect(report.errors).toEqual([
        { row: 6, field: 'mobile', message: 'The e-mail and the mobile belong to two different customers.' },
      ]);
      const rows = await rowsOf(site);
      expect(rows).toHaveLength(4);
      const by = (email: string) => rows.find((r) => r.email === email);
      expect(by('ada0@example.com')).toMatchObject({
        lastName: 'Byron',
        city: 'Paris',
        subscribed: false,
        tags: ['vip', 'newsletter', 'poet'],
      });
      expect(by('ada1@example.com')).toMatchObject({ firstName: 'Augusta', lastName: 'Lovelace' });
      expect(by('new1@example.com')).toMatchObject({
        mobile: '+447911200001',
        city: 'Bath',
        tags: ['a', 'b'],
      });
    });

    it('two uploads of the same file at once make no duplicate', async () => {
      const csv = csvOf(300);
      const reports = await Promise.all([upload(csv), upload(csv), upload(csv)]);
      expect(reports.map((r) => r.created).sort((a, b) => a - b)).toEqual([0, 0, 300]);
      expect(reports.map((r) => r.merged).sort((a, b) => a - b)).toEqual([0, 300, 300]);
      expect(await rowsOf(site)).toHaveLength(300);
    });

    it('an upload racing manual adds of the same people merges them instead of failing', async () => {
      const csv = csvOf(50);
      const adds = [0, 10, 20].map((k) =>
        call('POST', LIST, { who: agent, body: { first_name: `Manual${k}`, email: `ada${k}@example.com` } }),
      );
      const [report] = await Promise.all([upload(csv), ...adds]);
      expect((report?.created ?? 0) + (report?.merged ?? 0)).toBe(50);
      expect(await rowsOf(site)).toHaveLength(50);
    });

    it('refuses a file over 2 MB (413) and nothing is imported', async () => {
      const big = csvOf(30_000);
      expect(big.length).toBeGreaterThan(2 * 1024 * 1024);
      const r = await call('POST', UPLOAD, { csv: big, who: agent });
      expect(r.status).toBe(413);
      expect(await rowsOf(site)).toHaveLength(0);
    });

    it('refuses more than 10,000 rows, naming the file', async () => {
      const lines = [HEADER, ...Array.from({ length: 10_001 }, (_, i) => `A,,a${i}@x.co,,,,`)].join('\n');
      expect(lines.length).toBeLessThan(2 * 1024 * 1024);
      const r = await call('POST', UPLOAD, { csv: lines, who: agent });
      expect(r.status).toBe(400);
      expect((r.json.errors as Json).file).toEqual(['A file may hold at most 10000 rows.']);
      expect(await rowsOf(site)).toHaveLength(0);
    });
  });
});
