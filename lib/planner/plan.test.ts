import { type TPackageVariant, ZPackageVariant } from '@/lib/contract/planner';
import { city, hotel, parisInventory, scenario, search, seeded, testPrice } from './fixtures';
import { indexInventory } from './inventory-index';
import { fitRoom, ratesFor, stayDates } from './occupancy';
import { routeCost } from './order';
import { planPackage } from './plan';
import { itemMinutes } from './schedule';
import { toMinutes, weekday } from './time';
import type { PlannerInventory } from './types';

const price = testPrice('EUR');

/** Checks every rule a plan must keep, whatever the inventory. */
function checkVariant(
  v: TPackageVariant,
  inventory: PlannerInventory,
  rooms: { adults: number; children: number[] }[],
) {
  expect(ZPackageVariant.parse(v)).toEqual(v);
  const index = indexInventory(inventory);
  expect(v.days).toHaveLength(v.nights + 1);
  const seen = new Set<string>();
  const ids = new Set<string>();
  let itemsTotal = 0;
  for (const day of v.days) {
    let lastEnd = -1;
    for (const it of day.items) {
      expect(ids.has(it.id)).toBe(false);
      ids.add(it.id);
      const { start, end } = itemMinutes(it);
      // Never two things at once: items are in time order and do not overlap.
      expect(start).toBeGreaterThanOrEqual(lastEnd);
      lastEnd = end;
      itemsTotal += it.price?.amount ?? 0;
      if (it.kind === 'check_in') expect(start).toBeGreaterThanOrEqual(toMinutes('15:00'));
      if (it.kind === 'check_out') expect(end).toBeLessThanOrEqual(toMinutes('11:00'));
      if (it.kind !== 'activity') continue;
      const a = index.activity(it.city, it.ref ?? '');
      if (!a) throw new Error(`unknown activity ${it.ref}`);
      expect(it.id).toBe(`d${day.day}-a-${a.code}`);
      expect(seen.has(a.code)).toBe(false);
      seen.add(a.code);
      expect(a.days).toContain(weekday(day.date));
      expect(start).toBeGreaterThanOrEqual(Math.max(toMinutes(a.opensAt), toMinutes('09:00')));
      expect(end).toBeLessThanOrEqual(Math.min(toMinutes(a.closesAt), toMinutes('19:00')));
      expect(end - start).toBe(a.durationMinutes);
    }
  }
  let hotelsTotal = 0;
  for (const stay of v.cities) {
    const h = index.hotel(stay.city, stay.hotel.code);
    if (!h) throw new Error('unknown hotel');
    hotelsTotal += stay.hotel.price.amount;
    expect(stay.hotel.rooms).toHaveLength(rooms.length);
    stay.hotel.rooms.forEach((choice, i) => {
      const r = h.rooms.find((x) => x.code === choice.room_code);
      if (!r) throw new Error('unknown room');
      expect(choice.children).toEqual(rooms[i]?.children);
      expect(fitRoom(r, { ...choice })).not.toBeNull();
      const sameType = stay.hotel.rooms.filter((x) => x.room_code === choice.room_code).length;
      expect(ratesFor(r, stayDates(stay.check_in, stay.nights), sameType)).not.toBeNull();
    });
  }
  // With the 1:1 test price the total is exactly what the hotels and items show.
  expect(v.total_price.amount).toBe(hotelsTotal + itemsTotal);
}

