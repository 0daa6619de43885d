/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { earliestToday } from '@/lib/contract/search-api';
import { searches, tenants } from '@/lib/db/schema';
import { forTenant } from '@/lib/db/scoped';
import { SITE_HEADER } from '@/lib/tenant/site-header';
import { useSeededBackend } from '@/tests/support/seeded-backend';
import { testDrivers } from '@/tests/support/test-db';

const inDays = (n: number) => {
  const d = new Date(`${earliestToday()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

const london = { name: 'London, United Kingdom', id: 'city:2643743', geo_type: 'City', type: 'location' };
const paris = { name: 'Paris, France', id: 'city:2988507', geo_type: 'City', type: 'location' };
const rome = { name: 'Rome, Italy', id: 'city:3169070', geo_type: 'City', type: 'location' };

const tripSearch = () => ({
  mode: 'travel_and_stay',
  origin: london,
  destination: [paris, rome],
  start_date: inDays(30),
  nights: [3, 4],
  rooms: [{ adults: 2, children: [8], infants: 0 }],
  currency: 'EUR',
});

describe.each(testDrivers())('POST v2/search_api on $name', ({ open }) => {
  const seeded = useSeededBackend(open);

  const post = (body: unknown, site: string | null = 'demo', type = 'application/json') =>
    seeded.backend.request('/v2/search_api', {
      method: 'POST',
      body: typeof body === 'string' ? body : JSON.stringify(body),
      headers: { 'content-type': type, ...(site ? { [SITE_HEADER]: site } : {}) },
    });

  const tenantId = async (key: string) => {
    const [row] = await seeded.tdb.db.select().from(tenants).where(eq(tenants.key, key));
    if (!row) throw new Error(`no tenant ${key}`);
    return row.id;
  };

  it('stores a valid trip search for the calling tenant and answers its package_id', async () => {
    const res = await post(tripSearch());
    expect(res.status).toBe(200);
    const { package_id } = await res.json();
    expect(package_id).toMatch(/^[0-9A-F]{12}$/);
    const rows = await forTenant(seeded.tdb.db, await tenantId('demo')).select(
      searches,
      eq(searches.packageId, package_id),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.mode).toBe('travel_and_stay');
    expect(rows[0]?.currency).toBe('EUR');
    expect(rows[0]?.request).toMatchObject({
      nights: [3, 4],
      destination: [{ id: 'city:2988507' }, { id: 'city:3169070' }],
    });
    // Another tenant never sees it.
    const other = await forTenant(seeded.tdb.db, await tenantId('b2b')).select(
      searches,
      eq(searches.packageId, package_id),
    );
    expect(other).toHaveLength(0);
  });

  it('gives every search its own package_id', async () => {
    const a = await (await post(tripSearch())).json();
    const b = await (await post(tripSearch())).json();
    expect(a.package_id).not.toBe(b.package_id);
  });

  it('accepts the original client form-encoded body with a data field', async () => {
    const body = new URLSearchParams({ data: JSON.stringify(tripSearch()) }).toString();
    const res = await post(body, 'demo', 'application/x-www-form-urlencoded');
    expect(res.status).toBe(200);
    expect((await res.json()).package_id).toBeTruthy();
  });

  it.each([
    ['a start date in the past', { start_date: inDays(-3) }, 'start_date', 'The date cannot be in the past'],
    [
      'a start date too far ahead',
      { start_date: inDays(400) },
      'start_date',
      'Searches can start at most 365 days ahead',
    ],
    [
      'no adult in a room',
      { rooms: [{ adults: 0, children: [], infants: 0 }] },
      'rooms.0.adults',
      'Each room needs between 1 and 9 adults',
    ],
    [
      'a child aged 18',
      { rooms: [{ adults: 2, children: [18], infants: 0 }] },
      'rooms.0.children.0',
      'Child ages must be between 0 and 17',
    ],
    [
      'more infants than adults',
      { rooms: [{ adults: 1, children: [], infants: 2 }] },
      'rooms.0.infants',
      'At most one infant per adult',
    ],
    ['nights missing for a destination', { nights: [3] }, 'nights', 'Choose the nights for each destination'],
    ['31 nights', { nights: [31, 2] }, 'nights.0', 'Nights must be between 1 and 30'],
    [
      'no destination',
      { destination: [], nights: [] },
      'destination',
      'Please pick at least one destination',
    ],
    ['no origin', { origin: null }, 'origin', 'Please pick a place from the list'],
    [
      'seven rooms',
      { rooms: Array.from({ length: 7 }, () => ({ adults: 1, children: [], infants: 0 })) },
      'rooms',
      'Between 1 and 6 rooms',
    ],
    ['a lower-case currency', { currency: 'eur' }, 'currency', 'Please choose a currency'],
    ['an impossible date', { start_date: '2027-02-30' }, 'start_date', 'Please choose a date'],
  ])('refuses %s with a field-named message', async (_label, patch, field, message) => {
    const res = await post({ ...tripSearch(), ...patch });
    expect(res.status).toBe(400);
    const json = await res.json();
    expect(json.data).toBeNull();
    expect(json.message).toBe('Please check the highlighted fields');
    expect(json.errors[field]).toEqual([message]);
  });

  it('checks a return flight date against the departure', async () => {
    const res = await post({
      mode: 'travel',
      flightMode: 'return',
      origin: london,
      destination: [paris],
      start_date: inDays(10),
      return_date: inDays(5),
      rooms: [{ adults: 1 }],
      currency: 'GBP',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).errors.return_date).toEqual([
      'The return date must be on or after the departure date',
    ]);
  });

  it('checks a car hire drop-off date against the pick-up, and accepts a drive search without one', async () => {
    const drive = {
      mode: 'drive',
      origin: london,
      destination: [paris],
      start_date: inDays(10),
      pickup_time: '10:00',
      rooms: [{ adults: 2 }],
      currency: 'GBP',
    };
    const before = await post({ ...drive, return_date: inDays(9) });
    expect(before.status).toBe(400);
    expect((await before.json()).errors.return_date).toEqual([
      'The return date must be on or after the departure date',
    ]);
    expect((await post({ ...drive, return_date: inDays(10) })).status).toBe(200);
    expect((await post(drive)).status).toBe(200);
  });

  it('accepts a multi-city flight search without a top-level origin', async () => {
    const res = await post({
      mode: 'travel',
      flightMode: 'multi_city',
      multi_city: true,
      multicity_flights: [
        { origin: london, destination: paris, date: inDays(10) },
        { origin: paris, destination: rome, date: inDays(14) },
      ],
      start_date: inDays(10),
      rooms: [{ adults: 1, children: [], infants: 0 }],
      currency: 'GBP',
    });
    expect(res.status).toBe(200);
  });

  it('refuses a body that is not a search without leaking library wording', async () => {
    const res = await post('nonsense', 'demo', 'text/plain');
    expect(res.status).toBe(400);
    const json = await res.json();
    for (const messages of Object.values(json.errors as Record<string, unknown>)) {
      if (Array.isArray(messages))
        for (const m of messages) expect(m).not.toMatch(/expected|received|invalid_type/i);
    }
  });

  it('needs the calling site, and a site that exists', async () => {
    expect((await post(tripSearch(), null)).status).toBe(400);
    expect((await post(tripSearch(), 'nobody')).status).toBe(404);
  });

  it('refuses a place the site’s index does not know, naming the field, and stores the index’s own names', async () => {
    const phishing = { ...paris, id: 'city:0', name: 'Your account is locked: call +1 800 000 0000' };
    const unknown = await post({ ...tripSearch(), destination: [paris, phishing] });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).errors).toMatchObject({
      'destination.1': ['Please pick a place from the list'],
    });
    const renamed = await post({
      ...tripSearch(),
      destination: [{ ...paris, name: 'Call +1 800 000 0000 now' }, rome],
    });
    expect(renamed.status).toBe(200);
    const { package_id } = await renamed.json();
    const [row] = await forTenant(seeded.tdb.db, await tenantId('demo')).select(
      searches,
      eq(searches.packageId, package_id),
    );
    expect(JSON.stringify(row?.request)).not.toContain('800 000');
    expect(row?.request).toMatchObject({
      destination: [{ name: 'Paris, France', destination_name: 'Paris' }, {}],
    });
    const badLeg = await post({
      mode: 'travel',
      flightMode: 'multi_city',
      multicity_flights: [
        { origin: london, destination: { ...paris, id: 'airport:ZZZ' }, date: inDays(10) },
        { origin: paris, destination: rome, date: inDays(14) },
      ],
      start_date: inDays(10),
      rooms: [{ adults: 1, children: [], infants: 0 }],
      currency: 'GBP',
    });
    expect((await badLeg.json()).errors).toMatchObject({
      'multicity_flights.0.destination': ['Please pick a place from the list'],
    });
  });

  it('on an invitation-only site, searches only for signed-in members', async () => {
    const res = await post(tripSearch(), 'b2b');
    expect(res.status).toBe(401);
    expect((await res.json()).message).toBe('Please login to continue');
  });
});
