/** @jest-environment node */
import { eq, sql } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { LOCALE_HEADER } from '@/i18n/routing';
import { claimJob, runDueJobs, startJobWorker, stopJobWorker } from '@/lib/backend/jobs';
import { FIXTURE_SEARCH, fixtureVariant } from '@/lib/backend/pdf/fixtures';
import { setPackageLoader } from '@/lib/backend/pdf/package-loader';
import { ZPdfGenerateResponse, ZPdfGetResponse } from '@/lib/contract/planner';
import { jobs, leads, pdfDocuments, quotations, type Tenant } from '@/lib/db/schema';
import { SITE_HEADER } from '@/lib/tenant/site-header';
import { asSiteMembers } from '@/tests/support/member-session';
import { type TestDatabase, testDrivers } from '@/tests/support/test-db';
import { createBackend } from '../app';
import { seedUsers } from '../auth/seed-users';
import { demoTenants, makeLead, makeUser } from '../quotations/test-helpers';

interface Json {
  [key: string]: Json;
  errors: Json;
}

const PACKAGE = 'PKGTEST00001';
const pdfText = async (buf: Uint8Array) => {
  const parser = new PDFParse({ data: buf });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
};

describe.each(testDrivers())('PDF calls on $name', ({ open }) => {
  let tdb: TestDatabase;
  let backend: ReturnType<typeof createBackend>;
  let demo: Tenant;
  let b2b: Tenant;
  const quiet = { log: () => {} };
  beforeAll(async () => {
    process.env.JOB_WORKER = 'off';
    tdb = await open();
    ({ demo, b2b } = await demoTenants(tdb.db));
    await seedUsers(tdb.db);
    // b2b is invitation-only: its calls here are a member's (the guard has its own suite).
    backend = asSiteMembers(createBackend({ db: async () => tdb.db, log: () => {} }));
    // The demo tenant has one planned package with three options; nobody else has any.
    setPackageLoader(async (_db, tenant, packageId) =>
      tenant.id === demo.id && packageId.toUpperCase() === PACKAGE
        ? { search: FIXTURE_SEARCH, variants: [0, 1, 2].map((i) => fixtureVariant(i)) }
        : null,
    );
  }, 120_000);
  afterAll(async () => {
    await stopJobWorker();
    setPackageLoader(undefined);
    delete process.env.JOB_WORKER;
    await tdb.dispose();
  });

  type CallOpts = { site?: string; cookie?: string; locale?: string };
  const post = async (path: string, body: unknown, opts: CallOpts = {}) => {
    const res = await backend.request(path, {
      method: 'POST',
      headers: {
        [SITE_HEADER]: opts.site ?? 'demo',
        'content-type': 'application/json',
        ...(opts.cookie ? { cookie: opts.cookie } : {}),
        ...(opts.locale ? { [LOCALE_HEADER]: opts.locale } : {}),
      },
      body: JSON.stringify(body),
    });
    return { status: res.status, json: (await res.json()) as Json };
  };
  const generate = (type: string, data: unknown, opts: CallOpts = {}) =>
    post('/api/pdf/generate/', { type, data }, opts);
  const poll = async (refKey: string, site = 'demo') => {
    const r = await post('/api/pdf/get/', { ref_key: refKey }, { site });
    return { status: r.status, body: r.status === 200 ? ZPdfGetResponse.parse(r.json) : null, json: r.json };
  };
  /** The generation's answer once it is done or failed (a running worker finishing it), else the last seen. */
  const finished = async (refKey: string) => {
    const until = Date.now() + 20_000;
    let body = (await poll(refKey)).body;
    while (Date.now() < until && body?.status !== 'done' && body?.status !== 'failed') {
      await new Promise((r) => setTimeout(r, 50));
      body = (await poll(refKey)).body;
    }
    return body;
  };
  const download = (path: string, site = 'demo') =>
    backend.request(path.replace(/^\/api\//, '/'), { headers: { [SITE_HEADER]: site } });
  const refKeyOf = (r: { status: number; json: Json }) => {
    expect(r.status).toBe(200);
    return ZPdfGenerateResponse.parse(r.json).ref_key;
  };

  it('generates a quotation PDF in the background: pending, then a downloadable branded file', async () => {
    const agent = await makeUser(tdb.db, demo, 'Agency Employee');
    const lead = await makeLead(tdb.db, demo);
    const q = await post('/generate_quotation', { lead_id: lead.id }, { cookie: agent.cookie });
    expect(q.status).toBe(200);
    const refKey = refKeyOf(await generate('quotation', lead.id));
    expect(refKey).toMatch(/^[0-9a-f]{32}$/);

    const before = await poll(refKey);
    expect(before.body).toEqual({ success: false, status: 'pending', path: [], message: null });

    expect(await runDueJobs(tdb.db, quiet)).toBe(1);
    const after = await poll(refKey);
    expect(after.body?.success).toBe(true);
    expect(after.body?.status).toBe('done');
    const path = after.body?.path[0] ?? '';
    expect(path).toMatch(
      new RegExp(`^/api/api/pdf/file/${refKey}/Quotation-OPP-1001-\\d{6}-Paris-Rome\\.pdf$`),
    );

    const res = await download(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="Quotation-OPP-1001-\d{6}-Paris-Rome\.pdf"$/,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const text = await pdfText(bytes);
    expect(text).toContain('Wanderlight Holidays');
    expect(text).toContain('£4,126.78');
    expect(text).toContain(String(q.json.opp_id));
    expect(text).toContain('Paris & Rome');
    // The quotation now points at its PDF.
    const [row] = await tdb.db.select().from(quotations).where(eq(quotations.leadId, lead.id));
    expect(row?.quotePdf).toBe(path);
  });

  it('prints in the language of the page that asked, or the site default for one it does not offer', async () => {
    const french = refKeyOf(await generate('package_list', { package_id: PACKAGE }, { locale: 'fr-FR' }));
    const agent = await makeUser(tdb.db, demo, 'Agency Employee');
    const arabic = refKeyOf(
      await generate('quotation', (await makeLead(tdb.db, demo)).id, {
        locale: 'ar-AE',
        cookie: agent.cookie,
      }),
    );
    const unknown = refKeyOf(await generate('package_list', { package_id: PACKAGE }, { locale: 'xx-YY' }));
    expect(await runDueJobs(tdb.db, quiet)).toBe(3);
    const textOfDoc = async (refKey: string) => {
      const path = (await poll(refKey)).body?.path[0] ?? '';
      return pdfText(new Uint8Array(await (await download(path)).arrayBuffer()));
    };
    const fr = await textOfDoc(french);
    expect(fr).toContain('Options de voyage');
    expect(fr).toContain('Ville de départ');
    expect(fr).not.toContain('Trip options');
    expect(await textOfDoc(arabic)).toContain('عرض سعر');
    expect(await textOfDoc(unknown)).toContain('Trip options');
    const [stored] = await tdb.db.select().from(pdfDocuments).where(eq(pdfDocuments.refKey, french));
    expect(stored?.request).toMatchObject({ type: 'package_list', locale: 'fr-FR' });
  });

  it('prints a package list and a package detail (by index, or by lead with its changes)', async () => {
    const list = refKeyOf(await generate('package_list', { package_id: PACKAGE }));
    const byIndex = refKeyOf(
      await generate('package_detail', { package_id: PACKAGE.toLowerCase(), index: 2 }),
    );
    const lead = await makeLead(tdb.db, demo, {
      variant: fixtureVariant(1, { title: 'Changed by the traveller' }),
    });
    const byLead = refKeyOf(
      await generate('package_detail', { package_id: PACKAGE, index: 0, lead_id: lead.id }),
    );
    expect(await runDueJobs(tdb.db, quiet)).toBe(3);

    const textOf = async (refKey: string) => {
      const p = await poll(refKey);
      expect(p.body?.status).toBe('done');
      return pdfText(new Uint8Array(await (await download(p.body?.path[0] ?? '')).arrayBuffer()));
    };
    const listText = await textOf(list);
    for (const amount of ['£4,126.78', '£4,869.60', '£5,612.42']) expect(listText).toContain(amount);
    expect(listText).toContain('Option 3: Luxury');
    expect(await textOf(byIndex)).toContain('£5,612.42');
    const leadText = await textOf(byLead);
    expect(leadText).toContain('Changed by the traveller');
    expect(leadText).toContain('Wanderlight Holidays');
  });

  it.each([
    [
      'an unknown type',
      { type: 'invoice', data: 'x' },
      400,
      'Please choose a PDF type: quotation, package_list, package_detail.',
    ],
    ['no type', { data: 'x' }, 400, 'Please choose a PDF type: quotation, package_list, package_detail.'],
    ['no data', { type: 'quotation' }, 400, 'Please say which trip the PDF is for.'],
    [
      'an unknown lead',
      { type: 'quotation', data: '00000000-0000-4000-8000-000000000000' },
      404,
      'We could not find this itinerary.',
    ],
    [
      'a malformed lead id',
      { type: 'quotation', data: 'DROP TABLE' },
      404,
      'We could not find this itinerary.',
    ],
    [
      'an unknown package',
      { type: 'package_list', data: { package_id: 'NOPE12345678' } },
      404,
      'We could not find this trip. Please search again.',
    ],
    [
      'an option that does not exist',
      { type: 'package_detail', data: { package_id: PACKAGE, index: 9 } },
      404,
      'We could not find this trip option. Please choose one from the list.',
    ],
    [
      'a missing index',
      { type: 'package_detail', data: { package_id: PACKAGE } },
      400,
      'Please choose a trip option from the list.',
    ],
  ])('refuses %s with a clear message', async (_l, body, status, message) => {
    const r = await post('/api/pdf/generate/', body);
    expect(r.status).toBe(status);
    expect(r.json.message).toBe(message);
  });

  it('accepts the original form-encoded body with data holding JSON', async () => {
    const res = await backend.request('/api/pdf/generate/', {
      method: 'POST',
      headers: { [SITE_HEADER]: 'demo', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        type: 'package_list',
        data: JSON.stringify({ package_id: PACKAGE }),
      }).toString(),
    });
    expect(res.status).toBe(200);
    expect(ZPdfGenerateResponse.parse(await res.json()).success).toBe(true);
  });

  it("keeps tenants apart: another tenant's package, lead, ref_key and file are unknown", async () => {
    expect((await generate('package_list', { package_id: PACKAGE }, { site: 'b2b' })).status).toBe(404);
    const demoLead = await makeLead(tdb.db, demo);
    expect((await generate('quotation', demoLead.id, { site: 'b2b' })).status).toBe(404);
    const refKey = refKeyOf(await generate('quotation', demoLead.id));
    await runDueJobs(tdb.db, quiet);
    const ok = await poll(refKey);
    expect(ok.body?.status).toBe('done');
    const other = await poll(refKey, 'b2b');
    expect(other.status).toBe(404);
    expect(other.json.message).toBe('We could not find this PDF.');
    expect((await download(ok.body?.path[0] ?? '', 'b2b')).status).toBe(404);
    expect(b2b.id).not.toBe(demo.id);
  });

  it("needs sign-in for a signed-in traveller's lead and hides it from other travellers", async () => {
    const owner = await makeUser(tdb.db, demo, 'Consumer');
    const stranger = await makeUser(tdb.db, demo, 'Consumer');
    const lead = await makeLead(tdb.db, demo, { userId: owner.user.id });
    expect((await generate('quotation', lead.id)).status).toBe(401);
    expect((await generate('quotation', lead.id, { cookie: stranger.cookie })).status).toBe(404);
    expect((await generate('quotation', lead.id, { cookie: owner.cookie })).status).toBe(200);
  });

  it('answers get and file calls for unknown or unfinished documents clearly', async () => {
    const missing = await post('/api/pdf/get/', {});
    expect(missing.status).toBe(400);
    expect(missing.json.message).toBe('Please send the ref_key of the PDF.');
    expect((await poll('0'.repeat(32))).status).toBe(404);
    const refKey = refKeyOf(await generate('package_list', { package_id: PACKAGE }));
    expect((await download(`/api/api/pdf/file/${refKey}/x.pdf`)).status).toBe(409);
    await runDueJobs(tdb.db, quiet);
  });

  it('reports a failed generation with the spec message', async () => {
    const lead = await makeLead(tdb.db, demo);
    const refKey = refKeyOf(await generate('quotation', lead.id));
    await tdb.db.delete(leads).where(eq(leads.id, lead.id)); // gone before the job runs
    await runDueJobs(tdb.db, quiet);
    expect((await poll(refKey)).body).toEqual({
      success: false,
      status: 'failed',
      path: [],
      message: 'Oops! PDF Download failed. Please try again later',
    });
  });

  it('finishes a generation whose server died mid-way once a new server starts', async () => {
    const refKey = refKeyOf(await generate('package_list', { package_id: PACKAGE }));
    // The old server claimed the job (and marked it running) and then died.
    const claimed = await claimJob(tdb.db, { leaseMs: 60_000 });
    expect(claimed?.type).toBe('pdf.generate');
    await tdb.db.update(pdfDocuments).set({ status: 'running' }).where(eq(pdfDocuments.refKey, refKey));
    expect((await poll(refKey)).body?.status).toBe('running');
    // Time passes: the dead server's lease runs out (on the database's clock, which the queue reads).
    await tdb.db
      .update(jobs)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(jobs.id, claimed?.id ?? ''));
    // The new server's worker (started at server start) takes it over.
    const stop = startJobWorker(async () => tdb.db, { pollMs: 60_000, ...quiet });
    try {
      expect(await finished(refKey)).toMatchObject({ success: true, status: 'done' });
    } finally {
      await stop();
    }
    const [job] = await tdb.db
      .select()
      .from(jobs)
      .where(eq(jobs.id, claimed?.id ?? ''));
    expect(job).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('with the in-process worker on, a generation completes by itself', async () => {
    delete process.env.JOB_WORKER;
    try {
      const refKey = refKeyOf(await generate('package_detail', { package_id: PACKAGE, index: 0 }));
      // generate started this process's worker on the queued job.
      expect(await finished(refKey)).toMatchObject({ success: true, status: 'done' });
    } finally {
      await stopJobWorker();
      process.env.JOB_WORKER = 'off';
    }
  });
});