describe('planPackage on random inventories (properties)', () => {
  const r = seeded(2027);
  const cases = Array.from({ length: 30 }, (_, i) => {
    const kids = Array.from({ length: Math.floor(r() * 3) }, () => Math.floor(r() * 17));
    return {
      seed: 100 + i,
      cities: 1 + (i % 4),
      activitiesPerCity: 8 + Math.floor(r() * 30),
      rooms:
        i % 3 === 0
          ? [
              { adults: 2, children: kids, infants: i % 2 },
              { adults: 1, children: [], infants: 0 },
            ]
          : [{ adults: 1 + Math.floor(r() * 2), children: kids, infants: 0 }],
      withOrigin: i % 5 !== 4,
    };
  });

  it.each(cases)('seed $seed: $cities cities, no overlaps, opening hours, no repeats, valid rooms', (c) => {
    const { search: req, inventory } = scenario(c.seed, c);
    const variants = planPackage(req, inventory, { price });
    for (const v of variants) checkVariant(v, inventory, c.rooms);
    variants.forEach((v, i) => {
      expect(v.index).toBe(i);
      if (i > 0) expect(v.score).toBeLessThanOrEqual((variants[i - 1] as TPackageVariant).score);
    });
  });

  it('finds variants for most random inventories (the properties are not vacuous)', () => {
    const planned = cases.filter((c) => {
      const { search: req, inventory } = scenario(c.seed, c);
      return planPackage(req, inventory, { price }).some((v) =>
        v.days.some((d) => d.items.some((i) => i.kind === 'activity')),
      );
    });
    expect(planned.length).toBeGreaterThan(cases.length * 0.7);
  });
});

describe('determinism', () => {
  it('gives the same answer for the same input, and for the same inventory in another order', () => {
    const { search: req, inventory } = scenario(7, { cities: 3, activitiesPerCity: 25 });
    const a = planPackage(req, inventory, { price });
    const b = planPackage(structuredClone(req), structuredClone(inventory), { price });
    expect(b).toEqual(a);
    const shuffled: PlannerInventory = {
      ...inventory,
      legs: [...inventory.legs].reverse(),
      cities: inventory.cities.map((c) => ({
        ...c,
        hotels: [...c.hotels].reverse(),
        activities: [...c.activities].reverse(),
        transfers: [...c.transfers].reverse(),
      })),
    };
    expect(planPackage(req, shuffled, { price })).toEqual(a);
    expect(a.length).toBeGreaterThan(1);
  });
});

describe('budget', () => {
  const { search: req, inventory } = scenario(11, { cities: 2, activitiesPerCity: 20 });
  const all = planPackage(req, inventory, { price });
  const totals = all.map((v) => v.total_price.amount).sort((x, y) => x - y);

  it('keeps only variants inside the budget', () => {
    expect(all.length).toBeGreaterThan(2);
    const max = totals[Math.floor(totals.length / 2)] as number;
    const within = planPackage(req, inventory, { price, budget: { max } });
    expect(within.length).toBeGreaterThan(0);
    expect(within.length).toBeLessThan(all.length);
    for (const v of within) expect(v.total_price.amount).toBeLessThanOrEqual(max);
    const min = totals[1] as number;
    for (const v of planPackage(req, inventory, { price, budget: { min } }))
      expect(v.total_price.amount).toBeGreaterThanOrEqual(min);
  });

  it('answers nothing when the budget is too low', () => {
    expect(planPackage(req, inventory, { price, budget: { max: (totals[0] as number) - 1 } })).toEqual([]);
  });

  it('returns at most maxVariants', () => {
    expect(planPackage(req, inventory, { price, maxVariants: 2 })).toHaveLength(2);
  });
});

describe('city order', () => {
  // Home in the west, three cities on a line eastwards, asked for in a zig-zag order.
  const line = [
    { name: 'East', lon: 6 },
    { name: 'West', lon: 2 },
    { name: 'Middle', lon: 4 },
  ];
  const inventory: PlannerInventory = {
    origin: { city: 'Home', countryCode: 'GB', lat: 48, lon: 0 },
    cities: line.map((c) =>
      city({
        city: c.name,
        lat: 48,
        lon: c.lon,
        hotels: [hotel({ code: `${c.name}-H`, city: c.name, lat: 48, lon: c.lon })],
        activities: [],
        transfers: [],
      }),
    ),
    legs: [],
  };
  const req = search({
    cities: line.map((c) => c.name),
    nights: [1, 2, 3],
    origin: { name: 'Home', id: 'home' },
  });

  it('visits cities in the order that minimises travel, keeping their nights', () => {
    const [v] = planPackage(req, inventory, { price });
    expect(v?.cities.map((c) => c.city)).toEqual(['West', 'Middle', 'East']);
    expect(v?.cities.map((c) => c.nights)).toEqual([2, 3, 1]);
    expect(v?.cities.map((c) => c.check_in)).toEqual(['2027-05-10', '2027-05-12', '2027-05-15']);
    const points = inventory.cities;
    const origin = inventory.origin as NonNullable<PlannerInventory['origin']>;
    expect(routeCost(origin, points, origin, [1, 2, 0])).toBeLessThan(
      routeCost(origin, points, origin, [0, 1, 2]),
    );
  });

  it('keeps the traveller’s order when fixed', () => {
    const [v] = planPackage({ ...req, fixed_order: true }, inventory, { price });
    expect(v?.cities.map((c) => c.city)).toEqual(['East', 'West', 'Middle']);
    expect(v?.title).toBe('East, West & Middle · 6 nights');
  });
});

