/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { siteVersions, type Tenant, tenants } from '@/lib/db/schema';
import { SITE_HEADER } from '@/lib/tenant/site-header';
import { type TestDatabase, testDrivers } from '@/tests/support/test-db';
import { createBackend } from '../app';
import { SITE_CHANGED_MESSAGE } from '../console/site-versions';
import { makeSite, makeUser } from '../quotations/test-helpers';

/**
 * The site console on the server (issue 32): publish a new configuration as a version, refuse a
 * stale draft (two admins), refuse an invalid one field by field, restore an earlier version; only
 * the site's agency admin (or a SuperAdmin) gets in.
 */

interface Json {
  [key: string]: Json;
}
type Who = { cookie: string };

describe.each(testDrivers())('site console on $name', ({ open }) => {
  let tdb: TestDatabase;
  let backend: ReturnType<typeof createBackend>;
  let site: Tenant;
  let admin: Who;
  const expired: string[][] = [];

  const call = async (
    method: 'GET' | 'POST',
    path: string,
    who: Who | null,
    body?: unknown,
    siteKey = 'consolet',
  ) => {
    const res = await backend.request(path, {
      method,
      headers: {
        [SITE_HEADER]: siteKey,
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(who ? { cookie: who.cookie } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return { status: res.status, json: (await res.json()) as Json };
  };
  const view = async () => {
    const r = await call('GET', '/api/console/site', admin);
    expect(r.status).toBe(200);
    return r.json.data as unknown as {
      version: number;
      config: Record<string, unknown>;
      versions: {
        version: number;
        action: string;
        author: string | null;
        changes: string[];
        restored_from: number | null;
      }[];
    };
  };

  beforeAll(async () => {
    tdb = await open();
    backend = createBackend({
      db: async () => tdb.db,
      log: () => {},
      revalidateSites: (s) => expired.push(s),
    });
    site = await makeSite(tdb.db, 'consolet', 4545);
    admin = await makeUser(tdb.db, site, 'Agency Admin');
  });
  afterAll(async () => tdb.close());

  it('publishes a change as a version, keeps the original, expires the site and restores it', async () => {
    const before = await view();
    expect(before.versions).toEqual([]);
    const config = { ...before.config, main_button_color: '#aa0000', tagline: 'New words' };
    const published = await call('POST', '/api/console/site/publish', admin, {
      base_version: before.version,
      config,
    });
    expect(published.status).toBe(200);
    expect(published.json.data).toEqual({ version: before.version + 1 });
    expect(expired.at(-1)).toEqual(['consolet']);

    const after = await view();
    expect(after.config.main_button_color).toBe('#aa0000');
    expect(after.versions.map((v) => [v.version, v.action, v.changes])).toEqual([
      [before.version + 1, 'publish', ['main_button_color', 'tagline']],
      [before.version, 'original', []],
    ]);
    expect(after.versions[0]?.author).toMatch(/@consolet\.example$/);

    const restored = await call('POST', '/api/console/site/restore', admin, {
      base_version: after.version,
      version: before.version,
    });
    expect(restored.status).toBe(200);
    const back = await view();
    expect(back.config.main_button_color).toBe(before.config.main_button_color);
    expect(back.versions[0]).toMatchObject({ action: 'restore', restored_from: before.version });
    const [row] = await tdb.db.select().from(tenants).where(eq(tenants.id, site.id));
    expect(row?.config.tagline).toBe(before.config.tagline);

    // Both changes are in the console's audit log, newest first, with who made them.
    const log = await call('GET', '/api/console/changes', admin);
    expect(log.status).toBe(200);
    const lines = log.json.data as unknown as {
      area: string;
      action: string;
      subject: string;
      actor: string;
    }[];
    expect(lines.map((l) => [l.area, l.action, l.subject])).toEqual([
      ['site', 'restore', `version ${before.version + 2}`],
      ['site', 'publish', `version ${before.version + 1}`],
    ]);
    expect(lines[0]?.actor).toMatch(/@consolet\.example$/);
  });

  it('refuses a draft made before someone else published (409), and two raced publishes make one version', async () => {
    const now = await view();
    const draft = (color: string) => ({
      base_version: now.version,
      config: { ...now.config, main_button_color: color },
    });
    const raced = await Promise.all([
      call('POST', '/api/console/site/publish', admin, draft('#00aa00')),
      call('POST', '/api/console/site/publish', admin, draft('#0000aa')),
    ]);
    expect(raced.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(raced.find((r) => r.status === 409)?.json.errors?.message).toBe(SITE_CHANGED_MESSAGE);
    const rows = await tdb.db.select().from(siteVersions).where(eq(siteVersions.tenantId, site.id));
    expect(rows.filter((r) => r.version === now.version + 1)).toHaveLength(1);
  });

  it('names each invalid field and changes nothing', async () => {
    const now = await view();
    const r = await call('POST', '/api/console/site/publish', admin, {
      base_version: now.version,
      config: { ...now.config, main_button_color: 'blue', agency_id: 1, subdomain: 'other', surprise: 1 },
    });
    expect(r.status).toBe(400);
    const errors = r.json.errors?.errors as unknown as string[];
    expect(errors).toEqual(
      expect.arrayContaining([
        'config.subdomain: Must stay consolet',
        'config.agency_id: Must stay 4545',
        'config.main_button_color: Expected a hex colour such as #0b5cad',
        'config: Unrecognized key: "surprise"',
      ]),
    );
    expect((await view()).version).toBe(now.version);
  });

  it("keeps each admin's preview draft for that admin only, checked as a publish, without changing the site", async () => {
    const now = await view();
    const bad = await call('POST', '/api/console/site/draft', admin, {
      config: { ...now.config, main_button_color: 'blue' },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.errors?.errors).toEqual([
      'config.main_button_color: Expected a hex colour such as #0b5cad',
    ]);
    expect((await call('GET', '/api/console/site/draft', admin)).status).toBe(404);

    const draft = { ...now.config, main_button_color: '#123456' };
    expect((await call('POST', '/api/console/site/draft', admin, { config: draft })).status).toBe(200);
    const again = { ...now.config, main_button_color: '#654321' };
    expect((await call('POST', '/api/console/site/draft', admin, { config: again })).status).toBe(200);
    const mine = await call('GET', '/api/console/site/draft', admin);
    expect(mine.status).toBe(200);
    expect(mine.json.data?.main_button_color).toBe('#654321');

    // Another admin of the same site has no draft of theirs; the site itself is unchanged.
    const colleague = await makeUser(tdb.db, site, 'Agency Admin');
    expect((await call('GET', '/api/console/site/draft', colleague)).status).toBe(404);
    const after = await view();
    expect([after.version, after.config.main_button_color]).toEqual([
      now.version,
      now.config.main_button_color,
    ]);
    const log = await call('GET', '/api/console/changes', admin);
    expect((log.json.data as unknown as unknown[]).length).toBe(
      (after.versions.length > 0 ? after.versions.filter((v) => v.action !== 'original') : []).length,
    );
  });

  it('lets in only the agency admin or a SuperAdmin of this site', async () => {
    const body = { base_version: 1, config: {} };
    expect((await call('GET', '/api/console/site', null)).status).toBe(401);
    for (const role of ['Consumer', 'Agency Employee', 'Agency']) {
      const who = await makeUser(tdb.db, site, role);
      expect((await call('GET', '/api/console/site', who)).status).toBe(403);
      expect((await call('GET', '/api/console/changes', who)).status).toBe(403);
      expect((await call('GET', '/api/console/site/draft', who)).status).toBe(403);
      expect((await call('POST', '/api/console/site/draft', who, { config: {} })).status).toBe(403);
      expect((await call('POST', '/api/console/site/publish', who, body)).status).toBe(403);
      expect(
        (await call('POST', '/api/console/site/restore', who, { base_version: 1, version: 1 })).status,
      ).toBe(403);
    }
    const superAdmin = await makeUser(tdb.db, site, 'SuperAdmin');
    expect((await call('GET', '/api/console/site', superAdmin)).status).toBe(200);
    // Another site's admin, with their own site's session: refused here.
    const other = await makeSite(tdb.db, 'consolet2', 4546);
    const otherAdmin = await makeUser(tdb.db, other, 'Agency Admin');
    expect((await call('GET', '/api/console/site', otherAdmin)).status).toBe(403);
  });

  it('on an invitation-only site answers the same: its own admin in, 401 signed out, 403 for the rest', async () => {
    const closed = await makeSite(tdb.db, 'consolet3', 4547);
    await tdb.db
      .update(tenants)
      .set({ config: { ...closed.config, invite_only: true } })
      .where(eq(tenants.id, closed.id));
    const closedAdmin = await makeUser(tdb.db, closed, 'Agency Admin');
    const stranger = await makeUser(tdb.db, site, 'Agency Admin');
    const get = (who: Who | null) => call('GET', '/api/console/site', who, undefined, 'consolet3');
    expect((await get(closedAdmin)).status).toBe(200);
    expect((await get(null)).status).toBe(401);
    expect((await get(await makeUser(tdb.db, closed, 'Consumer'))).status).toBe(403);
    // Another site's admin, with their own site's session.
    expect((await get(stranger)).status).toBe(403);
    // Every other call of the site still asks a stranger to sign in (the members-only guard).
    const other = await call('GET', '/get_agent_queries', stranger, undefined, 'consolet3');
    expect(other.status).toBe(401);
  });
});
