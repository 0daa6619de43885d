import { applyChange, PlannerChangeError, planPackage } from '@/lib/planner';
import { scenario } from '@/lib/planner/fixtures';
import { createPriceFn } from '@/lib/pricing';
import { ACTIVITY_OPTIONS_PER_DAY, changeOptions } from './change-options';

const isChangeError = (e: unknown): e is Error => e instanceof PlannerChangeError;

describe('changeOptions (with the real planner)', () => {
  const { search, inventory } = scenario(5, { cities: 2, activitiesPerCity: 30, nightsPerCity: [3, 3] });
  const options = {
    price: createPriceFn({
      pricingConfiguration: {},
      taxes: [],
      discountCodes: [],
      currency: 'EUR',
      pricingOption: 1,
    }),
  };
  const [variant] = planPackage(search, inventory, options);
  if (!variant) throw new Error('the scenario should plan a trip');
  const choices = changeOptions(variant, search, inventory, options, applyChange, isChangeError);

  it('offers only changes the planner accepts, priced as it prices them', () => {
    expect(choices.room_options.length + choices.activity_options.length).toBeGreaterThan(0);
    for (const o of choices.room_options) {
      for (const room of o.rooms) {
        const next = applyChange(
          variant,
          {
            type: 'swap_room',
            city_index: o.city_index,
            room_index: o.room_index,
            room_code: room.room_code,
          },
          search,
          inventory,
          options,
        );
        expect(next.cities[o.city_index]?.hotel.rooms[o.room_index]?.price).toEqual(room.price);
      }
    }
    for (const o of choices.activity_options) {
      expect(o.activities.length).toBeLessThanOrEqual(ACTIVITY_OPTIONS_PER_DAY);
      for (const a of o.activities) {
        expect(() =>
          applyChange(
            variant,
            { type: 'add_activity', day: o.day, activity_code: a.code },
            search,
            inventory,
            options,
          ),
        ).not.toThrow();
      }
    }
    for (const o of choices.transfer_options) {
      for (const t of o.transfers) {
        expect(() =>
          applyChange(
            variant,
            { type: 'change_transfer', item_id: o.item_id, transfer_code: t.code },
            search,
            inventory,
            options,
          ),
        ).not.toThrow();
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
