/** @jest-environment node */

import { nightDates } from '@/lib/booking/nights';
import { earliestToday } from '@/lib/contract/search-api';
import { SITE_HEADER } from '@/lib/tenant/site-header';
import { type TestDatabase, testDrivers } from '@/tests/support/test-db';
import { createBackend } from '../app';
import { seedIfEmpty } from '../seed';

/** The first day at least 20 days ahead that is a Wednesday. */
const wednesday = () =>
  nightDates(earliestToday(), 30)
    .slice(20)
    .find((d) => new Date(`${d}T00:00:00Z`).getUTCDay() === 3) as string;

interface Listed {
  code: string;
  name: string;
  city: string;
  category: string;
  popularity: number;
  has_paid: boolean;
  days: number[];
  sessions: string[];
  capacity: number;
  prices: { adult: { amount: number }; child: { amount: number } };
  price: { amount: number; currency: string };
  runs_on_date: boolean | null;
  sessions_on_date: { time: string; remaining: number; available: boolean }[] | null;
}

describe.each(testDrivers())('activity listings on $name', ({ open }) => {
  let tdb: TestDatabase;
  let backend: ReturnType<typeof createBackend>;
  beforeAll(async () => {
    tdb = await open();
    await seedIfEmpty(tdb.db);
    backend = createBackend({ db: async () => tdb.db, log: () => {} });
  }, 30_000);
  afterAll(() => tdb.dispose(), 30_000);

  const call = async (path: string, body?: unknown) => {
    const res = await backend.request(`/${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      headers: { 'content-type': 'application/json', [SITE_HEADER]: 'demo' },
    });
    return { status: res.status, json: await res.json() };
  };

  it("lists a city's activities, most popular first, priced for the party", async () => {
    const { status, json } = await call('list_activities', { city: 'Paris', adults: 2, children: [8] });
    expect(status).toBe(200);
    const list: Listed[] = json.data.activities;
    expect(json.data).toMatchObject({ city: 'Paris', country_code: 'FR', date: null });
    expect(list.length).toBeGreaterThanOrEqual(10);
    expect(list.every((a) => a.city === 'Paris')).toBe(true);
    const pop = list.map((a) => a.popularity);
    expect(pop).toEqual([...pop].sort((a, b) => b - a));
    for (const a of list) {
      expect(a.price).toEqual({ amount: 2 * a.prices.adult.amount + a.prices.child.amount, currency: 'GBP' });
      expect(a.sessions.length).toBeGreaterThan(0);
      expect(a.sessions_on_date).toBeNull();
    }
    const same = await call('v1/activities?city=Paris');
    expect(same.json.data.activities.map((a: Listed) => a.code)).toEqual(list.map((a) => a.code));
  });

  it('gives the sessions of a date with the places left, by category', async () => {
    const date = wednesday();
    const { json } = await call('v1/activities', { city: 'Paris', date, category: 'food', adults: 2 });
    const list: Listed[] = json.data.activities;
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((a) => a.category === 'food')).toBe(true);
    for (const a of list) {
      expect(a.runs_on_date).toBe(a.days.includes(3));
      if (a.runs_on_date && a.has_paid)
        expect(a.sessions_on_date).toEqual(
          a.sessions.map((time) => ({
            time,
            ref: expect.any(String),
            remaining: a.capacity,
            available: true,
          })),
        );
      else expect(a.sessions_on_date).toEqual([]);
    }
  });

  it('answers the ten things to do most worth it, and refuses a missing city or a past date', async () => {
    const top = await call('v1/get_things_to_do?city=Rome');
    expect(top.status).toBe(200);
    expect(top.json.data.activities).toHaveLength(10);
    expect(top.json.data.activities.every((a: Listed) => a.city === 'Rome')).toBe(true);
    const nowhere = await call('list_activities', { city: 'Atlantis' });
    expect(nowhere.json.data).toEqual({ city: null, country_code: null, date: null, activities: [] });
    const missing = await call('list_activities', {});
    expect(missing.status).toBe(400);
    expect(missing.json.message).toBe('Invalid city: is required');
    const past = await call('list_activities', { city: 'Paris', date: '2020-01-01' });
    expect(past.status).toBe(400);
    expect(past.json.message).toBe('Invalid date: must not be in the past');
  });
});
