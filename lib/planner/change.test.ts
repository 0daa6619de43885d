import { type TPackageVariant, ZPackageVariant } from '@/lib/contract/planner';
import { applyChange } from './change';
import { CHANGE_MESSAGES, PlannerChangeError } from './errors';
import { parisInventory, search, testPrice } from './fixtures';
import { planPackage } from './plan';
import { itemMinutes } from './schedule';

const inventory = parisInventory();
const req = search({ rooms: [{ adults: 2, children: [8], infants: 0 }] });
const options = { price: testPrice('EUR') };
const base = (() => {
  const v = planPackage(req, inventory, options).find((x) => x.label === 'Best value · Relaxed');
  if (!v) throw new Error('no best value variant');
  return v;
})();

const items = (v: TPackageVariant) => v.days.flatMap((d) => d.items);
const change = (c: Parameters<typeof applyChange>[1], v = base, o = options) =>
  applyChange(v, c, req, inventory, o);
const expectRefusal = (fn: () => unknown, message: string) => {
  expect(fn).toThrow(PlannerChangeError);
  expect(fn).toThrow(message);
};

describe('applyChange', () => {
  it('swap_hotel: moves the stay to another hotel, renames check-in/out and reprices', () => {
    expect(base.cities[0]?.hotel.code).toBe('CHEAP');
    const v = change({ type: 'swap_hotel', city_index: 0, hotel_code: 'LUX' });
    expect(ZPackageVariant.parse(v)).toEqual(v);
    expect(v.cities[0]?.hotel.code).toBe('LUX');
    expect(v.cities[0]?.hotel.rooms[0]?.board).toBe('HB');
    expect(v.total_price.amount).toBeGreaterThan(base.total_price.amount);
    expect(v.total_price.amount - base.total_price.amount).toBe(
      (v.cities[0]?.hotel.price.amount ?? 0) - (base.cities[0]?.hotel.price.amount ?? 0),
    );
    const checkIn = items(v).find((i) => i.kind === 'check_in');
    expect(checkIn?.ref).toBe('LUX');
    expect(checkIn?.title).toBe('Check in at Palace');
    expect(v.reasons.find((r) => r.factor === 'price')?.text).toContain('with your changes');
    expect(base.cities[0]?.hotel.code).toBe('CHEAP'); // the input is not mutated
  });

  it('swap_hotel: refuses a hotel that cannot house the party, and unknown hotels or stays', () => {
    expectRefusal(
      () => change({ type: 'swap_hotel', city_index: 0, hotel_code: 'HOSTEL' }),
      CHANGE_MESSAGES.noRoom,
    );
    expect(CHANGE_MESSAGES.noRoom).toBe('This hotel has no room for your party on these dates.');
    expectRefusal(
      () => change({ type: 'swap_hotel', city_index: 0, hotel_code: 'NOPE' }),
      CHANGE_MESSAGES.unknownHotel,
    );
    expectRefusal(
      () => change({ type: 'swap_hotel', city_index: 3, hotel_code: 'LUX' }),
      CHANGE_MESSAGES.unknownStay,
    );
  });

  it('swap_room: takes another room type that fits and reprices', () => {
    const v = change({ type: 'swap_room', city_index: 0, room_index: 0, room_code: 'FAM' });
    expect(v.cities[0]?.hotel.rooms[0]?.room_code).toBe('FAM');
    expect(v.cities[0]?.hotel.rooms[0]?.room_name).toBe('Family room');
    // 3 nights at 12 000 + a child at 1 500, instead of 8 000 + 1 500.
    expect(v.total_price.amount - base.total_price.amount).toBe(3 * (12000 - 8000));
  });

  it('swap_room: refuses a room that does not fit, and unknown rooms', () => {
    const trio = search({ rooms: [{ adults: 3, children: [], infants: 0 }] });
    const [v] = planPackage(trio, inventory, options);
    if (!v) throw new Error('no plan for three adults');
    expect(v.cities[0]?.hotel.rooms[0]?.room_code).toBe('FAM');
    expectRefusal(
      () =>
        applyChange(
          v,
          { type: 'swap_room', city_index: 0, room_index: 0, room_code: 'DBL' },
          trio,
          inventory,
          options,
        ),
      CHANGE_MESSAGES.roomDoesNotFit,
    );
    expectRefusal(
      () => change({ type: 'swap_room', city_index: 0, room_index: 4, room_code: 'FAM' }),
      CHANGE_MESSAGES.unknownRoom,
    );
  });

  it('remove_activity then add_activity: schedules it again inside its hours and reprices', () => {
    const act = items(base).find((i) => i.kind === 'activity');
    if (!act) throw new Error('the plan has no activity');
    const removed = change({ type: 'remove_activity', item_id: act.id });
    expect(items(removed).some((i) => i.id === act.id)).toBe(false);
    expect(removed.total_price.amount).toBe(base.total_price.amount - (act.price?.amount ?? 0));
    const day = Number(/^d(\d+)-/.exec(act.id)?.[1]);
    const added = change({ type: 'add_activity', day, activity_code: act.ref ?? '' }, removed);
    const again = items(added).find((i) => i.ref === act.ref);
    expect(again?.id).toBe(`d${day}-a-${act.ref}`);
    expect(added.total_price.amount).toBe(base.total_price.amount);
    const dayItems = added.days.find((d) => d.day === day)?.items ?? [];
    for (let k = 1; k < dayItems.length; k++)
      expect(itemMinutes(dayItems[k] as (typeof dayItems)[number]).start).toBeGreaterThanOrEqual(
        itemMinutes(dayItems[k - 1] as (typeof dayItems)[number]).end,
      );
  });

  it('add_activity: refuses repeats, closed days, unknown activities and days without time', () => {
    const planned = items(base).find((i) => i.kind === 'activity');
    expectRefusal(
      () => change({ type: 'add_activity', day: 2, activity_code: planned?.ref ?? '' }),
      CHANGE_MESSAGES.activityTwice,
    );
    expectRefusal(
      () => change({ type: 'add_activity', day: 2, activity_code: 'SUNDAY' }),
      CHANGE_MESSAGES.activityClosed,
    );
    expectRefusal(
      () => change({ type: 'add_activity', day: 2, activity_code: 'NOPE' }),
      CHANGE_MESSAGES.unknownActivity,
    );
    expectRefusal(
      () => change({ type: 'add_activity', day: 9, activity_code: 'SEINE' }),
      CHANGE_MESSAGES.unknownDay,
    );
    // Ten hours do not fit between 09:00 and 18:00 (its closing time).
    expectRefusal(
      () => change({ type: 'add_activity', day: 2, activity_code: 'MARATHON' }),
      CHANGE_MESSAGES.noFreeTime,
    );
  });

  it('remove_activity: refuses an item that is not an activity', () => {
    expectRefusal(() => change({ type: 'remove_activity', item_id: 'd1-l' }), CHANGE_MESSAGES.notAnActivity);
  });

  it('change_transfer: swaps the vehicle for the same airport and reprices', () => {
    const t = items(base).find((i) => i.id === 'd1-t-arr');
    expect(t?.ref).toBe('T1');
    const v = change({ type: 'change_transfer', item_id: 'd1-t-arr', transfer_code: 'VAN' });
    const after = items(v).find((i) => i.id === 'd1-t-arr');
    expect(after?.ref).toBe('VAN');
    expect(after?.detail).toBe('Van');
    expect(after?.start).toBe(t?.start);
    expect(
      itemMinutes(after as NonNullable<typeof after>).end -
        itemMinutes(after as NonNullable<typeof after>).start,
    ).toBe(45);
    expect(v.total_price.amount - base.total_price.amount).toBe(9000 - 6000);
  });

  it('change_transfer: refuses another hub and non-transfers', () => {
    expectRefusal(
      () => change({ type: 'change_transfer', item_id: 'd1-t-arr', transfer_code: 'ORLY' }),
      CHANGE_MESSAGES.unknownTransfer,
    );
    expectRefusal(
      () => change({ type: 'change_transfer', item_id: 'd1-ci', transfer_code: 'VAN' }),
      CHANGE_MESSAGES.notATransfer,
    );
  });

  it('apply_discount: reprices through the caller’s price function with the code', () => {
    const v = change({ type: 'apply_discount', code: 'SPRING' }, base, {
      price: testPrice('EUR', { code: 'SPRING', percent: 10 }),
    });
    expect(v.price.discount_code).toBe('SPRING');
    expect(v.total_price.amount).toBe(base.total_price.amount - Math.round(base.total_price.amount / 10));
  });
});
