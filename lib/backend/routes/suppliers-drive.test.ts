/** @jest-environment node */

import { nightDates } from '@/lib/booking/nights';
import { earliestToday } from '@/lib/contract/search-api';
import { SITE_HEADER } from '@/lib/tenant/site-header';
import { type TestDatabase, testDrivers } from '@/tests/support/test-db';
import { createBackend } from '../app';
import { seedIfEmpty } from '../seed';

const inDays = (n: number) => nightDates(earliestToday(), n + 1)[n] as string;

describe.each(testDrivers())('partners_metrip/get drive calls on $name', ({ open }) => {
  let tdb: TestDatabase;
  let backend: ReturnType<typeof createBackend>;
  beforeAll(async () => {
    tdb = await open();
    await seedIfEmpty(tdb.db);
    backend = createBackend({ db: async () => tdb.db, log: () => {} });
  }, 120_000);
  afterAll(() => tdb.dispose(), 60_000);

  const post = async (path: string, body: unknown, site: string | null = 'demo') => {
    const res = await backend.request(`/partners_metrip/get/${path}`, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json', ...(site ? { [SITE_HEADER]: site } : {}) },
    });
    return { status: res.status, json: await res.json() };
  };

  it('hourly: the packages of a city that seat the passengers, with extra hour and km prices', async () => {
    const { status, json } = await post('hourly/', {
      data: { city: 'Lisbon', date: inDays(20), passengers: 5 },
    });
    expect(status).toBe(200);
    expect(json.success).toBe(true);
    expect(json.data.map((p: { hours: number }) => p.hours).sort()).toEqual([4, 8]);
    for (const p of json.data) {
      expect(p).toMatchObject({
        city: 'Lisbon',
        vehicle_class: 'minivan',
        available: true,
        date: inDays(20),
      });
      expect(p.max_passengers).toBeGreaterThanOrEqual(5);
      expect(p.price.currency).toBe('GBP');
      expect(p.extra_hour.amount).toBeGreaterThan(0);
      expect(p.remaining).toBeGreaterThan(0);
    }
    const fourHours = await backend.request(
      `/partners_metrip/get/hourly?city=Lisbon&date=${inDays(20)}&hours=4`,
      { headers: { [SITE_HEADER]: 'demo' } },
    );
    const four = (await fourHours.json()).data;
    expect(four).toHaveLength(3);
    expect(four.every((p: { hours: number }) => p.hours === 4)).toBe(true);
  });

  it('offlinecab: each departure and vehicle between two places, vehicles for the party', async () => {
    const { status, json } = await post('offlinecab', {
      from: 'Split',
      to: 'Dubrovnik',
      date: inDays(25),
      adults: 4,
    });
    expect(status).toBe(200);
    expect(json.data.date).toBe(inDays(25));
    const sedan = json.data.options.find(
      (o: { departure: string; vehicle_code: string }) =>
        o.departure === '08:00' && o.vehicle_code === 'sedan',
    );
    const van = json.data.options.find(
      (o: { departure: string; vehicle_code: string }) =>
        o.departure === '08:00' && o.vehicle_code === 'minivan',
    );
    expect(sedan).toMatchObject({
      from_city: 'Split',
      to_city: 'Dubrovnik',
      vehicles: 2,
      vehicle: 'Sedan',
      available: true,
    });
    expect(van).toMatchObject({ vehicles: 1 });
    expect(json.data.options).toHaveLength(6 * 3);
    const nothing = await post('offlinecab', { from: 'Split', to: 'Tokyo', date: inDays(25) });
    expect(nothing.json.data.options).toEqual([]);
  });

  it('cabmaster: the vehicle classes of hourly packages and intercity cabs', async () => {
    const all = await post('cabmaster', {});
    expect(all.status).toBe(200);
    const codes = all.json.data.map((c: { service: string; code: string }) => `${c.service}:${c.code}`);
    expect(codes).toEqual([
      // By service, then passengers, then code.
      'hourly:executive',
      'hourly:standard',
      'hourly:minivan',
      'intercity:sedan',
      'intercity:suv',
      'intercity:minivan',
    ]);
    const intercity = await post('cabmaster', { service: 'intercity', city: 'Lisbon' });
    // Lisbon has no intercity cab legs in the demo.
    expect(intercity.json.data).toEqual([]);
    const hourly = await post('cabmaster', { service: 'hourly', city: 'Lisbon' });
    expect(hourly.json.data[1]).toMatchObject({
      code: 'standard',
      max_passengers: 3,
      vehicles: ['Toyota Camry or similar'],
    });
  });

  it('selfdrive: cars at the pick-up for the days of hire, priced daily × days', async () => {
    const { status, json } = await post('selfdrive', {
      pickup: 'Rome',
      pickup_date: inDays(30),
      dropoff_date: inDays(34),
      adults: 2,
      children: [6],
    });
    expect(status).toBe(200);
    expect(json.data.length).toBeGreaterThan(0);
    for (const car of json.data) {
      expect(car).toMatchObject({ city: 'Rome', days: 4, dropoff_city: 'Rome', available: true });
      expect(car.seats).toBeGreaterThanOrEqual(3);
      expect(car.price.amount).toBe(car.daily.amount * 4);
      expect(car.one_way_fee.amount).toBe(0);
    }
  });

  it('selfdrive: one way, only with companies that also serve the drop-off city, for their fee', async () => {
    const { json } = await post('selfdrive', {
      pickup: 'Rome',
      dropoff: 'Paris',
      pickup_date: inDays(30),
      dropoff_date: inDays(32),
      adults: 1,
    });
    expect(json.data.length).toBeGreaterThan(0);
    // Rome's companies are CityDrive, Atlas Rent a Car and Sunway Cars; Paris has no Atlas desk.
    expect(new Set(json.data.map((c: { supplier: string }) => c.supplier))).toEqual(
      new Set(['CityDrive', 'Sunway Cars']),
    );
    for (const car of json.data) {
      expect(car).toMatchObject({ dropoff_city: 'Paris', days: 2 });
      expect(car.one_way_fee.amount).toBeGreaterThan(0);
      expect(car.price.amount).toBe(car.daily.amount * 2 + car.one_way_fee.amount);
    }
  });

  it('refuses bad input naming the field', async () => {
    const cases: [string, unknown, string][] = [
      ['hourly', { date: inDays(5) }, 'Invalid city: '],
      ['hourly', { city: 'Rome', date: '2020-01-01' }, 'Invalid date: must not be in the past'],
      ['hourly', { city: 'Rome' }, 'Invalid date: must be a date YYYY-MM-DD'],
      ['hourly', { city: 'Rome', date: inDays(5), passengers: 0 }, 'Invalid passengers: '],
      ['offlinecab', { from: 'Split', date: inDays(5) }, 'Invalid to: '],
      ['offlinecab', { from: 'Split', to: 'Dubrovnik', date: inDays(5), adults: 0 }, 'Invalid adults: '],
      ['cabmaster', { service: 'boat' }, 'Invalid service: '],
      ['selfdrive', { pickup_date: inDays(5), dropoff_date: inDays(6) }, 'Invalid pickup: '],
      [
        'selfdrive',
        { pickup: 'Rome', pickup_date: inDays(5), dropoff_date: inDays(4) },
        'Invalid dropoff_date: must not be before pickup_date',
      ],
      [
        'selfdrive',
        { pickup: 'Rome', pickup_date: inDays(5), dropoff_date: inDays(6), pickup_time: '25:00' },
        'Invalid pickup_time: must be a time HH:mm',
      ],
    ];
    for (const [path, body, message] of cases) {
      const res = await post(path, body);
      expect([path, res.status]).toEqual([path, 400]);
      expect(res.json.message.startsWith(message)).toBe(true);
    }
  });
});
