/** @jest-environment node */
import type { StaticPackage, Tenant } from '@/lib/db/schema';
import { type TestDatabase, testDrivers } from '@/tests/support/test-db';
import { createBackend } from '../app';
import { backendCall, type Json, makePackage } from '../booking/test-helpers';
import { demoTenants, makeUser } from '../quotations/test-helpers';
import { seedIfEmpty } from '../seed';

/**
 * Issue 26, Input: a table of hostile values (impossible dates, wrong types, huge numbers, deep
 * nesting, many items, nulls, arrays where objects are expected and back) put into one field at a
 * time of an otherwise valid body, POSTed to every booking, traveller and planner route through
 * the in-process app. No answer may be a 500; a value of the wrong kind answers 400 naming the
 * field (or `body` for a nesting refused before parsing), and a number out of range names its range.
 */

jest.setTimeout(300_000);

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const DEPARTURE = inDays(60);
const adult = (first: string) => ({ kind: 'adult', title: 'Mr.', first_name: first, last_name: 'Tester' });
const UUID = '00000000-0000-4000-8000-000000000000';

type Kind = 'int' | 'date' | 'string' | 'array' | 'object';
interface Field {
  path: string;
  kind: Kind;
  /** null and '' mean "not given" for this field, so they may be accepted. */
  optional?: boolean;
  /** A whole number of lib/contract/whole-number.ts: its refusals name its range. */
  range?: boolean;
}
interface RouteCase {
  path: string;
  body: () => Record<string, unknown>;
  fields: Field[];
  signedIn?: boolean;
  /** Why the base body itself is not sent alone (it would change state, or is refused on purpose). */
  notAlone?: string;
}

/** A value and whether it must be refused with a 400 naming the field (else any 4xx). */
type Hostile = { value: unknown; strict: boolean; label: string };
const h = (label: string, value: unknown, strict = true): Hostile => ({ label, value, strict });
const nested = (levels: number): unknown => {
  let v: unknown = [];
  for (let i = 0; i < levels; i++) v = [v];
  return v;
};

const EVERY: Hostile[] = [
  h('true', true),
  h('[1]', [1]),
  h('{a:1}', { a: 1 }),
  h('40 nested arrays', nested(40)),
  h('6,000 items', new Array(6_000).fill(0)),
];
const BY_KIND: Record<Kind, Hostile[]> = {
  int: [
    h('"0x1"', '0x1'),
    h('"1e3"', '1e3'),
    h('" 1"', ' 1'),
    h('1.5', 1.5),
    h('-1', -1),
    h('1e308', 1e308),
    h('"99999999999999999999"', '99999999999999999999'),
    h('"NaN"', 'NaN'),
  ],
  date: [
    h('2020-02-30', '2020-02-30'),
    h('2020-13-45', '2020-13-45'),
    h('0000-00-00', '0000-00-00'),
    h('9999-99-99', '9999-99-99'),
    h('2020-1-1', '2020-1-1'),
    h('20200101', 20200101),
  ],
  string: [h('12345', 12345), h('20,000 characters', 'x'.repeat(20_000), false)],
  array: [h('"x"', 'x'), h('5', 5), h('{} for an array', {})],
  object: [h('"x"', 'x'), h('5', 5), h('[] for an object', [1, 2])],
};
const valuesFor = (f: Field): Hostile[] => [
  // [1] is a fine list (of nights, say): it is hostile only where one value is expected.
  ...EVERY.filter((v) => f.kind !== 'array' || v.label !== '[1]'),
  ...BY_KIND[f.kind],
  ...(f.optional ? [] : [h('null', null), h('missing', undefined)]),
];

/** A copy of `body` with `path` (dot-separated) set to `value` (undefined: removed). */
function withValue(body: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const copy = structuredClone(body);
  const keys = path.split('.');
  let target = copy as Record<string, unknown>;
  for (const k of keys.slice(0, -1)) target = target[k] as Record<string, unknown>;
  const last = keys[keys.length - 1] as string;
  if (value === undefined) delete target[last];
  else target[last] = value;
  return copy;
}

