/** @jest-environment node */

import { nightDates } from '@/lib/booking/nights';
import { earliestToday } from '@/lib/contract/search-api';
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
    // Every class at Fiumicino carries five: two sedans, two executive cars, one minivan, one
    // minibus, five shuttle seats; cheapest first.
    expect(json.data.map((t: { vehicle_class: string }) => t.vehicle_class).sort()).toEqual([
      'executive',
      'minibus',
      'minivan',
      'shared',
      'standard',
    ]);
    const totals = json.data.map((t: { price: { amount: number } }) => t.price.amount);
    expect(totals).toEqual([...totals].sort((a: number, b: number) => a - b));
    const sedan = json.data.find((t: { vehicle_class: string }) => t.vehicle_class === 'standard');
    expect(sedan).toMatchObject({
      hub_code: 'FCO',
      vehicles: 2,
      max_passengers: 3,
      pickup: 'Rome Fiumicino',
    });
    expect(sedan.price.amount).toBe(sedan.price_per_vehicle.amount * 2);
    const shuttle = json.data.find((t: { vehicle_class: string }) => t.vehicle_class === 'shared');
    expect(shuttle).toMatchObject({ vehicles: 1, seats: 5, price_per_vehicle: null });
    expect(shuttle.price.amount).toBe(shuttle.price_per_seat.amount * 5);
    // Without a date nothing is counted; with one, what is left on sale.
    expect(sedan).toMatchObject({ remaining: null, available: true });
    const dated = await post('transfer/', {
      city: 'Rome',
      hub_kind: 'airport',
      passengers: 5,
      date: inDays(20),
    });
    expect(dated.json.data.every((t: { remaining: number }) => t.remaining > 0)).toBe(true);
  });

  it('answers a ride from an airport to a hotel priced by its distance band, and nothing too far away', async () => {
    const hotel = {
      name: 'Grand Hotel Paris, Paris, France',
      id: 'hotel:H-paris-1',
      type: 'hotel_pickup',
      loc_coordinates: { lat: 48.8566, lon: 2.3522 },
    };
    const near = await post('transfer/', {
      pickup: { name: 'Paris Charles de Gaulle (CDG)', id: 'CDG', airport_code: 'CDG' },
      dropoff: hotel,
      adults: 2,
      children: [6],
      pickup_time: '09:15',
      date: inDays(20),
    });
    expect(near.status).toBe(200);
    const sedan = near.json.data.find((t: { vehicle_class: string }) => t.vehicle_class === 'standard');
    expect(sedan).toMatchObject({
      hub_code: 'CDG',
      pickup: 'Paris Charles de Gaulle',
      dropoff: 'Grand Hotel Paris',
      vehicles: 1,
      pickup_time: '09:15',
      cancellation: { refundable: true, free_until_days_before: 1 },
    });
    expect(sedan.distance_km).toBeGreaterThan(20);
    // The centre's band, as the city's own ride from the airport; a hotel by the airport pays less.
    const town = await post('transfer/', { city: 'Paris', hub_code: 'CDG', passengers: 3 });
    const townSedan = town.json.data.find((t: { vehicle_class: string }) => t.vehicle_class === 'standard');
    expect(sedan.price).toEqual(townSedan.price);
    const byAirport = await post('transfer/', {
      pickup: { name: 'Paris Charles de Gaulle (CDG)', id: 'CDG', airport_code: 'CDG' },
      dropoff: { ...hotel, name: 'Airport Inn, Roissy, France', loc_coordinates: { lat: 49.0, lon: 2.52 } },
    });
    const hop = byAirport.json.data.find((t: { vehicle_class: string }) => t.vehicle_class === 'standard');
    expect(hop.price.amount).toBeLessThan(sedan.price.amount);
    const far = await post('transfer/', {
      pickup: { name: 'Paris Charles de Gaulle (CDG)', id: 'CDG', airport_code: 'CDG' },
      dropoff: { ...hotel, name: 'Somewhere, Lyon, France', loc_coordinates: { lat: 45.76, lon: 4.84 } },
    });
    expect(far.json.data).toEqual([]);
    const nothing = await post('transfer/', { passengers: 2 });
    expect(nothing.status).toBe(400);
    expect(nothing.json.message).toBe('Invalid city: give a city, a pickup or a dropoff');
    const badTime = await post('transfer/', { city: 'Rome', pickup_time: '25:00' });
    expect(badTime.json.message).toBe('Invalid pickup_time: must be a time HH:mm');
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
