/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { sealSession } from '@/lib/auth/session';
import {
  type TItinerary,
  ZCalculatePriceResponse,
  ZCheckItineraryResponse,
  ZGetPackageResponse,
  ZItinerary,
} from '@/lib/contract/planner';
import { earliestToday } from '@/lib/contract/search-api';
import { leads, type UserRow, users } from '@/lib/db/schema';
import { forTenant } from '@/lib/db/scoped';
import { BUNDLED_RATES, convertMinor } from '@/lib/money';
import { SITE_HEADER } from '@/lib/tenant/site-header';
import { asSiteMembers } from '@/tests/support/member-session';
import { type TestDatabase, testDrivers } from '@/tests/support/test-db';
import { createBackend } from '../app';
import { PLANNER_MESSAGES } from '../planner/messages';
import { seedIfEmpty } from '../seed';
import { findTenantBySite } from '../tenants/repository';

jest.setTimeout(30_000);

const inDays = (n: number) => {
  const d = new Date(`${earliestToday()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
const place = (name: string, id: string) => ({ name, id, geo_type: 'City', type: 'location' });

describe.each(testDrivers())('lead calls and v1/calculate_price on $name', ({ open }) => {
  let tdb: TestDatabase;
  let backend: ReturnType<typeof createBackend>;
  let packageId: string;

  interface Call {
    site?: string;
    cookie?: string;
    body?: unknown;
    form?: boolean;
  }
  async function call(method: string, path: string, opts: Call = {}) {
    const headers: Record<string, string> = { [SITE_HEADER]: opts.site ?? 'demo' };
    if (opts.cookie) headers.cookie = opts.cookie;
    let body: string | undefined;
    if (opts.body !== undefined) {
      headers['content-type'] = opts.form ? 'application/x-www-form-urlencoded' : 'application/json';
      body = opts.form
        ? new URLSearchParams({ data: JSON.stringify(opts.body) }).toString()
        : JSON.stringify(opts.body);
    }
    const res = await backend.request(path, { method, headers, ...(body !== undefined ? { body } : {}) });
    const text = await res.text();
    return { status: res.status, json: text ? JSON.parse(text) : null };
  }
  const post = (path: string, body: unknown, opts: Omit<Call, 'body'> = {}) =>
    call('POST', path, { ...opts, body });
  const getLead = (leadId: string, opts: Call = {}) =>
    call('GET', `/get_itinerary?lead_id=${encodeURIComponent(leadId)}`, opts);

  async function cookieOf(site: string, where: (u: UserRow) => boolean): Promise<string> {
    const tenant = await findTenantBySite(tdb.db, site);
    if (!tenant) throw new Error(site);
    const user = (await forTenant(tdb.db, tenant.id).select(users)).find(where);
    if (!user) throw new Error('no such user');
    const sealed = await sealSession({ tenantId: tenant.id, userId: user.id, version: user.sessionVersion });
    return `itinera_session=${sealed}`;
  }

  async function newLead(opts: Omit<Call, 'body'> = {}): Promise<TItinerary> {
    const r = await post('/put_itinerary', { package_id: packageId, index: 0 }, opts);
    expect(r.status).toBe(200);
    return ZItinerary.parse(r.json);
  }

  beforeAll(async () => {
    tdb = await open();
    await seedIfEmpty(tdb.db);
    // b2b is invitation-only: its calls here are a member's (the guard has its own suite).
    backend = asSiteMembers(createBackend({ db: async () => tdb.db, log: () => {} }));
    const r = await post('/v2/search_api', {
      mode: 'travel_and_stay',
      origin: place('London, United Kingdom', 'city:2643743'),
      destination: [place('Paris, France', 'city:2988507'), place('Rome, Italy', 'city:3169070')],
      start_date: inDays(50),
      nights: [3, 4],
      rooms: [{ adults: 2, children: [8], infants: 0 }],
      currency: 'EUR',
    });
    packageId = r.json.package_id;
    // A second demo traveller, to be refused someone else's lead.
    const demo = await findTenantBySite(tdb.db, 'demo');
    await forTenant(tdb.db, demo?.id ?? '').insert(users, {
      email: 'other@wanderlight.example',
      role: 'Consumer',
    });
  }, 120_000);
  afterAll(() => tdb.dispose());

  it('put_itinerary {package_id, index} opens an anonymous draft lead from that variant', async () => {
    const listed = ZGetPackageResponse.parse(
      (await call('GET', `/v2/get_package?package_id=${packageId}`)).json,
    );
    const lead = await newLead();
    expect(lead).toMatchObject({ package_id: packageId, variant_index: 0, status: 'draft' });
    expect(lead.variant).toEqual(listed.variants[0]);
    expect(lead.search.destinations).toEqual(['Paris', 'Rome']);
    expect(lead.alternatives.length).toBeGreaterThan(0);
    const [row] = await tdb.db.select().from(leads).where(eq(leads.id, lead.lead_id));
    expect(row?.userId).toBeNull();

    // The same, form-encoded in a data field as the original client sends it.
    const form = await post('/put_itinerary', { package_id: packageId, index: '1' }, { form: true });
    expect(form.status).toBe(200);
    expect(form.json.variant_index).toBe(1);
  });

  it('get_itinerary answers the lead with hotel alternatives for each stay', async () => {
    const lead = await newLead();
    const r = await getLead(lead.lead_id);
    expect(r.status).toBe(200);
    const read = ZItinerary.parse(r.json);
    expect(read.lead_id).toBe(lead.lead_id);
    expect(read.variant).toEqual(lead.variant);
    for (const alt of read.alternatives) {
      const stay = read.variant.cities[alt.city_index];
      expect(stay).toBeDefined();
      expect(alt.hotels.map((h) => h.code)).not.toContain(stay?.hotel.code);
    }
  });

  it('swaps a hotel and re-prices; refuses an unknown hotel code with the planner’s message', async () => {
    const lead = await newLead();
    const alt = lead.alternatives.find((a) => a.hotels.length > 0);
    const other = alt?.hotels[0];
    if (!alt || !other) throw new Error('the demo inventory should offer another hotel');
    const r = await post('/put_itinerary', {
      lead_id: lead.lead_id,
      change: { type: 'swap_hotel', city_index: alt.city_index, hotel_code: other.code },
    });
    expect(r.status).toBe(200);
    const changed = ZItinerary.parse(r.json);
    expect(changed.variant.cities[alt.city_index]?.hotel.code).toBe(other.code);
    expect(changed.variant.total_price.amount).not.toBe(lead.variant.total_price.amount);
    // Kept: reading it again shows the change.
    expect(ZItinerary.parse((await getLead(lead.lead_id)).json).variant.total_price).toEqual(
      changed.variant.total_price,
    );

    const bad = await post('/put_itinerary', {
      lead_id: lead.lead_id,
      change: { type: 'swap_hotel', city_index: 0, hotel_code: 'NO-SUCH-HOTEL' },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toMatch(/hotel/i);
    expect(bad.json.message).not.toMatch(/error|undefined|stack/i);
  });

  it('offers room, activity and transfer changes that the backend then applies', async () => {
    const lead = await newLead();
    const room = lead.room_options?.[0];
    const transfer = lead.transfer_options?.[0];
    expect(room?.rooms.length).toBeGreaterThan(0);
    expect(lead.activity_options?.length).toBeGreaterThan(0);
    const changes = [
      room && {
        type: 'swap_room',
        city_index: room.city_index,
        room_index: room.room_index,
        room_code: room.rooms[0]?.room_code,
      },
      transfer && {
        type: 'change_transfer',
        item_id: transfer.item_id,
        transfer_code: transfer.transfers[0]?.code,
      },
    ].filter(Boolean);
    for (const change of changes) {
      const fresh = await newLead();
      const r = await post('/put_itinerary', { lead_id: fresh.lead_id, change });
      expect([r.status, r.json.message]).toEqual([200, undefined]);
    }

    // An offered activity is added unless that day has no free time left (the planner says so).
    let added: { day: number; code: string; itinerary: TItinerary } | null = null;
    for (const o of lead.activity_options ?? []) {
      for (const a of o.activities) {
        if (added) break;
        const r = await post('/put_itinerary', {
          lead_id: lead.lead_id,
          change: { type: 'add_activity', day: o.day, activity_code: a.code },
        });
        if (r.status === 200) added = { day: o.day, code: a.code, itinerary: ZItinerary.parse(r.json) };
        else
          expect([r.status, r.json.message]).toEqual([
            400,
            'There is not enough free time on that day for this activity.',
          ]);
      }
    }
    if (!added) throw new Error('no offered activity could be added');
    const item = added.itinerary.variant.days
      .flatMap((d) => d.items)
      .find((i) => i.kind === 'activity' && i.ref === added?.code);
    expect(item).toBeDefined();
    expect(added.itinerary.variant.total_price.amount).toBeGreaterThanOrEqual(
      lead.variant.total_price.amount,
    );
    // Removing it again is a change too, back to the same price.
    const removed = await post('/put_itinerary', {
      lead_id: lead.lead_id,
      change: { type: 'remove_activity', item_id: item?.id },
    });
    expect(removed.status).toBe(200);
    expect(ZItinerary.parse(removed.json).variant.total_price).toEqual(lead.variant.total_price);
  });

  it('offers the other journeys of a route (trains and flights between Paris and Barcelona) and changes to one', async () => {
    const search = await post('/v2/search_api', {
      mode: 'travel_and_stay',
      origin: place('London, United Kingdom', 'city:2643743'),
      destination: [place('Paris, France', 'city:2988507'), place('Barcelona, Spain', 'city:3128760')],
      start_date: inDays(60),
      nights: [2, 2],
      fixed_order: true,
      rooms: [{ adults: 2, children: [8], infants: 0 }],
      currency: 'EUR',
    });
    expect(search.status).toBe(200);
    const opened = await post('/put_itinerary', { package_id: search.json.package_id, index: 0 });
    expect(opened.status).toBe(200);
    const lead = ZItinerary.parse(opened.json);
    const onward = lead.variant.days
      .flatMap((d) => d.items.map((i) => ({ day: d, item: i })))
      .find(({ item }) => item.kind === 'leg' && item.title.includes('from Paris to Barcelona'));
    const offer = lead.leg_options.find((o) => o.item_id === onward?.item.id);
    const other = offer?.legs.find((l) => l.code !== onward?.item.ref);
    if (!onward || !other) throw new Error('the demo trip should offer another way from Paris to Barcelona');
    expect(new Set([onward.item.detail, other.mode])).toEqual(new Set(['rail', 'flight']));
    // The booked leg's other departures that day are journeys of their own.
    const sameLeg = offer?.legs.filter((l) => l.code === onward.item.ref) ?? [];
    expect(sameLeg.length).toBeGreaterThan(0);
    expect(sameLeg.map((l) => l.depart)).not.toContain(onward.item.start);

    const changeLeg = () =>
      post('/put_itinerary', {
        lead_id: lead.lead_id,
        change: {
          type: 'change_leg',
          item_id: onward.item.id,
          leg_code: other.code,
          departure: other.depart,
        },
      });
    let r = await changeLeg();
    if (r.status === 400) {
      // That day's activities may not fit around the other journey: the planner says so; without them it fits.
      expect(r.json.message).toBe('This journey leaves no time for the activities planned that day.');
      for (const a of onward.day.items.filter((i) => i.kind === 'activity'))
        expect(
          (
            await post('/put_itinerary', {
              lead_id: lead.lead_id,
              change: { type: 'remove_activity', item_id: a.id },
            })
          ).status,
        ).toBe(200);
      r = await changeLeg();
    }
    expect([r.status, r.json.message]).toEqual([200, undefined]);
    const changed = ZItinerary.parse((await getLead(lead.lead_id)).json);
    const item = changed.variant.days.flatMap((d) => d.items).find((i) => i.id === onward.item.id);
    expect(item).toMatchObject({
      ref: other.code,
      detail: other.mode,
      start: other.depart,
      end: other.arrive,
      price: other.price,
    });
    // Now the journey it replaced is on offer instead, and a booking's re-check finds the trip as it is.
    expect(changed.leg_options.find((o) => o.item_id === onward.item.id)?.legs.map((l) => l.code)).toContain(
      onward.item.ref,
    );
    const check = ZCheckItineraryResponse.parse(
      (await post('/check_itinerary', { lead_id: lead.lead_id })).json,
    );
    expect(check).toMatchObject({
      available: true,
      price_changed: false,
      total_price: changed.variant.total_price,
    });

    const refused = await post('/put_itinerary', {
      lead_id: lead.lead_id,
      change: { type: 'change_leg', item_id: onward.item.id, leg_code: 'NO-SUCH-LEG' },
    });
    expect([refused.status, refused.json.message]).toEqual([
      400,
      'This journey does not run between the same cities on that day.',
    ]);
    const notATime = await post('/put_itinerary', {
      lead_id: lead.lead_id,
      change: { type: 'change_leg', item_id: onward.item.id, leg_code: other.code, departure: '25:00' },
    });
    expect(notATime.status).toBe(400);
    expect(notATime.json.errors).toHaveProperty(['change.departure']);
  });

  it('two changes to one lead at once are both kept, or one is refused with 409 — never lost', async () => {
    const lead = await newLead();
    const swaps = lead.alternatives.filter((a) => a.hotels.length > 0).slice(0, 2);
    if (swaps.length < 2) throw new Error('the demo trip should offer other hotels in two cities');
    const changes = [
      ...swaps.map((a) => ({ type: 'swap_hotel', city_index: a.city_index, hotel_code: a.hotels[0]?.code })),
      { type: 'apply_discount', code: 'WELCOME10' },
    ];
    const answers = await Promise.all(
      changes.map((change) => post('/put_itinerary', { lead_id: lead.lead_id, change })),
    );
    const final = ZItinerary.parse((await getLead(lead.lead_id)).json);
    const kept = (change: (typeof changes)[number]) =>
      'hotel_code' in change
        ? final.variant.cities[change.city_index]?.hotel.code === change.hotel_code
        : final.variant.price.discount_code === 'WELCOME10';
    changes.forEach((change, i) => {
      const r = answers[i];
      if (r?.status === 200) expect([change, kept(change)]).toEqual([change, true]);
      else
        expect([r?.status, r?.json.message]).toEqual([
          409,
          'This itinerary was changed elsewhere. Please reload.',
        ]);
    });
    expect(answers.filter((r) => r.status === 200).length).toBeGreaterThan(0);
    // Each kept change was written exactly once (none overwrote another).
    const [row] = await tdb.db.select().from(leads).where(eq(leads.id, lead.lead_id));
    expect(row?.version).toBe(answers.filter((r) => r.status === 200).length);
  });

  it('refuses a change that is not one', async () => {
    const lead = await newLead();
    for (const change of [
      { type: 'fly_to_the_moon' },
      { type: 'swap_hotel', city_index: -1, hotel_code: 'x' },
    ]) {
      const r = await post('/put_itinerary', { lead_id: lead.lead_id, change });
      expect(r.status).toBe(400);
      expect(r.json.message).toBe('Please check the highlighted fields');
    }
    const noIndex = await post('/put_itinerary', { package_id: packageId });
    expect(noIndex.status).toBe(400);
    expect(noIndex.json.errors.index).toEqual(['This field is required.']);
  });

  it('applies the agency’s discount code, refuses an unknown one, and removes it with an empty code', async () => {
    const lead = await newLead();
    const before = lead.variant.total_price.amount;
    const bad = await post('/put_itinerary', {
      lead_id: lead.lead_id,
      change: { type: 'apply_discount', code: 'FREE-TRIP' },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe('This discount code is not valid.');

    const r = await post('/put_itinerary', {
      lead_id: lead.lead_id,
      change: { type: 'apply_discount', code: 'welcome10' },
    });
    expect(r.status).toBe(200);
    const discounted = ZItinerary.parse(r.json);
    expect(discounted.variant.price.discount_code).toBe('WELCOME10');
    // WELCOME10: 10% off (demo VAT is 0%), rounded once.
    expect(discounted.variant.price.discount.amount).toBe(Math.round(before / 10));
    expect(discounted.variant.total_price.amount).toBe(before - Math.round(before / 10));

    const removed = await post('/put_itinerary', {
      lead_id: lead.lead_id,
      change: { type: 'apply_discount', code: '' },
    });
    expect(ZItinerary.parse(removed.json).variant.total_price.amount).toBe(before);
  });

  it('check_itinerary finds everything still available at the same price', async () => {
    const lead = await newLead();
    const r = await post('/check_itinerary', { lead_id: lead.lead_id });
    expect(r.status).toBe(200);
    const check = ZCheckItineraryResponse.parse(r.json);
    expect(check).toMatchObject({
      lead_id: lead.lead_id,
      available: true,
      price_changed: false,
      problems: [],
    });
    expect(check.total_price).toEqual(lead.variant.total_price);
  });

  it('v1/calculate_price answers the total in major units of the asked currency, nothing paid', async () => {
    const lead = await newLead();
    const total = lead.variant.total_price;
    const demo = await findTenantBySite(tdb.db, 'demo');
    const eur = await post('/v1/calculate_price', {
      lead_id: lead.lead_id,
      agency_id: demo?.agencyId,
      partner: demo?.config.partner ?? null,
      currency: 'EUR',
    });
    expect(eur.status).toBe(200);
    expect(ZCalculatePriceResponse.parse(eur.json)).toEqual({
      success: true,
      // The trip was priced from the demo's GBP inventory: its total says which day's rates.
      data: {
        total_price: total.amount / 100,
        paid_amount: 0,
        currency: 'EUR',
        rate_date: lead.variant.price.rate_date,
      },
    });
    const gbp = await post('/v1/calculate_price', { lead_id: lead.lead_id, currency: 'GBP' });
    expect(gbp.json.data.total_price).toBe(convertMinor(total.amount, 'EUR', 'GBP', BUNDLED_RATES) / 100);
    // Converted again with the reference rates the database has (none fetched here: the bundled ones).
    expect(gbp.json.data.rate_date).toBe(BUNDLED_RATES.date);

    expect((await post('/v1/calculate_price', { lead_id: lead.lead_id, currency: 'ZZZ' })).status).toBe(400);
    const otherAgency = await post('/v1/calculate_price', {
      lead_id: lead.lead_id,
      agency_id: 999_999,
      currency: 'EUR',
    });
    expect(otherAgency.status).toBe(404);
  });

  it('offline_itinerary keeps the traveller’s note and when they asked, and answers both', async () => {
    const lead = await newLead();
    expect(lead).toMatchObject({ offline_note: null, offline_requested_at: null });
    const before = Date.now();
    const off = await post('/offline_itinerary', {
      lead_id: lead.lead_id,
      note: '  Please call me after 6pm ',
    });
    expect(off.status).toBe(200);
    const first = ZItinerary.parse(off.json);
    expect(first).toMatchObject({ status: 'offline_requested', offline_note: 'Please call me after 6pm' });
    const askedAt = Date.parse(first.offline_requested_at ?? '');
    expect(askedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(askedAt).toBeLessThanOrEqual(Date.now() + 1000);
    const [row] = await tdb.db.select().from(leads).where(eq(leads.id, lead.lead_id));
    expect(row?.offlineNote).toBe('Please call me after 6pm');
    expect(row?.offlineRequestedAt?.toISOString()).toBe(first.offline_requested_at);

    // Asking again without a note keeps the note; a new note (form-encoded) replaces it; the time stays the first.
    const again = ZItinerary.parse((await post('/offline_itinerary', { lead_id: lead.lead_id })).json);
    expect(again.offline_note).toBe('Please call me after 6pm');
    const newer = await post(
      '/offline_itinerary',
      { lead_id: lead.lead_id, note: 'Mornings only' },
      { form: true },
    );
    expect(ZItinerary.parse(newer.json)).toMatchObject({
      offline_note: 'Mornings only',
      offline_requested_at: first.offline_requested_at,
    });
    expect(ZItinerary.parse((await getLead(lead.lead_id)).json).offline_note).toBe('Mornings only');

    const tooLong = await post('/offline_itinerary', { lead_id: lead.lead_id, note: 'x'.repeat(2001) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.errors.note).toEqual(['This value is not valid.']);
  });

  it('offline_itinerary hands the lead to an agent; cancel_itinerary cancels it and then refuses changes', async () => {
    const lead = await newLead();
    const off = await post('/offline_itinerary', { lead_id: lead.lead_id, note: 'Please call me after 6pm' });
    expect(off.status).toBe(200);
    expect(off.json.status).toBe('offline_requested');

    const cancel = await post('/cancel_itinerary', { lead_id: lead.lead_id });
    expect(cancel.status).toBe(200);
    expect(ZItinerary.parse(cancel.json).status).toBe('cancelled');
    expect((await post('/cancel_itinerary', { lead_id: lead.lead_id })).status).toBe(200);

    for (const [path, body] of [
      ['/put_itinerary', { lead_id: lead.lead_id, change: { type: 'apply_discount', code: 'WELCOME10' } }],
      ['/offline_itinerary', { lead_id: lead.lead_id }],
      ['/check_itinerary', { lead_id: lead.lead_id }],
    ] as const) {
      const r = await post(path, body);
      expect(r.status).toBe(409);
      expect(r.json.message).toBe('This itinerary has been cancelled.');
    }
    expect(ZItinerary.parse((await getLead(lead.lead_id)).json).status).toBe('cancelled');
  });

  it('answers 404 for an unknown, malformed or other site’s lead, 400 without one', async () => {
    const lead = await newLead();
    for (const [id, site] of [
      ['6f1c0a52-0c4e-4a57-9d55-4f1c2b7a9e10', 'demo'],
      ['not-a-lead', 'demo'],
      [lead.lead_id, 'b2b'],
    ] as const) {
      const r = await getLead(id, { site });
      expect(r.status).toBe(404);
      expect(r.json.message).toBe('We could not find this itinerary.');
      expect((await post('/check_itinerary', { lead_id: id }, { site })).status).toBe(404);
    }
    expect((await call('GET', '/get_itinerary')).status).toBe(400);
    expect((await post('/cancel_itinerary', {})).status).toBe(400);
  });

  it('put_itinerary with an unknown package or variant answers 404', async () => {
    const unknown = await post('/put_itinerary', { package_id: 'FFFFFFFFFFFF', index: 0 });
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe(PLANNER_MESSAGES.packageNotFound);
    const noVariant = await post('/put_itinerary', { package_id: packageId, index: 999 });
    expect(noVariant.status).toBe(404);
    expect(noVariant.json.message).toBe(PLANNER_MESSAGES.variantNotFound);
  });

  it('a signed-in traveller’s lead is theirs and the agency staff’s only', async () => {
    const owner = await cookieOf('demo', (u) => u.email === 'consumer@wanderlight.example');
    const agent = await cookieOf('demo', (u) => u.email === 'agent@wanderlight.example');
    const stranger = await cookieOf('demo', (u) => u.email === 'other@wanderlight.example');
    const lead = await newLead({ cookie: owner });
    const [row] = await tdb.db.select().from(leads).where(eq(leads.id, lead.lead_id));
    expect(row?.userId).not.toBeNull();

    expect((await getLead(lead.lead_id, { cookie: owner })).status).toBe(200);
    expect((await getLead(lead.lead_id, { cookie: agent })).status).toBe(200);
    const signedOut = await getLead(lead.lead_id);
    expect(signedOut.status).toBe(401);
    expect(signedOut.json.message).toBe('Unauthorized Error');
    const refused = await getLead(lead.lead_id, { cookie: stranger });
    expect(refused.status).toBe(403);
    const change = { type: 'apply_discount', code: 'WELCOME10' };
    expect(
      (await post('/put_itinerary', { lead_id: lead.lead_id, change }, { cookie: stranger })).status,
    ).toBe(403);
    expect((await post('/cancel_itinerary', { lead_id: lead.lead_id }, { cookie: stranger })).status).toBe(
      403,
    );
    expect((await post('/put_itinerary', { lead_id: lead.lead_id, change }, { cookie: agent })).status).toBe(
      200,
    );
  });
});