describe('a hand-made Paris trip', () => {
  const inventory = parisInventory();

  it('plans arrival, transfers, check-in and the way home, with the room mix for the party', () => {
    const req = search({ rooms: [{ adults: 2, children: [8], infants: 0 }] });
    const variants = planPackage(req, inventory, { price });
    const best = variants.find((v) => v.label.startsWith('Best value')) as TPackageVariant;
    expect(best.cities[0]?.hotel.code).toBe('CHEAP');
    expect(best.cities[0]?.hotel.rooms.map((r) => r.room_code)).toEqual(['DBL']);
    expect(best.title).toBe('Paris · 3 nights');
    // Day 1: fly in, transfer to the hotel, check in (activities may fill the gaps between).
    const first = best.days[0]?.items.filter((i) => i.kind !== 'activity').map((i) => i.kind);
    expect(first).toEqual(['leg', 'transfer', 'check_in']);
    const last = best.days.at(-1)?.items.map((i) => i.kind);
    expect(last).toEqual(['check_out', 'transfer', 'leg']);
    // 3 travellers fit one sedan: one vehicle each way.
    const transfers = best.days.flatMap((d) => d.items).filter((i) => i.kind === 'transfer');
    expect(transfers.map((t) => t.price?.amount)).toEqual([6000, 6000]);
    // The Sunday market only runs on Sundays: the trip has none (10–13 May 2027).
    expect(best.days.flatMap((d) => d.items).some((i) => i.ref === 'SUNDAY')).toBe(false);
    // Comfort prefers the 5★ over the 2★ here, and luxury would pick the same trip: merged, not repeated.
    expect(variants.find((v) => v.label.startsWith('Comfort'))?.cities[0]?.hotel.code).toBe('LUX');
    expect(variants.some((v) => v.label.startsWith('Luxury'))).toBe(false);
    expect(new Set(variants.map((v) => v.label)).size).toBe(variants.length);
  });

  it('counts a child older than the room’s child age as an adult', () => {
    const req = search({ rooms: [{ adults: 2, children: [14], infants: 0 }] });
    const [v] = planPackage(req, inventory, { price, budget: { max: 300000 } });
    expect(v?.cities[0]?.hotel.code).toBe('CHEAP');
    expect(v?.cities[0]?.hotel.rooms[0]?.room_code).toBe('FAM');
  });

  it('answers nothing when no hotel can house the party', () => {
    const req = search({ rooms: [{ adults: 5, children: [], infants: 0 }] });
    expect(planPackage(req, inventory, { price })).toEqual([]);
  });

  it('plans a hotel-only search (stay1) as stays without activities', () => {
    const full = planPackage(search(), inventory, { price });
    const stays = planPackage(search({ mode: 'stay1' }), inventory, { price });
    expect(full.flatMap((v) => v.days.flatMap((d) => d.items)).some((i) => i.kind === 'activity')).toBe(true);
    expect(stays.length).toBeGreaterThan(0);
    for (const v of stays) {
      expect(v.label).toMatch(/· Stay only$/);
      expect(v.days.flatMap((d) => d.items).some((i) => i.kind === 'activity')).toBe(false);
      expect(Number.isFinite(v.score)).toBe(true);
    }
  });

  it('answers nothing for a destination without inventory', () => {
    expect(planPackage(search({ cities: ['Paris', 'Atlantis'] }), { ...inventory }, { price })).toEqual([]);
  });
});
