import { FIXTURE_ITINERARY } from '@/components/planner/fixtures';
import { readItinerary } from './itinerary-reader';
import { type TItinerary, ZItinerary } from './planner';

const EUR = (amount: number) => ({ amount, currency: 'EUR' });

/** The fixture with every optional list the detail page offers choices from. */
const FULL: TItinerary = {
  ...FIXTURE_ITINERARY,
  room_options: [
    {
      city_index: 0,
      room_index: 0,
      rooms: [{ room_code: 'R2', room_name: 'Suite', board: 'HB', price: EUR(90_000) }],
    },
  ],
  activity_options: [{ day: 1, activities: [{ code: 'A1', title: 'Louvre', price: null }] }],
  transfer_options: [{ item_id: 'd1-t1', transfers: [{ code: 'T1', title: 'Shuttle', price: EUR(2_000) }] }],
  leg_options: [
    {
      item_id: 'd4-l1',
      legs: [
        {
          code: 'L1',
          mode: 'rail',
          carrier: 'SNCF',
          depart: '09:10',
          arrive: '12:40',
          duration_minutes: 210,
          price: EUR(24_000),
        },
      ],
    },
  ],
  offline_note: null,
};

const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v));

describe('readItinerary (the detail page reads a lead without zod)', () => {
  it('reads a lead in the contract’s shape as ZItinerary does, bare or wrapped in data', () => {
    for (const lead of [FIXTURE_ITINERARY, FULL]) {
      const expected = ZItinerary.parse(clone(lead));
      expect(readItinerary(clone(lead))).toEqual({ itinerary: expected, unreadable: [] });
      expect(readItinerary({ data: clone(lead) })).toEqual({ itinerary: expected, unreadable: [] });
    }
  });

  it('fills what ZItinerary defaults when it is absent', () => {
    const lead = clone(FIXTURE_ITINERARY) as unknown as Record<string, unknown>;
    delete lead.alternatives;
    delete lead.leg_options;
    const item = (lead.variant as TItinerary['variant']).days[0]?.items[0] as unknown as Record<
      string,
      unknown
    >;
    delete item.ref;
    delete item.price;
    const read = readItinerary(lead);
    expect(read?.unreadable).toEqual([]);
    expect(read?.itinerary).toEqual(ZItinerary.parse(lead));
  });

  it('lets one odd field fall back to its default and names it; the rest of the trip is read', () => {
    const lead = clone(FULL);
    const raw = lead as unknown as {
      variant: { cities: Record<string, unknown>[]; days: { items: Record<string, unknown>[] }[] };
    };
    const hotel = raw.variant.cities[0]?.hotel as Record<string, unknown>;
    hotel.stars = 'four';
    const item = raw.variant.days[0]?.items[0] as Record<string, unknown>;
    item.price = { amount: '12.5', currency: 'EUR' };
    item.kind = 'spaceflight';
    const read = readItinerary(lead);
    expect(read?.unreadable).toEqual([
      'variant.cities[0].hotel.stars',
      'variant.days[0].items[0].kind',
      'variant.days[0].items[0].price.amount',
    ]);
    expect(read?.itinerary.variant.cities[0]?.hotel.stars).toBe(0);
    expect(read?.itinerary.variant.days[0]?.items[0]).toMatchObject({
      kind: 'free_time',
      price: { amount: 0, currency: 'EUR' },
      title: FULL.variant.days[0]?.items[0]?.title,
    });
    // Everything else is as sent.
    expect(read?.itinerary.variant.cities[1]).toEqual(FULL.variant.cities[1]);
    expect(read?.itinerary.leg_options).toEqual(FULL.leg_options);
    expect(read?.itinerary.variant.total_price).toEqual(FULL.variant.total_price);
  });

  it('keeps stays and rooms in their places (changes name them by position); other odd entries are left out', () => {
    const lead = clone(FULL) as unknown as {
      variant: { cities: unknown[]; days: { items: unknown[] }[] };
      activity_options: unknown[];
    };
    lead.variant.cities.unshift('not a stay');
    lead.variant.days[0]?.items.push(42);
    lead.activity_options.push(null);
    const read = readItinerary(lead);
    expect(read?.itinerary.variant.cities).toHaveLength(FULL.variant.cities.length + 1);
    expect(read?.itinerary.variant.cities[0]).toMatchObject({ city: '', hotel: { name: '', rooms: [] } });
    expect(read?.itinerary.variant.cities[1]).toEqual(FULL.variant.cities[0]);
    expect(read?.itinerary.variant.days[0]?.items).toEqual(FULL.variant.days[0]?.items);
    expect(read?.itinerary.activity_options).toEqual(FULL.activity_options);
    expect(read?.unreadable).toContain('variant.cities[0]');
    expect(read?.unreadable).toContain(`variant.days[0].items[${FULL.variant.days[0]?.items.length}]`);
    expect(read?.unreadable).toContain('activity_options[1]');
  });

  it('reads numbers sent as text, and an unreadable currency as the trip’s', () => {
    const lead = clone(FULL) as unknown as {
      variant: Record<string, unknown>;
      search: Record<string, unknown>;
    };
    lead.variant.nights = '7';
    lead.variant.total_price = { amount: 312_345, currency: 'euro' };
    lead.search.adults = '2';
    const read = readItinerary(lead);
    expect(read?.itinerary.variant.nights).toBe(7);
    expect(read?.itinerary.search.adults).toBe(2);
    expect(read?.itinerary.variant.total_price).toEqual({ amount: 312_345, currency: FULL.search.currency });
    expect(read?.unreadable).toEqual(['variant.total_price.currency']);
  });

  it('refuses only an answer without a lead id, a package id or a variant', () => {
    expect(readItinerary(null)).toBeNull();
    expect(readItinerary('LEAD42')).toBeNull();
    expect(readItinerary({ data: { ...clone(FULL), lead_id: 42 } })).toBeNull();
    expect(readItinerary({ ...clone(FULL), package_id: undefined })).toBeNull();
    expect(readItinerary({ ...clone(FULL), variant: [] })).toBeNull();
  });
});
