import type { TItineraryChange } from '@/lib/contract/planner';
import { BUNDLED_RATES } from '@/lib/money';
import {
  applyChange,
  bookedLegs,
  indexInventory,
  otherJourneys,
  PlannerChangeError,
  planPackage,
} from '@/lib/planner';
import { ESTIMATED_CARRIER } from '@/lib/planner/estimated';
import { scenario } from '@/lib/planner/fixtures';
import { createPriceFn } from '@/lib/pricing';
import { ACTIVITY_OPTIONS_PER_DAY, changeOptions } from './change-options';

describe('changeOptions (checked against the real planner)', () => {
  const { search, inventory } = scenario(5, { cities: 2, activitiesPerCity: 30, nightsPerCity: [3, 3] });
  const options = {
    price: createPriceFn({
      pricingConfiguration: {},
      taxes: [],
      discountCodes: [],
      currency: 'EUR',
      pricingOption: 1,
      rates: BUNDLED_RATES,
    }),
  };
  const [variant] = planPackage(search, inventory, options);
  if (!variant) throw new Error('the scenario should plan a trip');
  const choices = changeOptions(variant, search, inventory, options);
  const apply = (change: TItineraryChange) => applyChange(variant, change, search, inventory, options);

  it('offers rooms the planner swaps to, at the price it gives them', () => {
    expect(choices.room_options.length).toBeGreaterThan(0);
    for (const o of choices.room_options) {
      for (const room of o.rooms) {
        const next = apply({
          type: 'swap_room',
          city_index: o.city_index,
          room_index: o.room_index,
          room_code: room.room_code,
        });
        expect(next.cities[o.city_index]?.hotel.rooms[o.room_index]?.price).toEqual(room.price);
      }
    }
  });

  it('offers exactly the rooms the planner accepts', () => {
    for (const [city_index, stay] of variant.cities.entries()) {
      const hotel = inventory.cities.flatMap((c) => c.hotels).find((h) => h.code === stay.hotel.code);
      const offered = new Set(
        choices.room_options
          .find((o) => o.city_index === city_index && o.room_index === 0)
          ?.rooms.map((r) => r.room_code),
      );
      const others = (hotel?.rooms ?? []).filter((r) => r.code !== stay.hotel.rooms[0]?.room_code);
      expect(others.length).toBeGreaterThan(0);
      for (const r of others) {
        let accepted = true;
        try {
          apply({ type: 'swap_room', city_index, room_index: 0, room_code: r.code });
        } catch (err) {
          if (!(err instanceof PlannerChangeError)) throw err;
          accepted = false;
        }
        expect([r.code, offered.has(r.code)]).toEqual([r.code, accepted]);
      }
    }
  });

  it('offers activities that run that day, at the price the planner gives them when added', () => {
    expect(choices.activity_options.length).toBeGreaterThan(0);
    let added = 0;
    for (const o of choices.activity_options) {
      expect(o.activities.length).toBeLessThanOrEqual(ACTIVITY_OPTIONS_PER_DAY);
      for (const a of o.activities) {
        try {
          const next = apply({ type: 'add_activity', day: o.day, activity_code: a.code });
          const item = next.days.find((d) => d.day === o.day)?.items.find((i) => i.ref === a.code);
          expect(item?.price).toEqual(a.price);
          added += 1;
        } catch (err) {
          // Only the free time of that day may still refuse it, never a closed or unknown activity.
          expect((err as Error).message).toBe('There is not enough free time on that day for this activity.');
        }
      }
    }
    expect(added).toBeGreaterThan(0);
  });

  it('offers transfers to the same hub, at the planner’s price', () => {
    for (const o of choices.transfer_options) {
      for (const t of o.transfers) {
        try {
          const next = apply({ type: 'change_transfer', item_id: o.item_id, transfer_code: t.code });
          expect(next.days.flatMap((d) => d.items).find((i) => i.id === o.item_id)?.price).toEqual(t.price);
        } catch (err) {
          expect((err as Error).message).toBe('This transfer takes too long for the rest of the day.');
        }
      }
    }
  });

  it('never offers what is already booked', () => {
    const booked = new Set(
      variant.days.flatMap((d) => d.items.filter((i) => i.kind === 'activity').map((i) => i.ref)),
    );
    for (const o of choices.activity_options)
      for (const a of o.activities) expect(booked.has(a.code)).toBe(false);
    for (const o of choices.room_options) {
      const current = variant.cities[o.city_index]?.hotel.rooms[o.room_index]?.room_code;
      expect(o.rooms.map((r) => r.room_code)).not.toContain(current);
    }
  });
});

