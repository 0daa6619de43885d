/** @jest-environment node */
import { and, eq } from 'drizzle-orm';
import { seedIfEmpty } from '@/lib/backend/seed';
import { nightDates } from '@/lib/booking/nights';
import { earliestToday, ZSearchApiRequest } from '@/lib/contract/search-api';
import { inventoryAllotments, inventoryRoomTypes, tenants } from '@/lib/db/schema';
import { planPackage } from '@/lib/planner';
import { testPrice } from '@/lib/planner/fixtures';
import { type TestDatabase, testDrivers } from '@/tests/support/test-db';
import { SoldOutError } from './errors';
import { loadPlannerInventory } from './load-planner-inventory';
import { hotelSupplier } from './registry';

const inDays = (n: number) => nightDates(earliestToday(), n + 1)[n] as string;
const place = (name: string, country: string, lat?: number, lon?: number) => ({
  name,
  id: name,
  type: 'location',
  geo_type: 'City',
  country_code: country,
  ...(lat !== undefined ? { loc_coordinates: { lat, lon } } : {}),
});

const search = (over: Record<string, unknown> = {}) =>
  ZSearchApiRequest.parse({
    mode: 'travel_and_stay',
    origin: place('Manchester, United Kingdom', 'GB', 53.48, -2.24),
    destination: [place('Paris, France', 'FR'), place('Rome, Italy', 'IT', 41.9, 12.5)],
    start_date: inDays(40),
    nights: [3, 4],
    rooms: [{ adults: 2, children: [8], infants: 0 }],
    currency: 'EUR',
    ...over,
  });