describe.each(testDrivers())(
  'hostile values on the booking, traveller and planner routes on $name',
  ({ open }) => {
    let tdb: TestDatabase;
    let backend: ReturnType<typeof createBackend>;
    let demo: Tenant;
    let traveller: { cookie: string };
    let pkg: StaticPackage;
    let bookingId: string;
    let leadId: string;
    let leadTotal: number;
    let searchId: string;

    const call: ReturnType<typeof backendCall> = (...args) => backendCall(backend)(...args);
    const key = () => `key-${Date.now()}-${Math.random().toString(36).slice(2)}`;

    beforeAll(async () => {
      tdb = await open();
      await seedIfEmpty(tdb.db);
      ({ demo } = await demoTenants(tdb.db));
      backend = createBackend({ db: async () => tdb.db, log: () => {} });
      traveller = await makeUser(tdb.db, demo, 'Consumer');
      pkg = await makePackage(tdb.db, demo, DEPARTURE, 40);
      const held = await call('POST', '/api/booking/hold', {
        body: {
          package_id: pkg.slug,
          departure_date: DEPARTURE,
          adults: 1,
          currency: 'GBP',
          accepted_total: 100_000,
          travellers: [adult('Solo')],
        },
        cookie: traveller.cookie,
        key: key(),
      });
      expect(held.status).toBe(200);
      bookingId = held.json.data.id;
      const place = (name: string, id: string) => ({ name, id, geo_type: 'City', type: 'location' });
      const search = await call('POST', '/v2/search_api', { body: searchBody(place) });
      expect(search.status).toBe(200);
      searchId = search.json.package_id;
      const lead = await call('POST', '/put_itinerary', { body: { package_id: searchId, index: 0 } });
      expect(lead.status).toBe(200);
      leadId = lead.json.lead_id;
      leadTotal = lead.json.variant.total_price.amount;
    }, 240_000);
    afterAll(() => tdb.dispose(), 60_000);

    const searchBody = (place: (name: string, id: string) => Record<string, string>) => ({
      mode: 'travel_and_stay',
      origin: place('London, United Kingdom', 'city:2643743'),
      destination: [place('Paris, France', 'city:2988507')],
      start_date: inDays(50),
      nights: [3],
      rooms: [{ adults: 2, children: [], infants: 0 }],
      currency: 'EUR',
    });
    const party = () => ({
      package_id: pkg.slug,
      departure_date: DEPARTURE,
      adults: 1,
      children: 0,
      infants: 0,
      currency: 'GBP',
    });
    const person = () => ({ title: 'Mr.', first_name: 'Ann', last_name: 'Tester' });
    const int = (path: string, optional = false): Field => ({ path, kind: 'int', range: true, optional });

    const routeCases = (): RouteCase[] => [
      {
        path: '/api/booking/reprice',
        signedIn: true,
        body: party,
        fields: [
          int('adults'),
          int('children', true),
          int('infants', true),
          int('seen_total', true),
          { path: 'departure_date', kind: 'date' },
          { path: 'package_id', kind: 'string' },
          { path: 'currency', kind: 'string' },
        ],
      },
      {
        path: '/api/booking/hold',
        notAlone: 'it would hold seats',
        signedIn: true,
        body: () => ({ ...party(), accepted_total: 100_000, travellers: [{ ...adult('Ann') }] }),
        fields: [
          int('adults'),
          int('infants', true),
          int('accepted_total'),
          { path: 'departure_date', kind: 'date' },
          { path: 'travellers', kind: 'array' },
          { path: 'travellers.0', kind: 'object' },
          { path: 'travellers.0.birth_date', kind: 'date', optional: true },
          { path: 'travellers.0.first_name', kind: 'string' },
          { path: 'customer_user_id', kind: 'string', optional: true },
        ],
      },
      {
        path: '/api/booking/variant/reprice',
        signedIn: true,
        body: () => ({ lead_id: leadId }),
        fields: [int('seen_total', true), { path: 'lead_id', kind: 'string' }],
      },
      {
        path: '/api/booking/variant/hold',
        notAlone: 'it would hold rooms',
        signedIn: true,
        body: () => ({
          lead_id: leadId,
          accepted_total: leadTotal,
          travellers: [adult('Ann'), adult('Bob')],
        }),
        fields: [
          int('accepted_total'),
          { path: 'travellers', kind: 'array' },
          { path: 'travellers.1.birth_date', kind: 'date', optional: true },
          { path: 'lead_id', kind: 'string' },
        ],
      },
      {
        path: '/api/booking/product/reprice',
        notAlone: 'its offer is made up (404)',
        signedIn: true,
        body: () => ({ package_id: searchId, ref: 'flight:x@2027-01-01#y' }),
        fields: [int('seen_total', true), { path: 'ref', kind: 'string' }],
      },
      {
        path: '/api/booking/product/hold',
        notAlone: 'its offer is made up',
        signedIn: true,
        body: () => ({
          package_id: searchId,
          ref: 'flight:x@2027-01-01#y',
          accepted_total: 1000,
          travellers: [adult('Ann')],
        }),
        fields: [
          int('accepted_total'),
          { path: 'travellers.0.birth_date', kind: 'date', optional: true },
          { path: 'package_id', kind: 'string' },
        ],
      },
      {
        path: '/api/booking/cancel',
        notAlone: 'it would cancel the booking',
        signedIn: true,
        body: () => ({ booking_id: bookingId, accepted_fee: 0 }),
        fields: [int('accepted_fee'), { path: 'booking_id', kind: 'string' }],
      },
      {
        path: '/api/booking/modify',
        signedIn: true,
        body: () => ({ booking_id: bookingId, travellers: [{ ...person(), position: 0 }] }),
        fields: [
          { path: 'travellers', kind: 'array' },
          int('travellers.0.position'),
          { path: 'travellers.0.birth_date', kind: 'date', optional: true },
          { path: 'travellers.0.last_name', kind: 'string' },
        ],
      },
      {
        path: '/api/booking/traveller-details/save',
        signedIn: true,
        body: () => ({ ...person(), passport_number: 'AB12345', passport_expiry: inDays(400) }),
        fields: [
          { path: 'birth_date', kind: 'date', optional: true },
          { path: 'passport_expiry', kind: 'date', optional: true },
          { path: 'first_name', kind: 'string' },
          { path: 'nationality', kind: 'string', optional: true },
          { path: 'profile_id', kind: 'string', optional: true },
        ],
      },
      {
        path: '/api/booking/traveller-details/associate',
        signedIn: true,
        body: () => ({ booking_id: bookingId, position: 0, profile_id: UUID }),
        fields: [int('position'), { path: 'profile_id', kind: 'string' }],
      },
      {
        path: '/api/booking/traveller-details/dissociate',
        signedIn: true,
        body: () => ({ booking_id: bookingId, position: 0 }),
        fields: [int('position'), { path: 'booking_id', kind: 'string' }],
      },
      {
        path: '/api/booking/answers/save',
        signedIn: true,
        body: () => ({ booking_id: bookingId, position: 0, answers: { special_assistance: 'none' } }),
        fields: [
          int('position'),
          { path: 'answers', kind: 'object' },
          { path: 'answers.special_assistance', kind: 'string', optional: true },
        ],
      },
      {
        path: '/api/booking/service-selections/save',
        signedIn: true,
        body: () => ({ booking_id: bookingId, position: 0, services: { meal: 'vegan' } }),
        fields: [
          int('position'),
          { path: 'services', kind: 'object' },
          { path: 'services.meal', kind: 'string', optional: true },
        ],
      },
      {
        path: '/api/booking/add-voucher',
        signedIn: true,
        body: () => ({ booking_id: bookingId, file_name: 'a.pdf', url: 'https://example.com/a.pdf' }),
        fields: [
          { path: 'file_name', kind: 'string' },
          { path: 'url', kind: 'string' },
        ],
      },
      {
        path: '/put_itinerary',
        body: () => ({ package_id: searchId, index: 0 }),
        fields: [int('index'), int('budget_min', true), { path: 'package_id', kind: 'string' }],
      },
      {
        path: '/put_itinerary',
        notAlone: 'its hotel does not exist (400 for that, not for input)',
        body: () => ({ lead_id: leadId, change: { type: 'swap_hotel', city_index: 0, hotel_code: 'NOPE' } }),
        fields: [
          { path: 'change', kind: 'object' },
          { path: 'lead_id', kind: 'string' },
        ],
      },
      {
        path: '/offline_itinerary',
        body: () => ({ lead_id: leadId, note: 'Mornings only' }),
        fields: [{ path: 'note', kind: 'string', optional: true }],
      },
      {
        path: '/v1/calculate_price',
        body: () => ({ lead_id: leadId, currency: 'EUR' }),
        fields: [int('agency_id', true), { path: 'lead_id', kind: 'string' }],
      },
      {
        path: '/v2/search_api',
        body: () => searchBody((name, id) => ({ name, id, geo_type: 'City', type: 'location' })),
        fields: [
          { path: 'start_date', kind: 'date' },
          { path: 'rooms', kind: 'array' },
          { path: 'rooms.0.adults', kind: 'int' },
          { path: 'nights', kind: 'array' },
        ],
      },
    ];

    /** Every case that broke the rules, for one readable failure. */
    const broken: string[] = [];
    const check = (where: string, f: Field, v: Hostile, r: { status: number; json: Json }) => {
      const fields = Object.keys(r.json?.errors ?? {});
      const names = fields.some((k) => k === f.path || k.startsWith(`${f.path}.`) || k === 'body');
      const message = String(r.json?.errors?.[f.path] ?? '');
      if (r.status >= 500) broken.push(`${where}: ${r.status}`);
      else if (r.status < 400) broken.push(`${where}: accepted (${r.status})`);
      else if (!v.strict) return;
      else if (r.status !== 400 || !names)
        broken.push(`${where}: ${r.status} naming ${fields.join(', ') || 'nothing'}`);
      // A number's refusal names its range; a missing one is required; nesting and width limits
      // ("at most …") name theirs.
      else if (f.range && message && !/between -?\d+ and -?\d+|required|at most/.test(message))
        broken.push(`${where}: "${message}" does not name the range`);
    };

    it('the base bodies are valid: each route answers below 400 or for a reason that is not input', async () => {
      for (const route of routeCases()) {
        if (route.notAlone) continue;
        const r = await call('POST', route.path, {
          body: route.body(),
          ...(route.signedIn ? { cookie: traveller.cookie } : {}),
          key: key(),
        });
        expect({ route: route.path, status: r.status === 400 ? r.json.errors : 'not 400' }).toEqual({
          route: route.path,
          status: 'not 400',
        });
      }
    });

    it('answers no 500, and a 400 naming the field, to every hostile value in every field', async () => {
      let sent = 0;
      for (const route of routeCases()) {
        for (const f of route.fields) {
          for (const v of valuesFor(f)) {
            const body = withValue(route.body(), f.path, v.value);
            const r = await call('POST', route.path, {
              body,
              ...(route.signedIn ? { cookie: traveller.cookie } : {}),
              key: key(),
            });
            sent += 1;
            check(`${route.path} ${f.path}=${v.label}`, f, v, r);
          }
        }
      }
      expect(sent).toBeGreaterThan(500);
      expect(broken).toEqual([]);
      // The held booking was never changed or cancelled by any of them.
      const b = await call('GET', `/api/booking/get-booking-details?booking_id=${bookingId}`, {
        cookie: traveller.cookie,
      });
      expect(b.json.data).toMatchObject({ status: 'held', adults: 1 });
    });

    it.each([
      ['/v1/search/static_package?page=0x1', 'page'],
      ['/v1/search/static_package?budget_max=1e3', 'budget_max'],
      ['/v1/search/static_package?duration_min=-1', 'duration_min'],
      ['/auto_complete?text=par&limit=1e3', 'limit'],
      ['/auto_complete?text=par&mode=0x1', 'mode'],
    ])('GET %s is refused, naming %s', async (path, field) => {
      const r = await call('GET', path);
      expect(r.status).toBe(400);
      expect(JSON.stringify(r.json.errors)).toContain(field);
    });
  },
);