describe('changeOptions: legs (checked against the real planner)', () => {
  // Two cities close enough for trains as well as flights between them.
  const { search, inventory } = scenario(4, { cities: 2, activitiesPerCity: 4, nightsPerCity: [2, 2] });
  const options = {
    price: createPriceFn({
      pricingConfiguration: { rail: 1.2, flight: 1.1 },
      taxes: [],
      discountCodes: [],
      currency: 'GBP',
      pricingOption: 1,
      rates: BUNDLED_RATES,
    }),
  };
  const variants = planPackage(search, inventory, options);
  const [variant] = variants;
  if (!variant) throw new Error('the scenario should plan a trip');

  it('offers each other departure of the route, any mode, that makes the day, at the times and price change_leg gives', () => {
    const modes = new Set<string>();
    let offered = 0;
    let sameLegOtherTime = 0;
    let refused = 0;
    let changed = 0;
    // Every variant: how full a day is decides whether a journey still fits it.
    for (const v of variants) {
      const index = indexInventory(inventory);
      const legOptions = changeOptions(v, search, inventory, options).leg_options;
      for (const booked of bookedLegs(v, index)) {
        const current = booked.item;
        const offers = legOptions.find((o) => o.item_id === current.id)?.legs ?? [];
        modes.add(current.detail ?? '');
        for (const l of offers) {
          expect(l.code === current.ref && l.depart === current.start).toBe(false);
          if (l.code === current.ref) sameLegOtherTime += 1;
          modes.add(l.mode);
          offered += 1;
          try {
            const next = applyChange(
              v,
              { type: 'change_leg', item_id: current.id, leg_code: l.code, departure: l.depart },
              search,
              inventory,
              options,
            );
            const item = next.days.flatMap((d) => d.items).find((i) => i.id === current.id);
            expect(item).toMatchObject({
              ref: l.code,
              detail: l.mode,
              start: l.depart,
              end: l.arrive,
              price: l.price,
            });
            changed += 1;
          } catch (err) {
            // Only the day's activities may still refuse it, never the journey itself.
            expect((err as Error).message).toBe(
              'This journey leaves no time for the activities planned that day.',
            );
          }
        }
        // What is not offered, change_leg refuses: one rule for the list and the change.
        for (const j of otherJourneys(booked, inventory.legs)) {
          if (offers.some((l) => l.code === j.leg.code && l.depart === j.departure)) continue;
          refused += 1;
          expect(() =>
            applyChange(
              v,
              { type: 'change_leg', item_id: current.id, leg_code: j.leg.code, departure: j.departure },
              search,
              inventory,
              options,
            ),
          ).toThrow(PlannerChangeError);
        }
      }
    }
    expect(offered).toBeGreaterThan(0);
    expect(sameLegOtherTime).toBeGreaterThan(0);
    expect(refused).toBeGreaterThan(0);
    expect(changed).toBeGreaterThan(0);
    expect([...modes].sort()).toEqual(['flight', 'rail']);
  });

  it('never offers an estimated fare or a leg that does not run that day', () => {
    const legItem = variant.days.flatMap((d) => d.items).find((i) => i.kind === 'leg' && i.ref);
    const day = variant.days.find((d) => d.items.includes(legItem as never));
    const current = inventory.legs.find((l) => l.code === legItem?.ref);
    if (!current || !day || !legItem) throw new Error('the variant should have a leg');
    const weekday = new Date(`${day.date}T00:00:00Z`).getUTCDay();
    const more = {
      ...inventory,
      legs: [
        ...inventory.legs,
        { ...current, code: 'EST-X', carrier: ESTIMATED_CARRIER },
        { ...current, code: 'OTHER-DAYS', days: [(weekday + 1) % 7] },
        { ...current, code: 'THAT-DAY', days: [weekday] },
      ],
    };
    const offered = changeOptions(variant, search, more, options)
      .leg_options.find((o) => o.item_id === legItem.id)
      ?.legs.map((l) => l.code);
    expect(offered).toContain('THAT-DAY');
    expect(offered).not.toContain('EST-X');
    expect(offered).not.toContain('OTHER-DAYS');
  });
});