describe.each(testDrivers())('inventory layer on $name', ({ open }) => {
  let tdb: TestDatabase;
  let demo: string;
  beforeAll(async () => {
    tdb = await open();
    await seedIfEmpty(tdb.db);
    const [row] = await tdb.db.select().from(tenants).where(eq(tenants.key, 'demo'));
    demo = row?.id as string;
  }, 30_000);
  // Generous hook timeouts: creating, seeding and dropping a database is slow on a loaded machine.
  afterAll(() => tdb.dispose(), 30_000);

  it('loads hotels, rooms with a rate for every night of the trip window, activities and transfers per city', async () => {
    const s = search();
    const inv = await loadPlannerInventory(tdb.db, demo, s);
    expect(inv.cities.map((c) => c.city)).toEqual(['Paris', 'Rome']);
    const paris = inv.cities[0];
    expect(paris?.hotels.length).toBeGreaterThanOrEqual(3);
    expect(paris?.activities.length).toBeGreaterThanOrEqual(8);
    expect(paris?.transfers.some((t) => t.hubKind === 'airport' && t.hubCode === 'CDG')).toBe(true);
    const room = paris?.hotels[0]?.rooms[0];
    expect(room?.nights.map((n) => n.date)).toEqual(nightDates(s.start_date, 7));
    expect(room?.currency).toBe('GBP');
    // Where and from whom each is sold, as the search offers say it, for the agency's markup rules.
    expect(paris?.activities[0]).toMatchObject({
      soldIn: { city: 'Paris', country: 'FR' },
      supplier: 'offline',
    });
    expect(paris?.transfers[0]).toMatchObject({
      soldIn: { city: 'Paris', country: 'FR' },
      supplier: 'offline',
    });
    const toRome = inv.legs.find((l) => l.toCity === 'Rome');
    expect(toRome).toMatchObject({ soldIn: { city: 'Rome' }, supplier: 'offline' });
  });

  it('has inventory legs between the cities and none for an origin it does not serve', async () => {
    const inv = await loadPlannerInventory(tdb.db, demo, search());
    expect(inv.origin).toMatchObject({ city: 'Manchester', lat: 53.48 });
    const between = (a: string, b: string) => inv.legs.filter((l) => l.fromCity === a && l.toCity === b);
    // ~1 100 km apart: beyond rail's 900 km, so a flight.
    expect(between('Paris', 'Rome').map((l) => l.kind)).toEqual(['flight']);
    expect(between('Rome', 'Paris').length).toBeGreaterThan(0);
    // Nothing the agency cannot sell: no estimated fare stands in for a missing leg.
    for (const city of ['Paris', 'Rome']) {
      expect(between('Manchester', city)).toEqual([]);
      expect(between(city, 'Manchester')).toEqual([]);
    }
  });

  it('plans a trip from that origin with the journeys there and back shown as not included, unpriced', async () => {
    const s = search();
    const inv = await loadPlannerInventory(tdb.db, demo, s);
    const [variant] = planPackage(s, inv, { price: testPrice('EUR') });
    const days = variant?.days ?? [];
    const first = days[0]?.items.find((i) => i.kind === 'leg');
    const last = days[days.length - 1]?.items.find((i) => i.kind === 'leg');
    // The planner may visit the cities in either order.
    const cities = variant?.cities.map((c) => c.city) ?? [];
    expect(first).toMatchObject({
      title: `Travel from Manchester to ${cities[0]} (not included)`,
      price: null,
      ref: null,
    });
    expect(last).toMatchObject({
      title: `Travel from ${cities[cities.length - 1]} to Manchester (not included)`,
      price: null,
      ref: null,
    });
    // Reaches the hotel by check-in; the flight between the cities is a real inventory leg.
    const checkIn = days[0]?.items.find((i) => i.kind === 'check_in');
    expect(first && checkIn && first.end <= checkIn.start).toBe(true);
    const between = days.flatMap((d) => d.items).filter((i) => i.kind === 'leg' && i.ref !== null);
    expect(between.map((i) => i.ref)).toEqual([expect.stringMatching(/.+/)]);
    expect(inv.legs.some((l) => l.code === between[0]?.ref && l.fromCity === cities[0])).toBe(true);
  });

  it('names legs after the picked place and uses inventory legs from a served origin', async () => {
    const inv = await loadPlannerInventory(
      tdb.db,
      demo,
      search({
        origin: place('London, United Kingdom', 'GB', 51.5, -0.12),
        destination: [place('Zurich, Switzerland', 'CH')],
        nights: [2],
      }),
    );
    expect(inv.cities[0]?.hotels[0]?.city).toBe('Zürich');
    const legs = inv.legs.filter((l) => l.fromCity === 'London' && l.toCity === 'Zurich');
    // ~780 km between stations on one landmass: rail, and a flight beyond 600 km.
    expect(legs.map((l) => l.kind).sort()).toEqual(['flight', 'rail']);
    expect(legs.every((l) => l.carrier !== 'Estimated fare')).toBe(true);
  });

  it('answers an unknown destination with an empty city rather than failing', async () => {
    const inv = await loadPlannerInventory(
      tdb.db,
      demo,
      search({ destination: [place('Atlantis', 'XX')], nights: [2] }),
    );
    expect(inv.cities[0]).toMatchObject({ city: 'Atlantis', hotels: [], activities: [] });
  });

  it('books and cancels offline rooms with allotment that never oversells', async () => {
    const offline = hotelSupplier('offline', { db: tdb.db, tenantId: demo, providers: [] });
    const [suite] = await tdb.db
      .select()
      .from(inventoryRoomTypes)
      .where(and(eq(inventoryRoomTypes.tenantId, demo), eq(inventoryRoomTypes.code, 'H-paris-1-STE')));
    expect(suite?.defaultAllotment).toBe(2);
    const req = {
      hotelCode: 'H-paris-1',
      roomCode: 'H-paris-1-STE',
      checkIn: inDays(50),
      nights: 2,
      quantity: 1,
      adults: 2,
      children: [8],
    };
    const quote = await offline.recheck(req);
    expect(quote).toMatchObject({ available: true, remaining: 2, currency: 'GBP' });
    expect(quote.totalMinor).toBeGreaterThan(0);

    // Three bookings race for two rooms: exactly two win.
    const results = await Promise.allSettled([offline.book(req), offline.book(req), offline.book(req)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
    const failed = results.find((r) => r.status === 'rejected');
    expect(failed && 'reason' in failed ? failed.reason : null).toBeInstanceOf(SoldOutError);
    const rows = await tdb.db
      .select()
      .from(inventoryAllotments)
      .where(eq(inventoryAllotments.roomTypeId, suite?.id as string));
    expect(rows.filter((r) => r.night >= req.checkIn).every((r) => r.available === 0)).toBe(true);

    const first = results[0];
    const reference = first?.status === 'fulfilled' ? first.value.reference : 'x';
    await offline.cancel({ ...req, reference });
    expect((await offline.recheck(req)).remaining).toBe(1);
  });

  it('lists availability for a city and refuses an unknown room', async () => {
    const offline = hotelSupplier('offline', { db: tdb.db, tenantId: demo, providers: [] });
    const hotels = await offline.availability({
      city: 'Rome',
      checkIn: inDays(60),
      nights: 3,
      rooms: [{ adults: 2, children: [], infants: 0 }],
    });
    expect(hotels.length).toBeGreaterThanOrEqual(3);
    expect(hotels[0]?.rooms[0]?.nights).toHaveLength(3);
    await expect(
      offline.recheck({
        hotelCode: 'H-rome-1',
        roomCode: 'NOPE',
        checkIn: inDays(60),
        nights: 1,
        quantity: 1,
        adults: 2,
        children: [],
      }),
    ).rejects.toThrow('Room NOPE of hotel H-rome-1 was not found.');
  });
});
