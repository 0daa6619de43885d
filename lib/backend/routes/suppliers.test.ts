/** @jest-environment node */
import { earliestToday } from '@/lib/contract/search-api';
import { nightDates } from '@/lib/suppliers/nights';
import { SITE_HEADER } from '@/lib/tenant/site-header';
import { type TestDatabase, testDrivers } from '@/tests/support/test-db';
import { createBackend } from '../app';
import { seedIfEmpty } from '../seed';

const inDays = (n: number) => nightDates(earliestToday(), n + 1)[n] as string;

describe.each(testDrivers())('partners_metrip/get availability on $name', ({ open }) => {
  let tdb: TestDatabase;
  let backend: ReturnType<typeof createBackend>;
  beforeAll(async () => {
    tdb = await open();
    await seedIfEmpty(tdb.db);
    backend = createBackend({ db: async () => tdb.db, log: () => {} });
  }, 30_000);
  // Generous hook timeouts: creating, seeding and dropping a database is slow on a loaded machine.
  afterAll(() => tdb.dispose(), 30_000);

  const post = async (path: string, body: unknown, site: string | null = 'demo') => {
    const res = await backend.request(`/partners_metrip/get/${path}`, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json', ...(site ? { [SITE_HEADER]: site } : {}) },
    });
    return { status: res.status, json: await res.json() };
  };

  it('answers rooms and rates for a hotel, priced for the occupancy', async () => {
    const checkIn = inDays(45);
    const { status, json } = await post('hotel/rooms_and_rates/', {
      data: { hotel_code: 'H-paris-1', check_in: checkIn, nights: 3, rooms: [{ adults: 2, children: [8] }] },
    });
    expect(status).toBe(200);
    expect(json.data.hotel).toMatchObject({ code: 'H-paris-1', name: 'Grand Hotel Paris', stars: 5 });
    expect(json.data.check_out).toBe(nightDates(checkIn, 4)[3]);
    const dlx = json.data.rooms.find((r: { room_code: string }) => r.room_code === 'H-paris-1-DLX');
    expect(dlx.nights).toHaveLength(3);
    const nightly = dlx.nights.reduce((s: number, n: { price: { amount: number } }) => s + n.price.amount, 0);
    // A paying child on top of the base price each night.
    expect(dlx.price.amount).toBeGreaterThan(nightly);
    expect(dlx.price.currency).toBe('GBP');
    expect(dlx.text).toMatch(/^Free cancellation until \d\d-[A-Z][a-z]{2}-\d\d$/);
    const nr = json.data.rooms.find((r: { room_code: string }) => r.room_code === 'H-paris-1-DLXNR');
    expect(nr).toMatchObject({ refundable: false, text: 'Non-refundable' });
  });

  it('answers the cancellation policy of a room, by GET too', async () => {
    const res = await backend.request(
      `/partners_metrip/get/hotel/cancellation_policy/?hotel_code=H-paris-2&room_code=H-paris-2-STD&check_in=${inDays(30)}`,
      { headers: { [SITE_HEADER]: 'demo' } },
    );
    expect(res.status).toBe(200);
    const json = await res.json();
    expect(json.data).toMatchObject({ refundable: true, penalty_percent: 100 });
    expect(json.data.free_cancel_until).toBe(inDays(28));
  });

  it('answers transfers with the vehicles a party needs', async () => {
    const { status, json } = await post('transfer/', { city: 'Rome', hub_kind: 'airport', passengers: 5 });
    expect(status).toBe(200);
    expect(json.data.length).toBe(2);
    const sedan = json.data.find((t: { max_passengers: number }) => t.max_passengers === 3);
    expect(sedan).toMatchObject({ hub_code: 'FCO', vehicles: 2 });
    expect(sedan.price.amount).toBe(sedan.price_per_vehicle.amount * 2);
  });

  it('answers intercity, rail and ferry legs, and multicity flights', async () => {
    const party = { adults: 2, children: [8], infants: 1 };
    const all = await post('intercity/', { from: 'London', to: 'Paris', ...party });
    expect(all.json.data.map((l: { kind: string }) => l.kind)).toEqual(['rail']);
    const rail = all.json.data[0];
    expect(rail.price.amount).toBe(
      2 * rail.fares.adult.amount + rail.fares.child.amount + rail.fares.infant.amount,
    );

    const ferry = await post('ferry/availability/', { from: 'Athens', to: 'Santorini' });
    expect(ferry.json.data).toHaveLength(1);
    expect(ferry.json.data[0]).toMatchObject({ kind: 'ferry', from_hub: 'P-piraeus' });
    expect((await post('rail/availability/', { from: 'Athens', to: 'Santorini' })).json.data).toEqual([]);

    const multi = await post('multicity/', {
      legs: [
        { from: 'London', to: 'Tokyo', date: inDays(20) },
        {
          from: { name: 'Reading, United Kingdom', id: 'r', loc_coordinates: { lat: 51.45, lon: -0.97 } },
          to: 'Rome',
          date: inDays(25),
        },
      ],
    });
    expect(multi.status).toBe(200);
    expect(multi.json.data[0].options[0]).toMatchObject({
      kind: 'flight',
      from_hub: 'LHR',
      to_hub: 'HND',
      estimated: false,
    });
    expect(multi.json.data[1].options[0]).toMatchObject({ kind: 'flight', estimated: true });
  });

  it('refuses bad input with the field and a clear message', async () => {
    const past = await post('hotel/rooms_and_rates/', {
      hotel_code: 'H-paris-1',
      check_in: '2020-01-01',
      nights: 2,
    });
    expect(past.status).toBe(400);
    expect(past.json.message).toBe('Invalid check_in: must not be in the past');
    const zeroAdults = await post('hotel/rooms_and_rates/', {
      hotel_code: 'H-paris-1',
      check_in: inDays(10),
      nights: 2,
      rooms: [{ adults: 0 }],
    });
    expect(zeroAdults.status).toBe(400);
    expect(zeroAdults.json.errors.fields['rooms.0.adults']).toBeDefined();
    const unknown = await post('hotel/rooms_and_rates/', {
      hotel_code: 'H-nowhere',
      check_in: inDays(10),
      nights: 2,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe('Hotel H-nowhere was not found.');
    const noSite = await post('transfer/', { city: 'Rome' }, null);
    expect(noSite.status).toBe(400);
    expect(noSite.json.message).toBe('Sorry we are unable to fetch site details.');
  });

  it('answers kinds the inventory does not hold with 400 rather than 404', async () => {
    for (const path of ['service/add/', 'insurance/status/', 'flight/fares/', 'all_meta/']) {
      const res = await post(path, {});
      expect(res.status).toBe(400);
      expect(res.json.message).toBe('This service is not available for this agency.');
    }
  });
});
