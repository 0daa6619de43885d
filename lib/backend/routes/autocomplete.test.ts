/** @jest-environment node */

import { eq } from 'drizzle-orm';
import { invalidateTenantIndex } from '@/lib/backend/search/tenant-index';
import {
  AUTOCOMPLETE_MODES as M,
  ZAutocompleteResponse,
  ZLocationGroupResponse,
} from '@/lib/contract/search';
import { inventoryHotels, tenants } from '@/lib/db/schema';
import { forTenant } from '@/lib/db/scoped';
import { asSiteMembers } from '@/tests/support/member-session';
import { type TestDatabase, testDrivers } from '@/tests/support/test-db';
import { createBackend } from '../app';
import { seedIfEmpty } from '../seed';

describe.each(testDrivers())('auto_complete and get_location_group_data on $name', ({ open }) => {
  let tdb: TestDatabase;
  let backend: ReturnType<typeof createBackend>;
  beforeAll(async () => {
    tdb = await open();
    await seedIfEmpty(tdb.db);
    // b2b is invitation-only: its calls here are a member's (the guard has its own suite).
    backend = asSiteMembers(createBackend({ db: async () => tdb.db, log: () => {} }));
  }, 120_000);
  afterAll(() => tdb.dispose());

  const get = (path: string, params: Record<string, string>, site: string | null = 'demo') =>
    backend.request(`${path}?${new URLSearchParams(params)}`, {
      headers: site ? { 'x-itinera-site': site } : {},
    });
  const items = async (
    params: Record<string, string>,
    site: string | null = 'demo',
    path = '/auto_complete',
  ) => {
    const res = await get(path, params, site);
    expect(res.status).toBe(200);
    return ZAutocompleteResponse.parse(await res.json()).data;
  };

  /** Every numeric mode, with a query and what the first item must be. */
  const MODES: [number, string, string, RegExp][] = [
    [M.default, 'par', 'City', /^Paris, France$/],
    [M.flight, 'jfk', 'Airport', /\(JFK\)/],
    [M.destinationHotels, 'goa', 'Region', /^Goa, India$/],
    [M.hotel, 'grand hotel lon', 'Hotel', /^Grand Hotel London, London, United Kingdom$/],
    [M.origin, 'lhr', 'Airport', /\(LHR\)/],
    [M.travelMode, 'tusc', 'Region', /^Tuscany/],
    [M.activity, 'eiffel', 'Activity', /^Eiffel Tower Summit Access, Paris/],
    [M.activityDestination, 'bali', 'Region', /^Bali, Indonesia$/],
    [M.selfDriveOrigin, 'lond', 'City', /^London, United Kingdom$/],
    [M.selfDriveDestination, 'cdg', 'Airport', /\(CDG\)/],
    [M.multicityDestination, 'rome', 'City', /^Rome, Italy$/],
    [M.hotelPickup, 'grand hotel par', 'Hotel', /^Grand Hotel Paris/],
    [M.rail, 'london', 'Station', /^London \(All stations\)/],
    [M.ferry, 'pira', 'Port', /^Piraeus/],
  ];

  it.each(MODES)('mode %i: %s → %s %s (old form, auto_complete)', async (mode, text, geo, name) => {
    const [first] = await items({
      text,
      mode: String(mode),
      location_ids: '',
      currency: 'GBP',
      offline: 'false',
    });
    expect(first?.geo_type).toBe(geo);
    expect(first?.name).toMatch(name);
  });

  it.each(MODES)('mode %i: %s (newer form, auto_complete/)', async (mode, text, geo) => {
    const [first] = await items(
      {
        text,
        mode: String(mode),
        only_recommended_locations: 'false',
        include_fields: '',
        providers: '',
        routeId: '',
        mapped_partners: '',
      },
      'demo',
      '/auto_complete/',
    );
    expect(first?.geo_type).toBe(geo);
  });

  it('mode 13 pickup entries carry hotel_name and hotel_id; type hotel_pickup', async () => {
    const [first] = await items({ text: 'grand hotel par', mode: '13' });
    expect(first?.type).toBe('hotel_pickup');
    expect(first?.hotel_name).toBe('Grand Hotel Paris');
    expect(first?.hotel_id).toBe('H-paris-1');
  });

  it('mode 13 lists the hubs a transfer can start at too, with their own type', async () => {
    const [airport] = await items({ text: 'cdg', mode: '13' });
    expect(airport).toMatchObject({ geo_type: 'Airport', type: 'airport', airport_code: 'CDG' });
    expect(airport?.hotel_name).toBeNull();
    const [port] = await items({ text: 'pira', mode: '13' });
    expect(port).toMatchObject({ geo_type: 'Port' });
    expect(port?.type).not.toBe('hotel_pickup');
  });

  it('mode 13 with a location and no text lists hotels there, nearest first', async () => {
    const found = await items({ text: '', mode: '13', location_id: 'place:hallstatt' });
    expect(found.map((i) => i.hotel_name)).toEqual(
      expect.arrayContaining(['Grand Hotel Hallstatt', 'Hallstatt Central Rooms']),
    );
    expect(found.every((i) => i.destination_location?.startsWith('Hallstatt'))).toBe(true);
  });

  it('nearby_geo (JSON) restricts the tenant inventory to around a point', async () => {
    const found = await items({
      text: 'grand',
      mode: '4',
      nearby_geo: JSON.stringify({ lat: 48.8566, lon: 2.3522 }),
    });
    expect(found.map((i) => i.name)).toEqual(['Grand Hotel Paris, Paris, France']);
  });

  it('activities carry price in the requested currency and disabled ones has_paid_activities false', async () => {
    const gbp = await items({ text: 'eiffel', mode: '7', currency: 'GBP' });
    const eur = await items({ text: 'eiffel', mode: '7', currency: 'EUR' });
    expect(gbp[0]?.currency).toBe('GBP');
    expect(eur[0]?.currency).toBe('EUR');
    expect(eur[0]?.price).not.toBe(gbp[0]?.price);
    const all = await items({ text: 'a', mode: '7', limit: '50' });
    expect(all.some((i) => i.has_paid_activities === false)).toBe(true);
  });

  it('mode 9 flags destinations with paid activities', async () => {
    const [bali] = await items({ text: 'bali', mode: '9' });
    expect(bali?.has_paid_activities).toBe(true);
    const [hilo] = await items({ text: 'greenland', mode: '9' });
    expect(hilo?.has_paid_activities).toBe(false);
  });

  it('include_fields keeps name, id and the listed fields only', async () => {
    const res = await get('/auto_complete', {
      text: 'par',
      mode: '1',
      include_fields: 'geo_type,loc_coordinates',
    });
    const json = (await res.json()) as { data: Record<string, unknown>[] };
    expect(Object.keys(json.data[0] ?? {}).sort()).toEqual(['geo_type', 'id', 'loc_coordinates', 'name']);
  });

  it('refuses an unknown mode and a malformed nearby_geo with field errors', async () => {
    const bad = await get('/auto_complete', { text: 'par', mode: '8' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors.mode).toBeDefined();
    const geo = await get('/auto_complete', { text: 'par', mode: '13', nearby_geo: '{lat:1}' });
    expect(geo.status).toBe(400);
  });

  it('agency_id: must match the calling site; without a site it names the tenant', async () => {
    expect(
      (await get('/auto_complete', { text: 'eiffel', mode: '7', agency_id: '1002' }, 'demo')).status,
    ).toBe(403);
    const [first] = await items({ text: 'eiffel', mode: '7', agency_id: '1002', currency: 'EUR' }, null);
    expect(first?.currency).toBe('EUR');
  });

  it('lets caches share an open site’s answers, never an invitation-only site’s', async () => {
    const open = await get('/auto_complete', { text: 'par', mode: '1' });
    expect(open.headers.get('cache-control')).toBe('public, max-age=300, stale-while-revalidate=3600');
    // b2b answers its members only (here a member's call): what they see stays theirs.
    const members = await get('/auto_complete', { text: 'par', mode: '1' }, 'b2b');
    expect(members.status).toBe(200);
    expect(members.headers.get('cache-control')).toBe('private, no-store');
  });

  it('tenants see only their own inventory', async () => {
    const [demo] = await tdb.db.select().from(tenants).where(eq(tenants.key, 'demo'));
    if (!demo) throw new Error('demo tenant missing');
    await forTenant(tdb.db, demo.id).insert(inventoryHotels, {
      code: 'H-only-demo',
      name: 'Zyzzyva Lodge',
      city: 'Paris',
      countryCode: 'FR',
      lat: 48.85,
      lon: 2.35,
      popularity: 10,
    });
    invalidateTenantIndex(demo.id);
    expect((await items({ text: 'zyzzyva', mode: '4' }, 'demo'))[0]?.name).toMatch(/^Zyzzyva Lodge/);
    expect(await items({ text: 'zyzzyva', mode: '4' }, 'b2b')).toEqual([]);
  });

  it('get_location_group_data: a list of lists of region items, all group types by default', async () => {
    const res = await get('/get_location_group_data', {});
    const { data } = ZLocationGroupResponse.parse(await res.json());
    expect(data).toHaveLength(3);
    expect(data[0]?.every((i) => i.geo_type === 'Continent')).toBe(true);
    expect(data[1]?.map((i) => i.name)).toEqual(
      expect.arrayContaining(['Bali, Indonesia', 'Tuscany, Italy']),
    );
    const only = ZLocationGroupResponse.parse(
      await (await get('/get_location_group_data', { group_types: 'Country' })).json(),
    );
    expect(only.data).toHaveLength(1);
    expect(only.data[0]?.length).toBeGreaterThan(240);
  });
});
