/** @jest-environment node */
import { eq, sql } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { fixtureVariant } from '@/lib/backend/pdf/fixtures';
import { ZQuotationList } from '@/lib/contract/planner';
import { quotations, type Tenant, users } from '@/lib/db/schema';
import { SITE_HEADER } from '@/lib/tenant/site-header';
import { warmRateLimiter } from '@/tests/support/rate-limiter';
import { type TestDatabase, testDrivers } from '@/tests/support/test-db';
import { createBackend } from '../app';
import { listOutbox } from '../notify';
import { demoTenants, makeLead, makeSite, makeUser } from '../quotations/test-helpers';

/**
 * Quotations for agency staff (issue 29 item 2), on the server: the agency-wide list, its filters
 * and paging for staff who manage quotations; re-sending to the customer; accepting for the
 * customer. A consumer and an employee without 'view all quotations' get 401/403/404 from every
 * staff call and see only their own quotations.
 */

interface Json {
  [key: string]: Json;
}
type Who = { cookie: string; user: { id: string } };

describe.each(testDrivers())('quotations for staff on $name', ({ open }) => {
  let tdb: TestDatabase;
  let backend: ReturnType<typeof createBackend>;
  let site: Tenant;
  let manager: Who;
  let admin: Who;
  let employee: Who;
  let consumer: Who;
  let otherManager: Who;
  const ids: string[] = [];
  const leadOf = new Map<string, string>();

  const call = async (
    method: 'GET' | 'POST',
    path: string,
    opts: { body?: unknown; cookie?: string | undefined; site?: string } = {},
  ): Promise<{ status: number; json: Json; headers: Headers }> => {
    const res = await backend.request(path, {
      method,
      headers: {
        [SITE_HEADER]: opts.site ?? 'staffq',
        ...(opts.body ? { 'content-type': 'application/json' } : {}),
        ...(opts.cookie ? { cookie: opts.cookie } : {}),
      },
      ...(opts.body ? { body: JSON.stringify(opts.body) } : {}),
    });
    return { status: res.status, json: (await res.json()) as Json, headers: res.headers };
  };
  const LIST = '/api/partner_integration/v1/quotation/';
  const list = async (query: string, who: Who) => {
    const r = await call('GET', `${LIST}${query}`, { cookie: who.cookie });
    expect(r.status).toBe(200);
    return ZQuotationList.parse(r.json);
  };
  const resend = (quotationId: unknown, who?: Who, siteKey?: string) =>
    call('POST', '/send_quotation_email/', {
      body: { quotation_id: quotationId },
      cookie: who?.cookie,
      ...(siteKey ? { site: siteKey } : {}),
    });
  const grant = async (who: Who, permissions: string[]) => {
    await tdb.db.update(users).set({ permissions }).where(eq(users.id, who.user.id));
  };

  beforeAll(async () => {
    tdb = await open();
    // So the re-send limit counts in Redis from its first send (with REDIS_URL).
    await warmRateLimiter();
    const { demo } = await demoTenants(tdb.db);
    backend = createBackend({ db: async () => tdb.db, log: () => {} });
    site = await makeSite(tdb.db, 'staffq', 4343);
    manager = await makeUser(tdb.db, site, 'Agency Employee');
    await grant(manager, ['view all quotations']);
    admin = await makeUser(tdb.db, site, 'Agency Admin');
    employee = await makeUser(tdb.db, site, 'Agency Employee');
    await grant(employee, ['view all bookings']);
    consumer = await makeUser(tdb.db, site, 'Consumer');
    otherManager = await makeUser(tdb.db, demo, 'Agency Employee');
    await grant(otherManager, ['view all quotations']);

    // 23 quotations made by the manager: travel 2027-05-01…23, created 2027-04-01…23; the first two
    // for the consumer's own leads, the last without a customer e-mail.
    for (let i = 0; i < 23; i++) {
      const day = String(i + 1).padStart(2, '0');
      const lead = await makeLead(tdb.db, site, {
        variant: fixtureVariant(0, { start_date: `2027-05-${day}` }),
        userId: i < 2 ? consumer.user.id : null,
      });
      const r = await call('POST', '/generate_quotation', {
        body: {
          lead_id: lead.id,
          customer_name: i === 5 ? 'Grace Hopper' : `Customer ${i}`,
          ...(i === 22 ? {} : { customer_email: `c${i}@example.com` }),
        },
        cookie: manager.cookie,
      });
      expect(r.status).toBe(200);
      const id = String(r.json.id);
      ids.push(id);
      leadOf.set(id, lead.id);
      await tdb.db
        .update(quotations)
        .set({ createdAt: sql`${`2027-04-${day}T12:00:00Z`}::timestamptz` })
        .where(eq(quotations.id, id));
    }
  });
  afterAll(() => tdb.dispose());

  describe('the agency-wide list', () => {
    it('shows staff who manage quotations every quotation of their agency, 20 a page, newest first', async () => {
      for (const who of [manager, admin]) {
        const p1 = await list('', who);
        expect(p1).toMatchObject({ count: 23, page: 1, page_size: 20 });
        expect(p1.results).toHaveLength(20);
        expect(p1.results[0]?.created_at).toBe('2027-04-23T12:00:00.000Z');
        const p2 = await list('?page=2', who);
        expect(p2.results.map((q) => q.created_at)).toEqual([
          '2027-04-03T12:00:00.000Z',
          '2027-04-02T12:00:00.000Z',
          '2027-04-01T12:00:00.000Z',
        ]);
        expect(new Set([...p1.results, ...p2.results].map((q) => q.id)).size).toBe(23);
      }
    });

    it('combines the created and travel ranges with a search-by field', async () => {
      const created = await list('?created_at__gte=2027-04-05&created_at__lte=2027-04-14', manager);
      expect(created.count).toBe(10);
      const both = await list(
        '?created_at__gte=2027-04-05&created_at__lte=2027-04-14&travel_date__gte=2027-05-10&travel_date__lte=2027-05-20',
        manager,
      );
      expect(both.results.map((q) => q.travel_date).sort()).toEqual([
        '2027-05-10',
        '2027-05-11',
        '2027-05-12',
        '2027-05-13',
        '2027-05-14',
      ]);
      const named = await list(
        '?search_by=customer_name&search_value=grace&travel_date__gte=2027-05-01',
        manager,
      );
      expect(named.results.map((q) => q.customer.name)).toEqual(['Grace Hopper']);
      expect(
        (await list('?search_by=customer_name&search_value=grace&travel_date__gte=2027-05-07', manager))
          .count,
      ).toBe(0);
    });

    it('gives an employee without the permission and a consumer only their own, and no other agency any', async () => {
      expect((await list('', employee)).count).toBe(0);
      expect((await list('', consumer)).count).toBe(2);
      expect((await list('', consumer)).results.every((q) => q.customer.email?.match(/^c[01]@/))).toBe(true);
      const theirs = await call('GET', LIST, { cookie: otherManager.cookie, site: 'demo' });
      expect(ZQuotationList.parse(theirs.json).results.some((q) => q.opp_id.startsWith('OPP-4343-'))).toBe(
        false,
      );
      // A staff cookie of another agency is no session here.
      expect((await call('GET', LIST, { cookie: otherManager.cookie })).status).toBe(401);
      expect((await call('GET', LIST)).status).toBe(401);
    });

    it('refuses bad filters naming the field', async () => {
      const r = await call('GET', `${LIST}?travel_date__lte=2027-02-30&search_by=password`, {
        cookie: manager.cookie,
      });
      expect(r.status).toBe(400);
      expect(r.json.errors?.travel_date__lte).toEqual(['Enter a valid date (YYYY-MM-DD).']);
      expect(r.json.errors?.search_by).toEqual([expect.stringContaining('Search by one of: opp_id')]);
    });
  });

  describe('send_quotation_email/', () => {
    it('refuses anyone but staff who manage quotations (403), before looking the quotation up', async () => {
      const id = ids[3];
      for (const who of [employee, consumer]) {
        const r = await resend(id, who);
        expect(r.status).toBe(403);
        expect(r.json.message).toBe('Only agency staff with access to all quotations can do this.');
      }
      // Even the consumer's own quotation, and an id that does not exist: 403, nothing told.
      expect((await resend(ids[0], consumer)).status).toBe(403);
      expect((await resend('00000000-0000-4000-8000-000000000000', employee)).status).toBe(403);
      expect((await resend(id)).status).toBe(401);
      expect(await listOutbox(tdb.db, site.id)).toHaveLength(0);
    });

    it("answers 404 for an unknown id or another agency's quotation, 400 naming a missing id", async () => {
      expect((await resend('00000000-0000-4000-8000-000000000000', manager)).status).toBe(404);
      expect((await resend('not-a-uuid', manager)).status).toBe(404);
      expect((await resend(ids[3], otherManager, 'demo')).status).toBe(404);
      const missing = await resend(undefined, manager);
      expect(missing.status).toBe(400);
      expect(missing.json.errors?.quotation_id).toBeDefined();
    });

    it('sends the quotation, its PDF attached, to its customer through the outbox; 3 an hour', async () => {
      const id = ids[4] as string;
      const sent = await resend(id, admin);
      expect(sent.status).toBe(200);
      expect(sent.json.message).toBe('The quotation was sent to the customer.');
      const [mail] = await listOutbox(tdb.db, site.id);
      expect(mail).toMatchObject({ recipient: 'c4@example.com', kind: 'quotation', channel: 'email' });
      const opp = (await list('?search_by=customer_email&search_value=c4@', manager)).results[0]?.opp_id;
      expect(opp).toMatch(/^OPP-4343-/);
      expect(mail?.subject).toContain(opp);
      expect(mail?.text).toContain(`Opportunity ID: ${opp}`);
      expect(mail?.attachments).toHaveLength(1);
      expect(mail?.attachments[0]).toMatchObject({
        filename: `quotation-${opp}.pdf`,
        contentType: 'application/pdf',
      });
      expect(
        Buffer.from(mail?.attachments[0]?.contentBase64 ?? '', 'base64')
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');

      expect((await resend(id, manager)).status).toBe(200);
      expect((await resend(id, manager)).status).toBe(200);
      const fourth = await resend(id, manager);
      expect(fourth.status).toBe(429);
      expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(
        (await listOutbox(tdb.db, site.id)).filter((m) => m.recipient === 'c4@example.com'),
      ).toHaveLength(3);
    });

    it('writes to a customer with an account in their language: the e-mail and its PDF (issue 31)', async () => {
      // ids[0] is a lead of the consumer, who last used the site in French.
      await tdb.db.update(users).set({ locale: 'fr-FR' }).where(eq(users.id, consumer.user.id));
      expect((await resend(ids[0] as string, admin)).status).toBe(200);
      const [mail] = await listOutbox(tdb.db, site.id);
      expect(mail?.recipient).toBe('c0@example.com');
      const parser = new PDFParse({ data: Buffer.from(mail?.attachments[0]?.contentBase64 ?? '', 'base64') });
      const pdf = (await parser.getText()).text.replace(/\s+/g, ' ');
      await parser.destroy();
      expect(pdf).toContain('Détails du devis');
      expect(pdf).toContain('Itinéraire jour par jour');
      expect(pdf).not.toContain('Quotation details');
      expect(mail?.html).toContain('lang="fr-FR"');
    });

    it('refuses a quotation without a customer e-mail address (409)', async () => {
      const r = await resend(ids[22], manager);
      expect(r.status).toBe(409);
      expect(r.json.message).toBe('This quotation has no customer e-mail address.');
    });
  });

  describe('reading one quotation', () => {
    const reads = (id: string, leadId: string) => [
      `/get_quotation?id=${id}`,
      `/get_quotation?lead_id=${leadId}`,
      `/quotation_details?lead_id=${leadId}`,
      `/get_opp_id?lead_id=${leadId}`,
    ];

    it("answers an employee without 'view all quotations' 404 for a colleague's quotation, 200 for their own", async () => {
      const colleagues = ids[6] as string;
      for (const path of reads(colleagues, leadOf.get(colleagues) as string)) {
        expect((await call('GET', path, { cookie: employee.cookie })).status).toBe(404);
        expect((await call('GET', path, { cookie: consumer.cookie })).status).toBe(404);
        expect((await call('GET', path, { cookie: manager.cookie })).status).toBe(200);
        expect((await call('GET', path, { cookie: admin.cookie })).status).toBe(200);
      }
      const lead = await makeLead(tdb.db, site, { variant: fixtureVariant(0) });
      const own = await call('POST', '/generate_quotation', {
        body: { lead_id: lead.id, customer_name: 'Own customer' },
        cookie: employee.cookie,
      });
      expect(own.status).toBe(200);
      for (const path of reads(String(own.json.id), lead.id))
        expect((await call('GET', path, { cookie: employee.cookie })).status).toBe(200);
      // The consumer still reads the quotations of their own leads, made by the manager.
      const consumers = ids[0] as string;
      for (const path of reads(consumers, leadOf.get(consumers) as string))
        expect((await call('GET', path, { cookie: consumer.cookie })).status).toBe(200);
    });
  });

  describe('accepting for the customer', () => {
    const accept = (id: unknown, who: Who) =>
      call('POST', '/api/booking/accept-quotation', { body: { quotation_id: id }, cookie: who.cookie });

    it("refuses an employee without the permission a colleague's quotation, and a consumer another's (404)", async () => {
      expect((await accept(ids[6], employee)).status).toBe(404);
      expect((await accept(ids[6], consumer)).status).toBe(404);
      const [row] = await tdb.db
        .select()
        .from(quotations)
        .where(eq(quotations.id, ids[6] as string));
      expect(row?.acceptedAt).toBeNull();
    });

    it('lets staff who manage quotations accept for the customer; the list shows it accepted', async () => {
      const r = await accept(ids[7], manager);
      expect(r.status).toBe(200);
      const accepted = r.json.data?.accepted_at;
      expect(typeof accepted).toBe('string');
      const shown = (await list('?search_by=customer_email&search_value=c7@', manager)).results[0];
      expect(shown?.accepted_at).toBe(accepted);
      expect(shown?.lead_id).toBe(leadOf.get(ids[7] as string));
    });
  });
});
