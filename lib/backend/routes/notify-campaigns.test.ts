/** @jest-environment node */
import { and, eq, sql } from 'drizzle-orm';
import {
  bookings,
  campaignRecipients,
  campaigns,
  customers,
  jobs,
  outboxMessages,
  type Tenant,
  tenants,
  users,
} from '@/lib/db/schema';
import { SITE_HEADER } from '@/lib/tenant/site-header';
import { type TestDatabase, testDrivers } from '@/tests/support/test-db';
import { createBackend } from '../app';
import { runDueJobs } from '../jobs';
import { registerCampaignJobs, runCampaignBatch, startCampaign } from '../notify-engine/send-campaign';
import { demoTenants, makeSite, makeUser } from '../quotations/test-helpers';
import demo from '../seed/tenants/demo.json';
import { ZTenantDefinition } from '../tenants/definition';
import { upsertTenant } from '../tenants/repository';

/**
 * The notifications engine's calls on the server (issue 29 item 1): the guard (401/403/404), templates
 * (sanitised, unknown variables named), images (type told by magic bytes, size), segments over
 * customers and their bookings, campaigns sent through the job queue with one mail per subscribed
 * recipient, none to the unsubscribed, a race of two sends, the unsubscribe link, and crash safety.
 */

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in this suite.
type Json = any;
type Who = { cookie: string; user: { id: string } };

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

