/** @jest-environment node */
import { eq, sql } from 'drizzle-orm';
import { fixtureVariant } from '@/lib/backend/pdf/fixtures';
import { ZQuotation, ZQuotationList } from '@/lib/contract/planner';
import { leads, quotations, type Tenant } from '@/lib/db/schema';
import { SITE_HEADER } from '@/lib/tenant/site-header';
import { type TestDatabase, testDrivers } from '@/tests/support/test-db';
import { createBackend } from '../app';
import { demoTenants, makeLead, makeSite, makeUser } from '../quotations/test-helpers';

/** Parsed response JSON, navigable in assertions (shapes are checked with the contract's schemas). */
interface Json {
  [key: string]: Json;
  errors: Json;
  price: Json;
}

describe.each(testDrivers())('quotation calls on $name', ({ open }) => {
  let tdb: TestDatabase;
  let backend: ReturnType<typeof createBackend>;
  let demo: Tenant;
  let b2b: Tenant;
  let agent: { cookie: string; user: { id: string } };
  let traveller: { cookie: string; user: { id: string } };
  beforeAll(async () => {
    tdb = await open();
    ({ demo, b2b } = await demoTenants(tdb.db));
    backend = createBackend({ db: async () => tdb.db, log: () => {} });
    agent = await makeUser(tdb.db, demo, 'Agency Employee');
    traveller = await makeUser(tdb.db, demo, 'Consumer', {
      firstName: 'Ada',
      lastName: 'Lovelace',
      dialCode: '+44',
      mobileNumber: '7700900123',
    });
  });
  afterAll(() => tdb.dispose());

  const call = async (
    method: 'GET' | 'POST',
    path: string,
    opts: { body?: unknown; cookie?: string; site?: string } = {},
  ): Promise<{ status: number; json: Json }> => {
    const res = await backend.request(path, {
      method,
      headers: {
        [SITE_HEADER]: opts.site ?? 'demo',
        ...(opts.body ? { 'content-type': 'application/json' } : {}),
        ...(opts.cookie ? { cookie: opts.cookie } : {}),
      },
      ...(opts.body ? { body: JSON.stringify(opts.body) } : {}),
    });
    return { status: res.status, json: (await res.json()) as Json };
  };
  const generate = (body: unknown, cookie = agent.cookie, site = 'demo') =>
    call('POST', '/generate_quotation', { body, cookie, site });

  describe('generate_quotation', () => {
    it('copies trip and price from the lead, numbers it and marks the lead quoted', async () => {
      const lead = await makeLead(tdb.db, demo, { packageId: 'PKGAAA111222' });
      const r = await generate({
        lead_id: lead.id,
        customer_name: 'Grace Hopper',
        customer_email: 'grace@example.com',
        customer_mobile: '+1 555 0100',
      });
      expect(r.status).toBe(200);
      const q = ZQuotation.parse(r.json);
      expect(q.lead_id).toBe(lead.id);
      expect(q.opp_id).toMatch(/^OPP-1001-\d{6}$/);
      expect(q.travel_date).toBe('2027-05-10');
      expect(q.departure_city).toBe('London, United Kingdom');
      expect(q.destinations).toEqual(['Paris, France', 'Rome, Italy']);
      expect([q.adults, q.children, q.infants]).toEqual([2, 1, 0]);
      expect(q.price).toEqual({ amount: 412678, currency: 'GBP' });
      expect(q.customer).toEqual({
        name: 'Grace Hopper',
        email: 'grace@example.com',
        mobile_number: '+1 555 0100',
      });
      expect(q.trip_url).toBe(`http://demo.localhost:3000/detail/PKGAAA111222?index=0&lead=${lead.id}`);
      expect(q.destination_images.length).toBe(2);
      expect(q.quote_pdf).toBeNull();
      const [row] = await tdb.db.select().from(leads).where(eq(leads.id, lead.id));
      expect(row?.status).toBe('quoted');
    });

    it("a quotation keeps the lead's price even when the lead changes later", async () => {
      const lead = await makeLead(tdb.db, demo);
      const q = ZQuotation.parse((await generate({ lead_id: lead.id })).json);
      await tdb.db
        .update(leads)
        .set({ variant: fixtureVariant(2) })
        .where(eq(leads.id, lead.id));
      const again = await call('GET', `/get_quotation?id=${q.id}`, { cookie: agent.cookie });
      expect(again.json.price.amount).toBe(412678);
    });

    it("fills the customer from the traveller's own account", async () => {
      const lead = await makeLead(tdb.db, demo, { userId: traveller.user.id });
      const q = ZQuotation.parse((await generate({ lead_id: lead.id }, traveller.cookie)).json);
      expect(q.customer.name).toBe('Ada Lovelace');
      expect(q.customer.mobile_number).toBe('+44 7700900123');
      expect(q.customer.email).toMatch(/@demo\.example$/);
      // An agent quoting the same traveller's lead gets the traveller as the customer too.
      const byAgent = ZQuotation.parse((await generate({ lead_id: lead.id })).json);
      expect(byAgent.customer.name).toBe('Ada Lovelace');
    });

    it('numbers quotations per tenant without gaps or duplicates under concurrency', async () => {
      const leadsA = await Promise.all(Array.from({ length: 8 }, () => makeLead(tdb.db, demo)));
      const results = await Promise.all(leadsA.map((l) => generate({ lead_id: l.id })));
      expect(results.map((r) => r.status)).toEqual(Array(8).fill(200));
      const numbers = results.map((r) => Number(String(r.json.opp_id).split('-')[2])).sort((a, b) => a - b);
      expect(new Set(numbers).size).toBe(8);
      expect((numbers[7] ?? 0) - (numbers[0] ?? 0)).toBe(7);
      // Another tenant starts its own sequence with its own agency id.
      const b2bAgent = await makeUser(tdb.db, b2b, 'Agency Admin');
      const lead = await makeLead(tdb.db, b2b);
      const first = await generate({ lead_id: lead.id }, b2bAgent.cookie, 'b2b');
      expect(first.json.opp_id).toMatch(/^OPP-\d+-000001$/);
      expect(first.json.opp_id).toBe(`OPP-${b2b.agencyId}-000001`);
    });

    it('needs a signed-in user', async () => {
      const lead = await makeLead(tdb.db, demo);
      const r = await call('POST', '/generate_quotation', { body: { lead_id: lead.id } });
      expect(r.status).toBe(401);
      expect(r.json.message).toBe('Please login to continue');
    });

    it.each([
      ['no lead_id', {}, 'lead_id', 'This field is required.'],
      ['a bad e-mail', { customer_email: 'not-an-email' }, 'customer_email', 'Enter a valid e-mail address.'],
      ['a bad mobile', { customer_mobile: 'call me' }, 'customer_mobile', 'Enter a valid mobile number.'],
    ])('refuses %s with a field message', async (_l, patch, field, message) => {
      const lead = await makeLead(tdb.db, demo);
      const body = { lead_id: lead.id, ...patch } as Record<string, unknown>;
      if (field === 'lead_id') delete body.lead_id;
      const r = await generate(body);
      expect(r.status).toBe(400);
      expect(r.json.message).toBe('Please check the highlighted fields');
      expect(r.json.errors[field]).toEqual([message]);
    });

    it("refuses unknown, cancelled, another tenant's and another traveller's leads", async () => {
      expect((await generate({ lead_id: 'nope' })).status).toBe(404);
      expect((await generate({ lead_id: '00000000-0000-4000-8000-000000000000' })).json.message).toBe(
        'We could not find this itinerary.',
      );
      const cancelled = await makeLead(tdb.db, demo, { status: 'cancelled' });
      const c = await generate({ lead_id: cancelled.id });
      expect(c.status).toBe(400);
      expect(c.json.message).toBe('This itinerary has been cancelled.');
      const b2bLead = await makeLead(tdb.db, b2b);
      expect((await generate({ lead_id: b2bLead.id })).status).toBe(404);
      const someoneElse = await makeUser(tdb.db, demo, 'Consumer');
      const theirs = await makeLead(tdb.db, demo, { userId: someoneElse.user.id });
      expect((await generate({ lead_id: theirs.id }, traveller.cookie)).status).toBe(404);
    });

    it('accepts the original client form body wrapped in data', async () => {
      const lead = await makeLead(tdb.db, demo);
      const res = await backend.request('/generate_quotation', {
        method: 'POST',
        headers: {
          [SITE_HEADER]: 'demo',
          cookie: agent.cookie,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ data: JSON.stringify({ lead_id: lead.id }) }).toString(),
      });
      expect(res.status).toBe(200);
    });
  });

  describe('reading quotations', () => {
    it('get_quotation by id or lead, quotation_details and get_opp_id answer the latest of a lead', async () => {
      const lead = await makeLead(tdb.db, demo, { userId: traveller.user.id });
      const first = ZQuotation.parse((await generate({ lead_id: lead.id })).json);
      const second = ZQuotation.parse((await generate({ lead_id: lead.id })).json);
      expect(second.opp_id).not.toBe(first.opp_id);
      const byId = await call('GET', `/get_quotation?id=${first.id}`, { cookie: agent.cookie });
      expect(ZQuotation.parse(byId.json).opp_id).toBe(first.opp_id);
      const byLead = await call('GET', `/get_quotation?lead_id=${lead.id}`, { cookie: agent.cookie });
      expect(byLead.json.id).toBe(second.id);
      const details = await call('GET', `/quotation_details?lead_id=${lead.id}`, {
        cookie: traveller.cookie,
      });
      expect(details.status).toBe(200);
      expect(details.json.id).toBe(second.id);
      const opp = await call('GET', `/get_opp_id?lead_id=${lead.id}`, { cookie: traveller.cookie });
      expect(opp.json).toEqual({ opp_id: second.opp_id });
    });

    it("hides other travellers' and other tenants' quotations, needs login, and checks input", async () => {
      const lead = await makeLead(tdb.db, demo);
      const q = ZQuotation.parse((await generate({ lead_id: lead.id })).json);
      expect((await call('GET', `/get_quotation?id=${q.id}`, { cookie: traveller.cookie })).status).toBe(404);
      expect((await call('GET', `/get_quotation?id=${q.id}`)).status).toBe(401);
      const b2bAgent = await makeUser(tdb.db, b2b, 'Agency');
      expect(
        (await call('GET', `/get_quotation?id=${q.id}`, { cookie: b2bAgent.cookie, site: 'b2b' })).status,
      ).toBe(404);
      // A demo cookie is worthless on b2b.
      expect(
        (await call('GET', `/get_quotation?id=${q.id}`, { cookie: agent.cookie, site: 'b2b' })).status,
      ).toBe(401);
      const missing = await call('GET', '/quotation_details', { cookie: agent.cookie });
      expect(missing.status).toBe(400);
      expect(missing.json.errors.lead_id).toEqual(['This field is required.']);
      const none = await call('GET', `/get_opp_id?lead_id=${(await makeLead(tdb.db, demo)).id}`, {
        cookie: agent.cookie,
      });
      expect(none.status).toBe(404);
      expect(none.json.message).toBe('We could not find this quotation.');
    });
  });

  describe('api/partner_integration/v1/quotation/', () => {
    const LIST = '/api/partner_integration/v1/quotation/';
    let lister: { cookie: string; user: { id: string } };
    let tenant: Tenant;
    let owner: { cookie: string; user: { id: string } };
    beforeAll(async () => {
      // A tenant of its own so the counts are exact.
      tenant = await makeSite(tdb.db, 'listing', 4242);
      lister = await makeUser(tdb.db, tenant, 'Agency Employee');
      owner = await makeUser(tdb.db, tenant, 'Consumer');
      // 25 quotations: travel dates spread over May–June 2027, created one day apart in 2027-04.
      for (let i = 0; i < 25; i++) {
        const v = fixtureVariant(0, {
          start_date: `2027-0${i < 15 ? 5 : 6}-${String((i % 15) + 1).padStart(2, '0')}`,
        });
        const lead = await makeLead(tdb.db, tenant, { variant: v, userId: i < 3 ? owner.user.id : null });
        const r = await call('POST', '/generate_quotation', {
          body: {
            lead_id: lead.id,
            customer_email: `c${i}@example.com`,
            customer_name: i === 7 ? 'Special Person' : `Customer ${i}`,
          },
          cookie: lister.cookie,
          site: 'listing',
        });
        expect(r.status).toBe(200);
        await tdb.db
          .update(quotations)
          .set({ createdAt: sql`${`2027-04-${String(i + 1).padStart(2, '0')}T12:00:00Z`}::timestamptz` })
          .where(eq(quotations.id, String(r.json.id)));
      }
    });
    const list = async (query: string, cookie = lister.cookie) =>
      call('GET', `${LIST}${query}`, { cookie, site: 'listing' });

    it('pages 20 at a time, newest first', async () => {
      const p1 = ZQuotationList.parse((await list('')).json);
      expect(p1).toMatchObject({ count: 25, page: 1, page_size: 20 });
      expect(p1.results).toHaveLength(20);
      expect(p1.results[0]?.created_at).toBe('2027-04-25T12:00:00.000Z');
      const p2 = ZQuotationList.parse((await list('?page=2')).json);
      expect(p2.results).toHaveLength(5);
      expect(p2.results[4]?.created_at).toBe('2027-04-01T12:00:00.000Z');
      const ids = new Set([...p1.results, ...p2.results].map((q) => q.id));
      expect(ids.size).toBe(25);
      expect(ZQuotationList.parse((await list('?page=9')).json).results).toEqual([]);
    });

    it('filters by created and travel dates, inclusive', async () => {
      const created = ZQuotationList.parse(
        (await list('?created_at__gte=2027-04-10&created_at__lte=2027-04-12')).json,
      );
      expect(created.count).toBe(3);
      const travel = ZQuotationList.parse(
        (await list('?travel_date__gte=2027-06-01&travel_date__lte=2027-06-05')).json,
      );
      expect(travel.count).toBe(5);
      expect(
        travel.results.every((q) => q.travel_date >= '2027-06-01' && q.travel_date <= '2027-06-05'),
      ).toBe(true);
    });

    it('searches by opp id, customer e-mail, name and destination', async () => {
      const all = ZQuotationList.parse((await list('')).json).results;
      const target = all[3];
      if (!target) throw new Error('no quotation');
      const byOpp = ZQuotationList.parse(
        (await list(`?search_by=opp_id&search_value=${target.opp_id}`)).json,
      );
      expect(byOpp.results.map((q) => q.id)).toEqual([target.id]);
      const byEmail = ZQuotationList.parse((await list('?search_by=customer_email&search_value=c12@')).json);
      expect(byEmail.results.map((q) => q.customer.email)).toEqual(['c12@example.com']);
      expect(ZQuotationList.parse((await list('?customer_name=special')).json).count).toBe(1);
      expect(ZQuotationList.parse((await list('?search_by=destination&search_value=rome')).json).count).toBe(
        25,
      );
      expect(ZQuotationList.parse((await list('?search_by=destination&search_value=Tokyo')).json).count).toBe(
        0,
      );
      expect(
        ZQuotationList.parse((await list('?search_by=customer_email&search_value=%25')).json).count,
      ).toBe(0);
    });

    it('refuses bad filters with field messages', async () => {
      const r = await list('?created_at__gte=yesterday&page=0');
      expect(r.status).toBe(400);
      expect(r.json.errors.created_at__gte).toEqual(['Enter a valid date (YYYY-MM-DD).']);
      expect(r.json.errors.page).toEqual(['Enter a page number from 1.']);
    });

    it("shows a traveller only their own, and no tenant another's", async () => {
      expect(ZQuotationList.parse((await list('', owner.cookie)).json).count).toBe(3);
      const stranger = await makeUser(tdb.db, tenant, 'Consumer');
      expect(ZQuotationList.parse((await list('', stranger.cookie)).json).count).toBe(0);
      const demoList = ZQuotationList.parse((await call('GET', LIST, { cookie: agent.cookie })).json);
      expect(demoList.results.some((q) => q.opp_id.startsWith('OPP-4242-'))).toBe(false);
      expect(demoList.count).toBeGreaterThan(0);
      expect((await call('GET', LIST)).status).toBe(401);
    });
  });
});
