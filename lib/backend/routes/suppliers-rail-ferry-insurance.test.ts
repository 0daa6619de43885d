/** @jest-environment node */

import { nightDates } from '@/lib/booking/nights';
import { earliestToday } from '@/lib/contract/search-api';
import { SITE_HEADER } from '@/lib/tenant/site-header';
import { type TestDatabase, testDrivers } from '@/tests/support/test-db';
import { createBackend } from '../app';
import { seedIfEmpty } from '../seed';

const inDays = (n: number) => nightDates(earliestToday(), n + 1)[n] as string;
type Json = Record<string, unknown> & { data: never };

describe.each(testDrivers())('partners_metrip/get rail, ferry and insurance on $name', ({ open }) => {
  let tdb: TestDatabase;
  let backend: ReturnType<typeof createBackend>;
  beforeAll(async () => {
    tdb = await open();
    await seedIfEmpty(tdb.db);
    backend = createBackend({ db: async () => tdb.db, log: () => {} });
  }, 120_000);
  afterAll(() => tdb.dispose(), 60_000);

  const post = async (path: string, body: unknown) => {
    const res = await backend.request(`/partners_metrip/get/${path}`, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json', [SITE_HEADER]: 'demo' },
    });
    return { status: res.status, json: (await res.json()) as Json };
  };
  const get = async (path: string) => {
    const res = await backend.request(`/partners_metrip/get/${path}`, { headers: { [SITE_HEADER]: 'demo' } });
    return { status: res.status, json: (await res.json()) as Json };
  };

  it('rail/items: each train × class of the day with its seats left and the party price', async () => {
    const date = inDays(30);
    const { status, json } = await post('rail/items/', {
      data: { from: 'London', to: 'Paris', date, adults: 2, children: [8, 2] },
    });
    expect(status).toBe(200);
    const items = json.data as {
      fare_code: string;
      travel_class: string;
      from_station: string;
      price: { amount: number; currency: string };
      seats_left: number;
      available: boolean;
      date: string;
    }[];
    expect(items.length).toBeGreaterThan(0);
    expect(new Set(items.map((i) => i.fare_code))).toEqual(new Set(['STD-SAVER', 'STD-FLEX', 'FIRST']));
    expect(items.every((i) => i.date === date && i.available && i.seats_left > 0)).toBe(true);
    expect(items[0]).toMatchObject({ from_station: 'London St Pancras International' });
    const flex = items.find((i) => i.fare_code === 'STD-FLEX');
    const first = items.find((i) => i.fare_code === 'FIRST');
    expect(first?.price.amount).toBeGreaterThan(flex?.price.amount ?? Infinity);
    expect(flex?.price.currency).toBe('GBP');

    const bad = await post('rail/items/', { from: 'London', to: 'Paris', date: '2020-01-01' });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe('Invalid date: must not be in the past');
    const noDate = await post('rail/items/', { from: 'London', to: 'Paris' });
    expect(noDate.status).toBe(400);
    expect(noDate.json.message).toBe('Invalid date: must be a date YYYY-MM-DD');
  });

  it('rail/countries and rail/pass: where rail is sold, and the passes of a country or a journey', async () => {
    const countries = await get('rail/countries/');
    expect(countries.status).toBe(200);
    const list = countries.json.data as {
      country_code: string;
      name: string;
      stations: number;
      passes: number;
    }[];
    expect(list.find((c) => c.country_code === 'FR')).toMatchObject({ name: 'France' });
    expect(list.find((c) => c.country_code === 'FR')?.passes).toBeGreaterThan(0);
    expect(list.find((c) => c.country_code === 'JP')?.stations).toBeGreaterThan(0);

    const date = inDays(20);
    const byCountry = await get(`rail/pass/?country=it&date=${date}&adults=1&travel_class=first`);
    expect(byCountry.status).toBe(200);
    const passes = byCountry.json.data as {
      code: string;
      countries: string[];
      travel_class: string;
      validity_days: number;
      end_date: string;
      prices: { adult: { amount: number } };
      price: { amount: number };
    }[];
    expect(passes.length).toBeGreaterThan(0);
    for (const p of passes) {
      expect(p.countries).toContain('IT');
      expect(p.travel_class).toBe('first');
      expect(p.price.amount).toBe(p.prices.adult.amount);
      expect(p.end_date).toBe(nightDates(date, p.validity_days)[p.validity_days - 1]);
    }
    const journey = await post('rail/pass/', { from: 'Tokyo', to: 'Kyoto', date, adults: 2, children: [13] });
    const jp = journey.json.data as {
      code: string;
      price: { amount: number };
      prices: Record<string, { amount: number }>;
    }[];
    expect(jp.every((p) => p.code.startsWith('RP-JP-'))).toBe(true);
    expect(jp[0]?.price.amount).toBe(
      2 * (jp[0]?.prices.adult?.amount ?? 0) + (jp[0]?.prices.youth?.amount ?? 0),
    );

    const none = await post('rail/pass/', { date });
    expect(none.status).toBe(400);
    expect(none.json.message).toBe('Invalid country: give a country, or from and to places');
    const badCountry = await post('rail/pass/', { date, country: 'France' });
    expect(badCountry.json.message).toBe('Invalid country: must be a 2-letter country code');
  });

  it('ferry/ticket_types: per sailing on a day, or per route without one', async () => {
    const res = await post('ferry/ticket_types/', {
      from: 'Athens',
      to: 'Santorini',
      adults: 2,
      children: [8],
    });
    expect(res.status).toBe(200);
    const [route] = res.json.data as {
      code: string;
      departures: string[];
      ticket_types: {
        code: string;
        per: string;
        units: number;
        price: { amount: number };
        prices: { adult: { amount: number } };
      }[];
    }[];
    expect(route).toMatchObject({
      code: 'L-ferry-athens-santorini',
      from_port: 'Piraeus',
      from_code: 'P-piraeus',
    });
    const types = route?.ticket_types ?? [];
    expect(types.map((t) => t.code)).toEqual(['DECK', 'SEAT', 'CABIN2', 'CABIN4', 'CAR']);
    const cabin2 = types.find((t) => t.code === 'CABIN2');
    expect(cabin2).toMatchObject({ per: 'cabin', units: 2 });
    expect(cabin2?.price.amount).toBe(2 * (cabin2?.prices.adult.amount ?? 0));

    const date = nightDates(inDays(30), 7).find(
      (d) => new Date(`${d}T00:00:00Z`).getUTCDay() !== 0,
    ) as string;
    const day = await post('ferry/ticket_types/', { from: 'Athens', to: 'Santorini', date, adults: 1 });
    const sailings = day.json.data as {
      depart: string;
      date: string;
      ticket_types: { ref: string; available: boolean; remaining: number }[];
    }[];
    expect(sailings.length).toBe(route?.departures.length);
    expect(
      sailings.every(
        (s) => s.date === date && s.ticket_types.every((t) => t.available && t.ref.includes(s.depart)),
      ),
    ).toBe(true);
    const bad = await post('ferry/ticket_types/', { to: 'Santorini' });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toMatch(/^Invalid from: /);
  });

  it('insurance/availability, plans and add', async () => {
    const date = inDays(30);
    const europe = await post('insurance/availability/', {
      to: 'Paris',
      date,
      return_date: inDays(44),
      adults: 2,
      children: [9],
    });
    expect(europe.status).toBe(200);
    const plans = europe.json.data as {
      code: string;
      region: string;
      days: number;
      travellers: { age: number; price: { amount: number } }[];
      price: { amount: number };
    }[];
    expect(plans.map((p) => p.code).sort()).toEqual([
      'INS-EU-ESS',
      'INS-EU-PLUS',
      'INS-WW-ALL',
      'INS-WW-EXUS',
    ]);
    for (const p of plans) {
      expect(p.days).toBe(14);
      expect(p.travellers.map((t) => t.age)).toEqual([35, 35, 9]);
      expect(p.price.amount).toBe(p.travellers.reduce((s, t) => s + t.price.amount, 0));
    }
    const us = await post('insurance/availability/', {
      to: { name: 'New York City, United States', id: 'nyc', country_code: 'US' },
      date,
    });
    expect((us.json.data as { code: string }[]).map((p) => p.code)).toEqual(['INS-WW-ALL']);

    const all = await get('insurance/plans/?region=europe');
    const eu = all.json.data as { code: string; bands: { max_days: number; max_age: number }[] }[];
    expect(eu.map((p) => p.code)).toEqual(['INS-EU-ESS', 'INS-EU-PLUS']);
    expect(eu[0]?.bands.length).toBeGreaterThan(0);

    const added = await post('insurance/add/', {
      plan_code: 'INS-EU-ESS',
      date,
      travellers: [{ birth_date: '1950-01-01' }, { age: 30 }, {}],
    });
    expect(added.status).toBe(200);
    const plan = added.json.data as {
      travellers: { age: number; price: { amount: number } }[];
      end_date: string;
      price: { amount: number };
    };
    expect(plan.travellers.map((t) => t.age.toString())).toEqual([
      String(Number(date.slice(0, 4)) - 1950 - (date.slice(5) < '01-01' ? 1 : 0)),
      '30',
      '35',
    ]);
    expect(plan.end_date).toBe(inDays(37));
    // Older travellers pay more; the two adults under 65 pay the same.
    expect(plan.travellers[0]?.price.amount).toBeGreaterThan(plan.travellers[1]?.price.amount ?? Infinity);
    expect(plan.travellers[1]?.price.amount).toBe(plan.travellers[2]?.price.amount);

    const unknown = await post('insurance/add/', { plan_code: 'INS-NOPE', date });
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe('Insurance plan INS-NOPE was not found.');
    const tooOld = await post('insurance/add/', { plan_code: 'INS-EU-ESS', date, travellers: [{ age: 90 }] });
    expect(tooOld.status).toBe(400);
    expect(tooOld.json.message).toMatch(/^Plan INS-EU-ESS does not cover this trip/);
    const backwards = await post('insurance/add/', { plan_code: 'INS-EU-ESS', date, return_date: date });
    expect(backwards.status).toBe(400);
    expect(backwards.json.message).toBe('Invalid return_date: must be after date');
    const noPlan = await post('insurance/add/', { date });
    expect(noPlan.json.message).toMatch(/^Invalid plan_code: /);
    const badRegion = await get('insurance/plans/?region=mars');
    expect(badRegion.status).toBe(400);
    expect(badRegion.json.message).toMatch(/^Invalid region: /);
  });
});