describe.each(testDrivers())('notifications engine on $name', ({ open }) => {
  let tdb: TestDatabase;
  let backend: ReturnType<typeof createBackend>;
  let site: Tenant;
  let admin: Who;
  let manager: Who;
  let employee: Who;
  let consumer: Who;
  let offAdmin: Who;
  const saved = { rate: process.env.CAMPAIGN_RATE_PER_SECOND, smtp: process.env.SMTP_URL };

  const call = async (
    method: string,
    path: string,
    opts: { body?: unknown; cookie?: string | undefined; site?: string; file?: Buffer; type?: string } = {},
  ): Promise<{ status: number; json: Json; headers: Headers }> => {
    const res = await backend.request(path, {
      method,
      headers: {
        [SITE_HEADER]: opts.site ?? 'notifye',
        ...(opts.body ? { 'content-type': 'application/json' } : {}),
        ...(opts.file ? { 'content-type': opts.type ?? 'image/png' } : {}),
        ...(opts.cookie ? { cookie: opts.cookie } : {}),
      },
      ...(opts.body ? { body: JSON.stringify(opts.body) } : {}),
      ...(opts.file ? { body: new Uint8Array(opts.file) } : {}),
    });
    const type = res.headers.get('content-type') ?? '';
    return {
      status: res.status,
      json: type.includes('json') ? await res.json() : null,
      headers: res.headers,
    };
  };
  const addCustomer = async (
    tenant: Tenant,
    v: Partial<typeof customers.$inferInsert> & { firstName: string },
  ) => {
    const [row] = await tdb.db
      .insert(customers)
      .values({ tenantId: tenant.id, ...v })
      .returning();
    if (!row) throw new Error('no customer');
    return row;
  };
  const drain = async () => {
    for (let i = 0; i < 20; i++) if ((await runDueJobs(tdb.db)) === 0) break;
  };
  const outboxTo = async (email: string) =>
    tdb.db
      .select()
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.tenantId, site.id),
          eq(outboxMessages.recipient, email),
          eq(outboxMessages.kind, 'campaign'),
        ),
      );

  beforeAll(async () => {
    process.env.CAMPAIGN_RATE_PER_SECOND = '1000';
    delete process.env.SMTP_URL;
    registerCampaignJobs();
    tdb = await open();
    await demoTenants(tdb.db);
    backend = createBackend({ db: async () => tdb.db, log: () => {} });
    site = await makeSite(tdb.db, 'notifye', 4801);
    admin = await makeUser(tdb.db, site, 'Agency Admin');
    manager = await makeUser(tdb.db, site, 'Agency Employee');
    await tdb.db
      .update(users)
      .set({ permissions: ['manage campaigns'] })
      .where(eq(users.id, manager.user.id));
    employee = await makeUser(tdb.db, site, 'Agency Employee');
    consumer = await makeUser(tdb.db, site, 'Consumer');
    await upsertTenant(
      tdb.db,
      ZTenantDefinition.parse({
        key: 'notifyoff',
        domains: [],
        config: {
          ...demo.config,
          subdomain: 'notifyoff',
          agency_id: 4802,
          feature_configuration: demo.config.feature_configuration.filter(
            (f) => f.name !== 'notification_engine',
          ),
        },
      }),
    );
    const [off] = await tdb.db.select().from(tenants).where(eq(tenants.key, 'notifyoff'));
    if (!off) throw new Error('no tenant');
    offAdmin = await makeUser(tdb.db, off, 'Agency Admin');
  });
  afterAll(async () => {
    await tdb.dispose();
    if (saved.rate === undefined) delete process.env.CAMPAIGN_RATE_PER_SECOND;
    else process.env.CAMPAIGN_RATE_PER_SECOND = saved.rate;
    if (saved.smtp !== undefined) process.env.SMTP_URL = saved.smtp;
  });

  it('refuses everyone but the engine’s users: 401 signed out, 403 wrong role, 404 feature off', async () => {
    for (const path of [
      '/api/v1/customer/template',
      '/api/v1/customer/segment',
      '/api/v1/customer/campaign',
      '/api/v1/customer/image',
    ]) {
      expect((await call('GET', path)).status).toBe(401);
      expect((await call('GET', path, { cookie: consumer.cookie })).status).toBe(403);
      expect((await call('GET', path, { cookie: employee.cookie })).status).toBe(403);
      expect((await call('GET', path, { cookie: offAdmin.cookie, site: 'notifyoff' })).status).toBe(404);
      expect((await call('GET', path, { cookie: manager.cookie })).status).toBe(200);
      expect((await call('GET', path, { cookie: admin.cookie })).status).toBe(200);
    }
    const post = await call('POST', '/api/v1/customer/campaign', { cookie: employee.cookie, body: {} });
    expect(post.status).toBe(403);
  });

  it('templates: sanitised on save, unknown variables and missing fields named, preview rendered', async () => {
    const bad = await call('POST', '/api/v1/customer/template', {
      cookie: admin.cookie,
      body: { name: 'x' },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.errors)).toEqual(expect.arrayContaining(['subject', 'body_html']));
    const typo = await call('POST', '/api/v1/customer/template', {
      cookie: admin.cookie,
      body: { name: 'x', subject: 'Hi {{frist_name}}', body_html: '<p>x</p>' },
    });
    expect(typo.status).toBe(400);
    expect(JSON.stringify(typo.json.errors)).toContain('frist_name');
    const made = await call('POST', '/api/v1/customer/template', {
      cookie: admin.cookie,
      body: {
        name: 'Spring',
        subject: 'Hi {{first_name}}',
        body_html: '<p onclick="x()">Hello {{first_name}}</p><script>alert(1)</script>',
      },
    });
    expect(made.status).toBe(201);
    expect(made.json.data.body_html).toBe('<p>Hello {{first_name}}</p>');
    const preview = await call('POST', '/api/v1/customer/template/preview', {
      cookie: admin.cookie,
      body: {
        subject: 'Hi {{first_name}}',
        body_html: '<p>Dear {{first_name}} <img src="http://x.example/t.gif"></p>',
      },
    });
    expect(preview.status).toBe(200);
    expect(preview.json.data.subject).toBe('Hi Alex');
    expect(preview.json.data.html).toContain('Dear Alex');
    expect(preview.json.data.html).not.toContain('x.example');
    const updated = await call('PUT', `/api/v1/customer/template/${made.json.data.id}`, {
      cookie: manager.cookie,
      body: { name: 'Spring 2', subject: 'S', body_html: '<p>B</p>' },
    });
    expect(updated.json.data.name).toBe('Spring 2');
    expect((await call('GET', '/api/v1/customer/template/not-a-uuid', { cookie: admin.cookie })).status).toBe(
      404,
    );
  });

  it('images: PNG kept and served with its checked type; a disguised or oversized file refused', async () => {
    // Claimed as a JPEG: the bytes say PNG, and that is what is kept.
    const up = await call('POST', '/api/v1/customer/image?name=pic.png', {
      cookie: admin.cookie,
      file: PNG,
      type: 'image/jpeg',
    });
    expect(up.status).toBe(201);
    expect(up.json.data.content_type).toBe('image/png');
    const id = up.json.data.id;
    const res = await backend.request(`/api/v1/customer/image/file?id=${id}`, {
      headers: { [SITE_HEADER]: 'notifye' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);
    // Another site does not serve it.
    const other = await backend.request(`/api/v1/customer/image/file?id=${id}`, {
      headers: { [SITE_HEADER]: 'notifyoff' },
    });
    expect(other.status).toBe(404);

    const svg = Buffer.from('<svg><script>alert(1)</script></svg>');
    const refused = await call('POST', '/api/v1/customer/image', { cookie: admin.cookie, file: svg });
    expect(refused.status).toBe(400);
    expect(refused.json.errors.file).toBeDefined();

    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const tooBig = await call('POST', '/api/v1/customer/image', { cookie: admin.cookie, file: big });
    expect(tooBig.status).toBe(400);
    expect(tooBig.json.errors.file).toEqual(['The image must be 2 MB or smaller.']);
    // Past the route's body limit: refused before it is read.
    const huge = await call('POST', '/api/v1/customer/image', {
      cookie: admin.cookie,
      file: Buffer.alloc(4 * 1024 * 1024),
    });
    expect(huge.status).toBe(413);
    expect(
      (await call('POST', '/api/v1/customer/image', { cookie: employee.cookie, file: PNG })).status,
    ).toBe(403);
  });

  it('segments match customers by text, tags, city and bookings (matched by e-mail)', async () => {
    const [traveller] = await tdb.db
      .insert(users)
      .values({
        tenantId: site.id,
        email: 'Booker@Example.com',
        role: 'Consumer',
        firstName: 'B',
        lastName: 'K',
      })
      .returning();
    await addCustomer(site, {
      firstName: 'Bea',
      lastName: 'Booker',
      email: 'booker@example.com',
      city: 'Leeds',
      tags: ['vip'],
    });
    await addCustomer(site, {
      firstName: 'Nick',
      lastName: 'Nobook',
      email: 'nobook@example.com',
      city: 'leeds',
      tags: ['new'],
    });
    await tdb.db.insert(bookings).values({
      tenantId: site.id,
      reference: 'BK-SEGTEST01',
      userId: traveller?.id ?? null,
      status: 'confirmed',
      packageSlug: 'x',
      packageTitle: 'X',
      departureDate: '2027-01-01',
      adults: 1,
      currency: 'GBP',
      baseMinor: 100,
      markupMinor: 0,
      taxMinor: 0,
      discountMinor: 0,
      totalMinor: 100,
      createdAt: new Date('2026-03-10T10:00:00Z'),
    });
    const count = async (filter: object) => {
      const r = await call('POST', '/api/v1/customer/segment/preview', {
        cookie: admin.cookie,
        body: { filter },
      });
      expect(r.status).toBe(200);
      return r.json.data.customers as number;
    };
    expect(await count({ city: 'LEEDS' })).toBe(2);
    expect(await count({ tags: ['vip'] })).toBe(1);
    expect(await count({ search: 'nobo' })).toBe(1);
    expect(await count({ city: 'Leeds', has_booked: true })).toBe(1);
    expect(await count({ city: 'Leeds', has_booked: false })).toBe(1);
    expect(await count({ city: 'Leeds', booked_from: '2026-03-10', booked_to: '2026-03-10' })).toBe(1);
    expect(await count({ city: 'Leeds', booked_from: '2026-03-11' })).toBe(0);
    const bad = await call('POST', '/api/v1/customer/segment', {
      cookie: admin.cookie,
      body: { name: 'x', filter: { booked_from: '2026-02-30x' } },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.json.errors)).toContain('booked_from');
  });

  async function campaignFor(tag: string) {
    const seg = await call('POST', '/api/v1/customer/segment', {
      cookie: admin.cookie,
      body: { name: `Tag ${tag}`, filter: { tags: [tag] } },
    });
    const tpl = await call('POST', '/api/v1/customer/template', {
      cookie: admin.cookie,
      body: { name: 'T', subject: 'Hello {{first_name}}', body_html: '<p>Hi {{first_name}}</p>' },
    });
    const camp = await call('POST', '/api/v1/customer/campaign', {
      cookie: admin.cookie,
      body: { name: `C ${tag}`, segment_id: seg.json.data.id, template_id: tpl.json.data.id },
    });
    expect(camp.status).toBe(201);
    return camp.json.data.id as string;
  }

  it('sends one mail per subscribed recipient, none to the unsubscribed; two sends race, one wins', async () => {
    for (let i = 0; i < 5; i++)
      await addCustomer(site, { firstName: `Sub${i}`, email: `sub${i}@example.com`, tags: ['spring'] });
    await addCustomer(site, {
      firstName: 'Gone',
      email: 'gone@example.com',
      tags: ['spring'],
      subscribed: false,
    });
    await addCustomer(site, { firstName: 'Phone', mobile: '+447700900001', tags: ['spring'] });
    const id = await campaignFor('spring');
    const [a, b] = await Promise.all([
      call('POST', `/api/v1/customer/campaign/${id}/send`, { cookie: admin.cookie, body: {} }),
      call('POST', `/api/v1/customer/campaign/${id}/send`, { cookie: manager.cookie, body: {} }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const starts = await tdb.db
      .select()
      .from(jobs)
      .where(sql`${jobs.payload}->>'campaignId' = ${id} and ${jobs.type} = 'campaign_start'`);
    expect(starts).toHaveLength(1);
    await drain();
    const view = await call('GET', `/api/v1/customer/campaign/${id}`, { cookie: admin.cookie });
    expect(view.json.data.status).toBe('sent');
    expect(view.json.data.counts).toMatchObject({ sent: 5, skipped: 2, queued: 0, sending: 0, failed: 0 });
    for (let i = 0; i < 5; i++) {
      const mails = await outboxTo(`sub${i}@example.com`);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toBe(`Hello Sub${i}`);
      expect(mails[0]?.headers['List-Unsubscribe']).toMatch(
        /^<http:\/\/notifye\.localhost:\d+\/api\/api\/v1\/customer\/unsubscribe\?t=/,
      );
      expect(mails[0]?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    }
    expect(await outboxTo('gone@example.com')).toHaveLength(0);
    // A third send after it ended: 409, nothing more sent.
    expect(
      (await call('POST', `/api/v1/customer/campaign/${id}/send`, { cookie: admin.cookie, body: {} })).status,
    ).toBe(409);
    const page = await call('GET', `/api/v1/customer/notification?campaign_id=${id}&status=skipped`, {
      cookie: admin.cookie,
    });
    expect(page.json.data.count).toBe(2);
    expect(page.json.data.results.map((r: Json) => r.last_error).sort()).toEqual([
      'no e-mail',
      'unsubscribed',
    ]);
  });

  it('the unsubscribe link: tampered refused, GET shows, POST unsubscribes; never mailed again', async () => {
    await addCustomer(site, { firstName: 'Una', email: 'una@example.com', tags: ['autumn'] });
    const first = await campaignFor('autumn');
    await call('POST', `/api/v1/customer/campaign/${first}/send`, { cookie: admin.cookie, body: {} });
    await drain();
    const [mail] = await outboxTo('una@example.com');
    const link = new URL(mail?.headers['List-Unsubscribe']?.slice(1, -1) ?? '');
    const token = link.searchParams.get('t') ?? '';
    expect(mail?.links[0]).toContain(`/unsubscribe?t=${encodeURIComponent(token)}`);
    const path = `/api/v1/customer/unsubscribe?t=`;
    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await call('GET', `${path}${encodeURIComponent(tampered)}`)).status).toBe(404);
    expect((await call('POST', `${path}${encodeURIComponent(tampered)}`)).status).toBe(404);
    // Valid on its own site only.
    expect((await call('GET', `${path}${encodeURIComponent(token)}`, { site: 'notifyoff' })).status).toBe(
      404,
    );
    const shown = await call('GET', `${path}${encodeURIComponent(token)}`);
    expect(shown.json.data).toEqual({ email: 'u••@example.com', subscribed: true });
    const done = await call('POST', `${path}${encodeURIComponent(token)}`);
    expect(done.status).toBe(200);
    expect((await call('POST', `${path}${encodeURIComponent(token)}`)).status).toBe(200);
    const second = await campaignFor('autumn');
    await call('POST', `/api/v1/customer/campaign/${second}/send`, { cookie: admin.cookie, body: {} });
    await drain();
    expect(await outboxTo('una@example.com')).toHaveLength(1);
  });

  it('a worker dying after claiming, or before its commit, never leads to a second mail', async () => {
    for (let i = 0; i < 4; i++)
      await addCustomer(site, { firstName: `Crash${i}`, email: `crash${i}@example.com`, tags: ['crash'] });
    const id = await campaignFor('crash');
    await call('POST', `/api/v1/customer/campaign/${id}/send`, { cookie: admin.cookie, body: {} });
    // The start job only (resolves the recipients, queues the first batch).
    await runDueJobs(tdb.db, { max: 1 });
    const settings = { ratePerSecond: 1000, batchSize: 10, claimMs: 60_000 };
    // Dies right after claiming: rows are 'sending', no mail.
    await expect(
      runCampaignBatch(tdb.db, site.id, id, settings, {
        afterClaim: async () => {
          throw new Error('SIGKILL');
        },
      }),
    ).rejects.toThrow('SIGKILL');
    const claimed = await tdb.db
      .select()
      .from(campaignRecipients)
      .where(eq(campaignRecipients.campaignId, id));
    expect(claimed.every((r) => r.status === 'sending')).toBe(true);
    // Before the lease ends nobody takes them.
    await runCampaignBatch(tdb.db, site.id, id, settings);
    expect(await outboxTo('crash0@example.com')).toHaveLength(0);
    // The lease runs out: queued again, sent once. The second one dies inside its transaction (outbox row written, not committed).
    await tdb.db
      .update(campaignRecipients)
      .set({ claimedUntil: sql`now() - interval '1 second'` })
      .where(eq(campaignRecipients.campaignId, id));
    let killed = 0;
    await runCampaignBatch(tdb.db, site.id, id, settings, {
      beforeCommit: async () => {
        if (++killed === 2) throw new Error('SIGKILL');
      },
    });
    await drain();
    await tdb.db
      .update(campaignRecipients)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(campaignRecipients.campaignId, id));
    await runCampaignBatch(tdb.db, site.id, id, settings);
    for (let i = 0; i < 4; i++) expect(await outboxTo(`crash${i}@example.com`)).toHaveLength(1);
    const [c] = await tdb.db.select().from(campaigns).where(eq(campaigns.id, id));
    expect(c?.status).toBe('sent');
  });

  it('a worker killed before its commit group commits leaves no mail; the retry sends each once', async () => {
    for (let i = 0; i < 5; i++)
      await addCustomer(site, { firstName: `Group${i}`, email: `group${i}@example.com`, tags: ['group'] });
    const id = await campaignFor('group');
    await call('POST', `/api/v1/customer/campaign/${id}/send`, { cookie: admin.cookie, body: {} });
    await startCampaign(tdb.db, site.id, id);
    const settings = { ratePerSecond: 1000, batchSize: 10, claimMs: 60_000 };
    await expect(
      runCampaignBatch(tdb.db, site.id, id, settings, {
        beforeGroupCommit: async () => {
          throw new Error('SIGKILL');
        },
      }),
    ).rejects.toThrow('SIGKILL');
    for (let i = 0; i < 5; i++) expect(await outboxTo(`group${i}@example.com`)).toHaveLength(0);
    await tdb.db
      .update(campaignRecipients)
      .set({ claimedUntil: sql`now() - interval '1 second'` })
      .where(eq(campaignRecipients.campaignId, id));
    await runCampaignBatch(tdb.db, site.id, id, settings);
    for (let i = 0; i < 5; i++) expect(await outboxTo(`group${i}@example.com`)).toHaveLength(1);
  });

  it('a customer who unsubscribes after the batch was claimed is not mailed by it', async () => {
    await addCustomer(site, { firstName: 'Late', email: 'late@example.com', tags: ['late'] });
    const id = await campaignFor('late');
    await call('POST', `/api/v1/customer/campaign/${id}/send`, { cookie: admin.cookie, body: {} });
    await startCampaign(tdb.db, site.id, id);
    await runCampaignBatch(
      tdb.db,
      site.id,
      id,
      { ratePerSecond: 1000, batchSize: 10, claimMs: 60_000 },
      {
        afterClaim: async () => {
          await tdb.db
            .update(customers)
            .set({ subscribed: false })
            .where(eq(customers.email, 'late@example.com'));
        },
      },
    );
    expect(await outboxTo('late@example.com')).toHaveLength(0);
    const [r] = await tdb.db.select().from(campaignRecipients).where(eq(campaignRecipients.campaignId, id));
    expect(r).toMatchObject({ status: 'skipped', lastError: 'unsubscribed' });
  });

  it('a campaign cancelled mid-batch sends no more; a used template or segment cannot be deleted', async () => {
    for (let i = 0; i < 6; i++)
      await addCustomer(site, { firstName: `Stop${i}`, email: `stop${i}@example.com`, tags: ['stop'] });
    const id = await campaignFor('stop');
    await call('POST', `/api/v1/customer/campaign/${id}/send`, { cookie: admin.cookie, body: {} });
    await startCampaign(tdb.db, site.id, id);
    // Two mails a commit group: cancelled before the first group is written.
    await runCampaignBatch(
      tdb.db,
      site.id,
      id,
      { ratePerSecond: 2, batchSize: 10, claimMs: 60_000 },
      {
        afterClaim: async () => {
          expect(
            (await call('POST', `/api/v1/customer/campaign/${id}/cancel`, { cookie: admin.cookie })).status,
          ).toBe(200);
        },
      },
    );
    const view = await call('GET', `/api/v1/customer/campaign/${id}`, { cookie: admin.cookie });
    expect(view.json.data.status).toBe('cancelled');
    expect(view.json.data.counts.sent).toBeLessThanOrEqual(2);
    expect(view.json.data.counts.sent + view.json.data.counts.skipped).toBe(6);
    const page = await call('GET', `/api/v1/customer/notification?campaign_id=${id}&page=2`, {
      cookie: admin.cookie,
    });
    expect(page.json.data).toMatchObject({ count: 6, page: 2, results: [] });
    expect(
      (await call('GET', `/api/v1/customer/notification?campaign_id=${id}&page=0`, { cookie: admin.cookie }))
        .status,
    ).toBe(400);

    const [c] = await tdb.db.select().from(campaigns).where(eq(campaigns.id, id));
    const usedTemplate = await call('DELETE', `/api/v1/customer/template/${c?.templateId}`, {
      cookie: admin.cookie,
    });
    expect(usedTemplate.status).toBe(409);
    const usedSegment = await call('DELETE', `/api/v1/customer/segment/${c?.segmentId}`, {
      cookie: admin.cookie,
    });
    expect(usedSegment.status).toBe(409);
    const spare = await call('POST', '/api/v1/customer/template', {
      cookie: admin.cookie,
      body: { name: 'Spare', subject: 'S', body_html: '<p>B</p>' },
    });
    expect(
      (await call('DELETE', `/api/v1/customer/template/${spare.json.data.id}`, { cookie: admin.cookie }))
        .status,
    ).toBe(200);
    expect(
      (await call('DELETE', `/api/v1/customer/template/${spare.json.data.id}`, { cookie: admin.cookie }))
        .status,
    ).toBe(404);
  });

  it('a future scheduled_at schedules; the worker starts it when due; cancel stops it', async () => {
    await addCustomer(site, { firstName: 'Sched', email: 'sched@example.com', tags: ['sched'] });
    const id = await campaignFor('sched');
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const r = await call('POST', `/api/v1/customer/campaign/${id}/send`, {
      cookie: admin.cookie,
      body: { scheduled_at: at },
    });
    expect(r.json.data.status).toBe('scheduled');
    await drain();
    expect(await outboxTo('sched@example.com')).toHaveLength(0);
    // Its time comes.
    await tdb.db
      .update(campaigns)
      .set({ scheduledAt: sql`now() - interval '1 second'` })
      .where(eq(campaigns.id, id));
    await tdb.db
      .update(jobs)
      .set({ runAfter: sql`now()` })
      .where(sql`${jobs.payload}->>'campaignId' = ${id}`);
    await drain();
    expect(await outboxTo('sched@example.com')).toHaveLength(1);
    expect(
      (await call('POST', `/api/v1/customer/campaign/${id}/cancel`, { cookie: admin.cookie })).status,
    ).toBe(409);

    const other = await campaignFor('sched');
    await call('POST', `/api/v1/customer/campaign/${other}/send`, {
      cookie: admin.cookie,
      body: { scheduled_at: at },
    });
    const cancelled = await call('POST', `/api/v1/customer/campaign/${other}/cancel`, {
      cookie: admin.cookie,
    });
    expect(cancelled.json.data.status).toBe('cancelled');
    await tdb.db
      .update(jobs)
      .set({ runAfter: sql`now()` })
      .where(sql`${jobs.payload}->>'campaignId' = ${other}`);
    await drain();
    expect(await outboxTo('sched@example.com')).toHaveLength(1);
    const bad = await call('POST', `/api/v1/customer/campaign/${other}/send`, {
      cookie: admin.cookie,
      body: { scheduled_at: 'soon' },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.errors.scheduled_at).toBeDefined();
  });
});
