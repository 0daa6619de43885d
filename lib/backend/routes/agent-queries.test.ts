/** @jest-environment node */
import { and, eq } from 'drizzle-orm';
import { fixtureVariant } from '@/lib/backend/pdf/fixtures';
import { ZAgentQueryData, ZAgentQueryList, ZUserSuggestions } from '@/lib/contract/agent-queries';
import { agentQueryEvents, agentSelections, leads, type Tenant, users } from '@/lib/db/schema';
import { SITE_HEADER } from '@/lib/tenant/site-header';
import { warmRateLimiter } from '@/tests/support/rate-limiter';
import { type TestDatabase, testDrivers } from '@/tests/support/test-db';
import { createBackend } from '../app';
import { demoTenants, makeLead, makeSite, makeUser } from '../quotations/test-helpers';

/**
 * Agent queries (get_agent_queries, fetch_data_for_agent_query, save_agent_selections) and the users
 * autocomplete, on the server: who sees which queries, the filters, what a save may choose, two
 * agents saving at once, a save after the query ended, and the audit trail.
 */

type Json = Record<string, unknown>;
type Who = { cookie: string; user: { id: string } };

describe.each(testDrivers())('agent queries on $name', ({ open }) => {
  let tdb: TestDatabase;
  let backend: ReturnType<typeof createBackend>;
  let site: Tenant;
  let manager: Who;
  let admin: Who;
  let agent: Who;
  let bare: Who;
  let consumer: Who;
  let otherTenantManager: Who;
  const queries: string[] = [];
  let draft: string;
  let agentsOwn: string;

  const call = async (
    method: 'GET' | 'POST',
    path: string,
    opts: { body?: unknown; who?: Who | undefined; site?: string } = {},
  ): Promise<{ status: number; json: Json }> => {
    const res = await backend.request(path, {
      method,
      headers: {
        [SITE_HEADER]: opts.site ?? 'agentq',
        ...(opts.body ? { 'content-type': 'application/json' } : {}),
        ...(opts.who ? { cookie: opts.who.cookie } : {}),
      },
      ...(opts.body ? { body: JSON.stringify(opts.body) } : {}),
    });
    return { status: res.status, json: (await res.json()) as Json };
  };
  const grant = (who: Who, permissions: string[]) =>
    tdb.db.update(users).set({ permissions }).where(eq(users.id, who.user.id));
  const list = async (query: string, who: Who) => {
    const r = await call('GET', `/get_agent_queries${query}`, { who });
    expect(r.status).toBe(200);
    return ZAgentQueryList.parse(r.json);
  };
  const fetchQuery = (leadId: string, who: Who) =>
    call('GET', `/fetch_data_for_agent_query?lead_id=${leadId}`, { who });
  const save = (who: Who, body: Json) => call('POST', '/save_agent_selections', { who, body });

  beforeAll(async () => {
    tdb = await open();
    await warmRateLimiter();
    const { demo } = await demoTenants(tdb.db);
    backend = createBackend({ db: async () => tdb.db, log: () => {} });
    site = await makeSite(tdb.db, 'agentq', 5151);
    manager = await makeUser(tdb.db, site, 'Agency Employee', { firstName: 'Mona', lastName: 'Manager' });
    await grant(manager, ['view all quotations']);
    admin = await makeUser(tdb.db, site, 'Agency Admin');
    agent = await makeUser(tdb.db, site, 'Agency Employee', { firstName: 'Aldo', lastName: 'Agent' });
    await grant(agent, ['view all bookings']);
    bare = await makeUser(tdb.db, site, 'Agency Employee');
    consumer = await makeUser(tdb.db, site, 'Consumer', { firstName: 'Ada', lastName: 'Lovelace' });
    otherTenantManager = await makeUser(tdb.db, demo, 'Agency Admin');
    // Five queries: three asked for an agent (the first two Ada's), two quoted; plus a draft.
    for (let i = 0; i < 5; i++) {
      const lead = await makeLead(tdb.db, site, {
        variant: fixtureVariant(0, { start_date: `2027-06-0${i + 1}` }),
        userId: i < 2 ? consumer.user.id : null,
        status: i < 3 ? 'offline_requested' : 'draft',
      });
      queries.push(lead.id);
    }
    for (const [i, who] of [
      [3, manager],
      [4, agent],
    ] as const) {
      const r = await call('POST', '/generate_quotation', {
        body: { lead_id: queries[i], customer_name: `Quoted ${i}`, customer_email: `q${i}@example.com` },
        who,
      });
      expect(r.status).toBe(200);
    }
    agentsOwn = queries[4] as string;
    draft = (await makeLead(tdb.db, site, { status: 'draft' })).id;
  });
  afterAll(() => tdb.dispose());

  describe('get_agent_queries', () => {
    it('lists every query of the agency for staff who manage quotations, drafts left out', async () => {
      for (const who of [manager, admin]) {
        const page = await list('', who);
        expect(page).toMatchObject({ count: 5, page: 1, page_size: 20 });
        expect(page.results.map((q) => q.lead_id).sort()).toEqual([...queries].sort());
        expect(page.results.map((q) => q.lead_id)).not.toContain(draft);
      }
    });

    it("lists an employee holding 'view all bookings' only the queries they quoted or worked on", async () => {
      const page = await list('', agent);
      expect(page.results.map((q) => q.lead_id)).toEqual([agentsOwn]);
      expect(page.results[0]?.customer).toMatchObject({ name: 'Quoted 4', email: 'q4@example.com' });
    });

    it('filters by status and by customer, and names a bad filter', async () => {
      expect((await list('?status=quoted', manager)).count).toBe(2);
      const ada = await list(`?customer_id=${consumer.user.id}`, manager);
      expect(ada.results.map((q) => q.lead_id).sort()).toEqual([queries[0], queries[1]].sort());
      expect(ada.results[0]?.customer).toMatchObject({ id: consumer.user.id, name: 'Ada Lovelace' });
      const bad = await call('GET', '/get_agent_queries?status=draft&page=0', { who: manager });
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.json.errors as Json)).toEqual(expect.arrayContaining(['status', 'page']));
      const badCustomer = await call('GET', '/get_agent_queries?customer_id=x%25', { who: manager });
      expect((badCustomer.json.errors as Json).customer_id).toBeDefined();
    });

    it('refuses the signed-out (401), a consumer and an employee without either permission (403)', async () => {
      expect((await call('GET', '/get_agent_queries')).status).toBe(401);
      expect((await call('GET', '/get_agent_queries', { who: consumer })).status).toBe(403);
      expect((await call('GET', '/get_agent_queries', { who: bare })).status).toBe(403);
    });
  });

  describe('fetch_data_for_agent_query', () => {
    it('answers the query, what it offers, its quotation and empty selections', async () => {
      const r = await fetchQuery(queries[3] as string, manager);
      expect(r.status).toBe(200);
      const data = ZAgentQueryData.parse(r.json);
      expect(data.options.hotels.map((h) => h.code)).toEqual(['PAR-HTL-014', 'ROM-HTL-007']);
      expect(data.options.items.map((i) => i.id)).toContain('d1-leg');
      expect(data.quotation?.opp_id).toMatch(/^OPP-5151-\d{6}$/);
      expect(data.selections).toMatchObject({ version: 0, hotel_codes: [], item_ids: [] });
    });

    it("reads a colleague's query, a draft, an unknown id and another agency's as unknown (404)", async () => {
      expect((await fetchQuery(queries[3] as string, agent)).status).toBe(404);
      expect((await fetchQuery(draft, manager)).status).toBe(404);
      expect((await fetchQuery('not-a-uuid', manager)).status).toBe(404);
      expect((await fetchQuery('00000000-0000-4000-8000-000000000000', manager)).status).toBe(404);
      const other = await call('GET', `/fetch_data_for_agent_query?lead_id=${queries[0]}`, {
        who: otherTenantManager,
        site: 'demo',
      });
      expect(other.status).toBe(404);
      expect((await fetchQuery(agentsOwn, agent)).status).toBe(200);
      expect((await call('GET', '/fetch_data_for_agent_query', { who: manager })).status).toBe(400);
    });
  });

  describe('save_agent_selections', () => {
    const body = (leadId: string, version: number, extra: Json = {}) => ({
      lead_id: leadId,
      version,
      hotel_codes: ['ROM-HTL-007'],
      item_ids: ['d1-leg'],
      note: 'Quiet rooms, please',
      ...extra,
    });

    it('refuses a choice the query does not offer, naming the field, and saves nothing', async () => {
      const r = await save(manager, body(queries[2] as string, 0, { item_ids: ['d1-leg', 'made-up'] }));
      expect(r.status).toBe(400);
      expect((r.json.errors as Json)['item_ids.1']).toEqual(["This is not one of the query's options."]);
      const missing = await save(manager, { lead_id: queries[2] });
      expect(missing.status).toBe(400);
      expect(Object.keys(missing.json.errors as Json)).toEqual(
        expect.arrayContaining(['version', 'hotel_codes', 'item_ids']),
      );
      const rows = await tdb.db
        .select()
        .from(agentSelections)
        .where(eq(agentSelections.leadId, queries[2] as string));
      expect(rows).toHaveLength(0);
    });

    it('saves, makes the saver the agent, audits it, and refuses a stale version (409)', async () => {
      const lead = queries[2] as string;
      const first = await save(manager, body(lead, 0, { hotel_codes: ['ROM-HTL-007', 'ROM-HTL-007'] }));
      expect(first.status).toBe(200);
      expect(first.json.data).toMatchObject({
        version: 1,
        hotel_codes: ['ROM-HTL-007'],
        saved_by: 'Mona Manager',
      });
      const stale = await save(admin, body(lead, 0, { hotel_codes: [] }));
      expect(stale.status).toBe(409);
      const second = await save(admin, body(lead, 1, { hotel_codes: ['PAR-HTL-014'], note: null }));
      expect(second.status).toBe(200);
      const data = ZAgentQueryData.parse((await fetchQuery(lead, manager)).json);
      expect(data.selections).toMatchObject({ version: 2, hotel_codes: ['PAR-HTL-014'], note: null });
      expect(data.query.agent?.id).toBe(admin.user.id);
      const trail = await tdb.db
        .select()
        .from(agentQueryEvents)
        .where(and(eq(agentQueryEvents.tenantId, site.id), eq(agentQueryEvents.leadId, lead)))
        .orderBy(agentQueryEvents.at);
      expect(trail.map((e) => [e.actorId, e.event])).toEqual([
        [manager.user.id, 'selections_saved'],
        [admin.user.id, 'selections_saved'],
      ]);
      expect(trail[1]?.changes).toEqual({
        version: 2,
        hotel_codes: { from: ['ROM-HTL-007'], to: ['PAR-HTL-014'] },
        note: 'changed',
      });
    });

    it('lets one of two agents saving the same version at once win; the other gets 409', async () => {
      for (const version of [0, 1]) {
        const lead = queries[1] as string;
        const answers = await Promise.all([
          save(manager, body(lead, version, { note: 'from manager' })),
          save(admin, body(lead, version, { note: 'from admin' })),
        ]);
        expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
        const [row] = await tdb.db.select().from(agentSelections).where(eq(agentSelections.leadId, lead));
        expect(row?.version).toBe(version + 1);
        const events = await tdb.db.select().from(agentQueryEvents).where(eq(agentQueryEvents.leadId, lead));
        expect(events).toHaveLength(version + 1);
      }
    });

    it("gives an employee the query they saved on, and refuses them a colleague's (404)", async () => {
      expect((await save(agent, body(queries[3] as string, 0))).status).toBe(404);
      expect((await save(agent, body(agentsOwn, 0))).status).toBe(200);
      expect((await save(bare, body(agentsOwn, 1))).status).toBe(403);
      expect((await save(consumer, body(queries[0] as string, 0))).status).toBe(403);
    });

    it('refuses a save after the query was cancelled (404), nothing changed', async () => {
      const lead = queries[0] as string;
      await tdb.db.update(leads).set({ status: 'cancelled' }).where(eq(leads.id, lead));
      expect((await save(manager, body(lead, 0))).status).toBe(404);
      const rows = await tdb.db.select().from(agentSelections).where(eq(agentSelections.leadId, lead));
      expect(rows).toHaveLength(0);
    });
  });

  describe('GET api/auth/api/v1/autocomplete/users', () => {
    const PATH = '/api/auth/api/v1/autocomplete/users';
    const search = (q: string, who?: Who, siteKey?: string) =>
      call('GET', `${PATH}?q=${encodeURIComponent(q)}`, { who, ...(siteKey ? { site: siteKey } : {}) });

    it('finds the agency’s users by name or e-mail, with the spec’s shape, ten at most', async () => {
      const r = await search('ada love', manager);
      expect(r.status).toBe(200);
      const found = ZUserSuggestions.parse(r.json);
      expect(found.data).toEqual([
        {
          id: consumer.user.id,
          name: 'Ada Lovelace',
          email: expect.stringContaining('@agentq.example'),
          role: 'Consumer',
        },
      ]);
      for (let i = 0; i < 12; i++)
        await makeUser(tdb.db, site, 'Consumer', { firstName: 'Many', lastName: `M${i}` });
      expect(ZUserSuggestions.parse((await search('many', agent)).json).data).toHaveLength(10);
    });

    it('takes % and _ literally and keeps to its own tenant', async () => {
      expect(ZUserSuggestions.parse((await search('%%', admin)).json).data).toEqual([]);
      expect(ZUserSuggestions.parse((await search('a_a', admin)).json).data).toEqual([]);
      const other = await search('ada', otherTenantManager, 'demo');
      expect(other.status).toBe(200);
      expect(ZUserSuggestions.parse(other.json).data.map((u) => u.id)).not.toContain(consumer.user.id);
    });

    it('names q when it is missing or shorter than 2 characters', async () => {
      for (const q of ['', 'a', ' a ']) {
        const r = await search(q, manager);
        expect(r.status).toBe(400);
        expect((r.json.errors as Json).q).toEqual(['Enter at least 2 characters.']);
      }
      expect((await call('GET', PATH, { who: manager })).status).toBe(400);
    });

    it('counts 60 searches a minute per user; the 61st is 429 with Retry-After', async () => {
      const typist = await makeUser(tdb.db, site, 'Agency Admin');
      const statuses: number[] = [];
      for (let i = 0; i < 61; i++) statuses.push((await search('ada', typist)).status);
      expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
      expect(statuses[60]).toBe(429);
      const res = await backend.request(`${PATH}?q=ada`, {
        headers: { [SITE_HEADER]: 'agentq', cookie: typist.cookie },
      });
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      // Another user is not held back by it.
      expect((await search('ada', admin)).status).toBe(200);
    });

    it('refuses the signed-out (401), a consumer and an employee without the permissions (403)', async () => {
      expect((await search('ada')).status).toBe(401);
      expect((await search('ada', consumer)).status).toBe(403);
      expect((await search('ada', bare)).status).toBe(403);
    });
  });
});
