/** @jest-environment node */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { INVENTORY_KINDS } from '@/lib/client/console-inventory';
import type { Tenant } from '@/lib/db/schema';
import { SITE_HEADER } from '@/lib/tenant/site-header';
import { type TestDatabase, testDrivers } from '@/tests/support/test-db';
import { createBackend } from '../app';
import { importInventory } from '../inventory/import/import-inventory';
import { IMPORT_KINDS } from '../inventory/import/row-schemas';
import { makeSite, makeUser } from '../quotations/test-helpers';
import { getTenantIndex } from '../search/tenant-index';

/**
 * The console's inventory on the server (issue 32 item 5): the CSVs `npm run inventory:import`
 * takes, uploaded as the body; a file with any bad row writes nothing and says which rows; what is
 * on sale; an audit row per upload; only the site's agency admin (or a SuperAdmin) gets in.
 */

interface Json {
  [key: string]: Json;
}
type Who = { cookie: string };
interface OnSale {
  counts: Record<string, number>;
  hotels: { code: string; name: string; city: string; stars: number | null; room_types: number }[];
  hotels_truncated: boolean;
}

const example = (kind: string) =>
  readFile(path.join(process.cwd(), 'examples/inventory', `${kind}.csv`), 'utf8');

describe.each(testDrivers())('console inventory on $name', ({ open }) => {
  let tdb: TestDatabase;
  let backend: ReturnType<typeof createBackend>;
  let site: Tenant;
  let admin: Who;

  const upload = async (
    kind: string,
    csv: string | ReadableStream<Uint8Array>,
    who: Who | null = admin,
    type = 'text/csv; charset=utf-8',
    siteKey = 'consoleinv',
  ) => {
    const res = await backend.request(`/api/console/inventory/${kind}`, {
      method: 'POST',
      headers: { [SITE_HEADER]: siteKey, 'content-type': type, ...(who ? { cookie: who.cookie } : {}) },
      body: csv,
      ...(typeof csv === 'string' ? {} : { duplex: 'half' }),
    } as RequestInit);
    return { status: res.status, json: (await res.json()) as Json };
  };
  const get = async (path: string, who: Who | null = admin, siteKey = 'consoleinv') => {
    const res = await backend.request(path, {
      headers: { [SITE_HEADER]: siteKey, ...(who ? { cookie: who.cookie } : {}) },
    });
    return { status: res.status, json: (await res.json()) as Json };
  };
  const onSale = async (who: Who = admin, siteKey = 'consoleinv') => {
    const r = await get('/api/console/inventory', who, siteKey);
    expect(r.status).toBe(200);
    return r.json.data as unknown as OnSale;
  };
  const changes = async () =>
    (await get('/api/console/changes')).json.data as unknown as {
      area: string;
      action: string;
      subject: string;
      details: Record<string, unknown>;
    }[];

  beforeAll(async () => {
    tdb = await open();
    backend = createBackend({ db: async () => tdb.db, log: () => {} });
    site = await makeSite(tdb.db, 'consoleinv', 4747);
    admin = await makeUser(tdb.db, site, 'Agency Admin');
  });
  afterAll(async () => tdb.close());

  it('offers the browser the kinds the import takes, in its order', () => {
    expect([...INVENTORY_KINDS]).toEqual([...IMPORT_KINDS]);
  });

  it('imports the hotels and their room types, shows them on sale, logs each upload and refreshes search', async () => {
    const empty = await onSale();
    expect(Object.keys(empty.counts).sort()).toEqual([...IMPORT_KINDS].sort());
    expect(Object.values(empty.counts).every((n) => n === 0)).toBe(true);
    expect(empty.hotels).toEqual([]);
    // Search has indexed the site (no hotel yet): the upload must make it look again.
    const before = await getTenantIndex(tdb.db, site.id);
    expect(before.places.some((p) => p.id === 'hotel:ACME-POR-1')).toBe(false);

    const hotels = await upload('hotels', await example('hotels'));
    expect(hotels).toEqual({ status: 200, json: { success: true, data: { imported: 3 } } });
    expect((await getTenantIndex(tdb.db, site.id)).places.some((p) => p.id === 'hotel:ACME-POR-1')).toBe(
      true,
    );
    const rooms = await upload('room_types', await example('room_types'));
    expect(rooms.json.data).toEqual({ imported: 4 });

    const now = await onSale();
    expect(now.counts).toMatchObject({ hotels: 3, room_types: 4, rates: 0 });
    expect(now.hotels_truncated).toBe(false);
    const roomsPerHotel = new Map(
      (await example('room_types'))
        .trim()
        .split('\n')
        .slice(1)
        .map((l) => l.split(',')[0])
        .reduce((m, code) => m.set(code, (m.get(code) ?? 0) + 1), new Map<string | undefined, number>()),
    );
    expect(now.hotels).toEqual([
      {
        code: 'ACME-SEV-1',
        name: 'Alcázar Palace Hotel',
        city: 'Seville',
        stars: 5,
        room_types: roomsPerHotel.get('ACME-SEV-1') ?? 0,
      },
      {
        code: 'ACME-POR-2',
        name: 'Aliados Budget Rooms',
        city: 'Porto',
        stars: 3,
        room_types: roomsPerHotel.get('ACME-POR-2') ?? 0,
      },
      {
        code: 'ACME-POR-1',
        name: 'Ribeira Riverside Hotel',
        city: 'Porto',
        stars: 4,
        room_types: roomsPerHotel.get('ACME-POR-1') ?? 0,
      },
    ]);

    const log = await changes();
    expect(log.slice(0, 2).map((l) => [l.area, l.action, l.subject, l.details])).toEqual([
      ['inventory', 'upload', 'room_types', { rows: 4 }],
      ['inventory', 'upload', 'hotels', { rows: 3 }],
    ]);

    // Another site's console sees none of it.
    const other = await makeSite(tdb.db, 'consoleinv2', 4748);
    const otherAdmin = await makeUser(tdb.db, other, 'Agency Admin');
    const theirs = await onSale(otherAdmin, 'consoleinv2');
    expect(theirs.counts.hotels).toBe(0);
    expect(theirs.hotels).toEqual([]);
  });

  it('refuses a file with bad rows, naming each row as the command does, and writes none of it', async () => {
    const before = await onSale();
    const logged = (await changes()).length;
    const csv = [
      'code,name,city,country_code,lat,lon,stars',
      'ACME-NEW-1,Good New Hotel,Porto,PT,41.1,-8.6,4',
      'ACME-NEW-2,Too Many Stars,Porto,PT,41.1,-8.6,9',
      'ACME-NEW-3,Nowhere,Porto,PT,123,-8.6,3',
    ].join('\n');
    const r = await upload('hotels', csv);
    expect(r.status).toBe(400);
    expect(r.json.message).toBe('line 3, column stars: must be 0–5');
    const report = r.json.errors?.report as unknown as string[];
    expect(report).toEqual([
      'line 3, column stars: must be 0–5',
      'line 4, column lat: must be a number from -90 to 90',
    ]);
    expect(r.json.errors?.columns).toEqual(expect.arrayContaining(['code', 'name', 'stars', 'images']));
    expect(r.json.errors?.rows).toEqual([
      { line: 3, column: 'stars', message: 'must be 0–5' },
      { line: 4, column: 'lat', message: 'must be a number from -90 to 90' },
    ]);

    const after = await onSale();
    expect(after.counts).toEqual(before.counts);
    expect(after.hotels.map((h) => h.code)).not.toContain('ACME-NEW-1');
    expect(await changes()).toHaveLength(logged);

    // A room type of a hotel the site does not have: the import's own check, same report.
    const [columns, firstRoom] = (await example('room_types')).split('\n');
    const orphan = await upload('room_types', `${columns}\n${firstRoom?.replace(/^ACME-POR-1,/, 'NOPE,')}\n`);
    expect(orphan.status).toBe(400);
    expect(orphan.json.errors?.rows).toEqual([
      { line: 2, column: 'hotel_code', message: "no hotel 'NOPE' in this agency's inventory" },
    ]);
  });

  it('writes the rows and the audit row together or not at all', async () => {
    const before = await onSale();
    const csv = 'code,name,city,country_code,lat,lon,stars\nACME-TX-1,Rolled Back,Porto,PT,41.1,-8.6,4\n';
    await expect(
      importInventory(tdb.db, site.id, 'hotels', csv, {
        alsoInTransaction: async () => {
          throw new Error('audit refused');
        },
      }),
    ).rejects.toThrow('audit refused');
    expect((await onSale()).counts.hotels).toBe(before.counts.hotels);
  });

  it('names the kind, the empty file, the type and the size it refuses', async () => {
    const unknown = await upload('spaceships', 'code\nX\n');
    expect(unknown.status).toBe(400);
    expect(unknown.json.message).toBe(`kind: must be one of ${IMPORT_KINDS.join(', ')}`);
    expect(unknown.json.errors?.kind).toBeDefined();

    const empty = await upload('hotels', '  \n');
    expect(empty.status).toBe(400);
    expect(empty.json.message).toMatch(/^csv: /);

    const json = await upload('hotels', '{"rows":[]}', admin, 'application/json');
    expect(json.status).toBe(415);
    expect(json.json.message).toMatch(/^content-type: /);

    const notText = await upload('hotels', new Blob([new Uint8Array([0xff, 0xfe, 0x00])]).stream());
    expect(notText.status).toBe(400);
    expect(notText.json.message).toMatch(/^csv: /);

    const header = 'code,name,city,country_code,lat,lon,stars\n';
    const big = header + 'X'.repeat(5 * 1024 * 1024);
    expect((await upload('hotels', big)).status).toBe(413);
    // Without a Content-Length (streamed), refused once it passes the limit.
    const streamed = new Blob([big]).stream();
    expect((await upload('hotels', streamed)).status).toBe(413);
    // Just under the limit is read (and refused for its rows, not its size).
    const under = `${header}A,B,Porto,PT,41,-8,${'9'.repeat(5 * 1024 * 1024 - header.length - 20)}\n`;
    expect((await upload('hotels', under)).status).toBe(400);
  });

  it('lets in only the agency admin or a SuperAdmin of this site', async () => {
    const csv = await example('hotels');
    expect((await get('/api/console/inventory', null)).status).toBe(401);
    expect((await upload('hotels', csv, null)).status).toBe(401);
    for (const role of ['Consumer', 'Agency Employee', 'Agency']) {
      const who = await makeUser(tdb.db, site, role);
      expect((await get('/api/console/inventory', who)).status).toBe(403);
      expect((await upload('hotels', csv, who)).status).toBe(403);
      // Refused before the kind is looked at.
      expect((await upload('spaceships', csv, who)).status).toBe(403);
    }
    const superAdmin = await makeUser(tdb.db, site, 'SuperAdmin');
    expect((await get('/api/console/inventory', superAdmin)).status).toBe(200);
    expect((await upload('hotels', csv, superAdmin)).status).toBe(200);
    // Another site's admin, with their own site's session: refused here.
    const other = await makeSite(tdb.db, 'consoleinv3', 4749);
    const otherAdmin = await makeUser(tdb.db, other, 'Agency Admin');
    expect((await get('/api/console/inventory', otherAdmin)).status).toBe(403);
    expect((await upload('hotels', csv, otherAdmin)).status).toBe(403);
  });
});
