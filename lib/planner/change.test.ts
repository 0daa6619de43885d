import { type TPackageVariant, ZPackageVariant } from '@/lib/contract/planner';
import { applyChange } from './change';
import { CHANGE_MESSAGES, PlannerChangeError } from './errors';
import { leg, parisInventory, search, testPrice, transfer } from './fixtures';
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

  describe('change_leg', () => {
    // Paris with more ways from London on Monday 10 May: a train to Gare du Nord (and a taxi from
    // it), another flight to CDG, a night flight, a late train, a Sunday-only flight, and a dawn
    // flight home.
    const more = parisInventory();
    more.cities[0]?.transfers.push(
      transfer({
        code: 'GDN',
        hubKind: 'station',
        hubCode: 'PNO',
        hubName: 'Gare du Nord',
        vehicle: 'Taxi',
        maxPassengers: 4,
        durationMinutes: 20,
        priceMinor: 3000,
      }),
    );
    const rail = {
      kind: 'rail' as const,
      toHub: 'PNO',
      toHubKind: 'station' as const,
      fromHub: 'STP',
      fromHubKind: 'station' as const,
    };
    more.legs.push(
      leg({
        code: 'EURO',
        ...rail,
        carrier: 'Eurostar',
        departures: ['06:30', '08:00', '13:00'],
        durationMinutes: 140,
        adultMinor: 6000,
        childMinor: 4000,
      }),
      leg({ code: 'L2', carrier: 'Other Air', departures: ['09:00'], adultMinor: 10000, childMinor: 8000 }),
      leg({ code: 'NIGHT', departures: ['23:00'] }),
      leg({ code: 'LATE', ...rail, departures: ['17:00'], durationMinutes: 60 }),
      leg({ code: 'SUN', days: [0] }),
      leg({
        code: 'DAWN',
        fromCity: 'Paris',
        toCity: 'London',
        fromHub: 'CDG',
        toHub: 'LHR',
        departures: ['06:30'],
      }),
    );
    const changeIn = (c: Parameters<typeof applyChange>[1], v = base) =>
      applyChange(v, c, req, more, options);
    const byId = (v: TPackageVariant, id: string) => items(v).find((i) => i.id === id);

    it('takes a train instead of the flight: times, hub transfer, activities and price follow', () => {
      const v = changeIn({ type: 'change_leg', item_id: 'd1-l', leg_code: 'EURO' });
      expect(ZPackageVariant.parse(v)).toEqual(v);
      // From home the planner lands closest to midday: 08:00 + 2 h 20.
      expect(byId(v, 'd1-l')).toMatchObject({
        ref: 'EURO',
        detail: 'rail',
        start: '08:00',
        end: '10:20',
        title: 'Train from London to Paris',
        price: { amount: 2 * 6000 + 4000, currency: 'EUR' },
      });
      // Ten minutes off the train, then the taxi from the station the train arrives at.
      expect(byId(v, 'd1-t-arr')).toMatchObject({
        ref: 'GDN',
        start: '10:30',
        end: '10:50',
        title: 'Transfer from Gare du Nord to Hotel Cheap',
      });
      const day1 = v.days[0]?.items ?? [];
      expect(
        day1
          .filter((i) => i.kind === 'activity')
          .map((i) => i.ref)
          .sort(),
      ).toEqual(['EIFFEL', 'LOUVRE']);
      for (let k = 1; k < day1.length; k++)
        expect(itemMinutes(day1[k] as (typeof day1)[number]).start).toBeGreaterThanOrEqual(
          itemMinutes(day1[k - 1] as (typeof day1)[number]).end,
        );
      // Fare 25 000 → 16 000, transfer 6 000 → 3 000.
      expect(v.total_price.amount - base.total_price.amount).toBe(-9000 - 3000);
      expect(v.days.slice(1)).toEqual(base.days.slice(1));
    });

    it('takes another departure of the booked leg: the day is timed from it, the fare stays', () => {
      expect(byId(base, 'd1-l')).toMatchObject({ ref: 'L1', start: '10:00', end: '11:20' });
      const v = changeIn({ type: 'change_leg', item_id: 'd1-l', leg_code: 'L1', departure: '07:00' });
      expect(byId(v, 'd1-l')).toMatchObject({ ref: 'L1', start: '07:00', end: '08:20' });
      // Thirty minutes off the plane, then the hotel transfer.
      expect(byId(v, 'd1-t-arr')).toMatchObject({ start: '08:50' });
      expect(v.total_price).toEqual(base.total_price);
      // Another leg at a named departure, not the one the planner would choose (08:00).
      const early = changeIn({ type: 'change_leg', item_id: 'd1-l', leg_code: 'EURO', departure: '06:30' });
      expect(byId(early, 'd1-l')).toMatchObject({ ref: 'EURO', start: '06:30', end: '08:50' });
      // Its 13:00 reaches Paris too late for the day's Eiffel Tower and Louvre.
      expectRefusal(
        () => changeIn({ type: 'change_leg', item_id: 'd1-l', leg_code: 'EURO', departure: '13:00' }),
        CHANGE_MESSAGES.legLeavesNoTime,
      );
    });

    it('refuses a departure the leg does not have, and the one already booked', () => {
      expectRefusal(
        () => changeIn({ type: 'change_leg', item_id: 'd1-l', leg_code: 'L1', departure: '11:11' }),
        CHANGE_MESSAGES.departureNotRun,
      );
      expectRefusal(
        () => changeIn({ type: 'change_leg', item_id: 'd1-l', leg_code: 'EURO', departure: '11:11' }),
        CHANGE_MESSAGES.departureNotRun,
      );
      expectRefusal(
        () => changeIn({ type: 'change_leg', item_id: 'd1-l', leg_code: 'L1', departure: '10:00' }),
        CHANGE_MESSAGES.alreadyYourJourney,
      );
    });

    it('keeps the transfer the traveller picked while it serves the new leg’s airport', () => {
      const withVan = changeIn({ type: 'change_transfer', item_id: 'd1-t-arr', transfer_code: 'VAN' });
      const v = changeIn({ type: 'change_leg', item_id: 'd1-l', leg_code: 'L2' }, withVan);
      expect(byId(v, 'd1-l')).toMatchObject({ ref: 'L2', start: '09:00', end: '10:20' });
      expect(byId(v, 'd1-t-arr')).toMatchObject({ ref: 'VAN', start: '10:50', end: '11:35' });
    });

    it('refuses a leg reaching the hotel after midnight, leaving before 06:00, or crowding out the day’s activities', () => {
      expectRefusal(
        () => changeIn({ type: 'change_leg', item_id: 'd1-l', leg_code: 'NIGHT' }),
        CHANGE_MESSAGES.legArrivesTooLate,
      );
      expectRefusal(
        () => changeIn({ type: 'change_leg', item_id: 'd4-l', leg_code: 'DAWN' }),
        CHANGE_MESSAGES.legLeavesTooEarly,
      );
      // Arriving at 18:00 leaves no time before 19:00 for the Eiffel Tower and the Louvre.
      expectRefusal(
        () => changeIn({ type: 'change_leg', item_id: 'd1-l', leg_code: 'LATE' }),
        CHANGE_MESSAGES.legLeavesNoTime,
      );
    });

    it('refuses another route, a leg that does not run that day, and items that are not legs', () => {
      expectRefusal(
        () => changeIn({ type: 'change_leg', item_id: 'd1-l', leg_code: 'BACK' }),
        CHANGE_MESSAGES.unknownLeg,
      );
      expectRefusal(
        () => changeIn({ type: 'change_leg', item_id: 'd1-l', leg_code: 'SUN' }),
        CHANGE_MESSAGES.unknownLeg,
      );
      // Without a departure, the booked leg at the planner's choice: the journey already booked.
      expectRefusal(
        () => changeIn({ type: 'change_leg', item_id: 'd1-l', leg_code: 'L1' }),
        CHANGE_MESSAGES.alreadyYourJourney,
      );
      expectRefusal(
        () => changeIn({ type: 'change_leg', item_id: 'd1-t-arr', leg_code: 'EURO' }),
        CHANGE_MESSAGES.notALeg,
      );
    });
  });

  it('apply_discount: reprices through the caller’s price function with the code', () => {
    const v = change({ type: 'apply_discount', code: 'SPRING' }, base, {
      price: testPrice('EUR', { code: 'SPRING', percent: 10 }),
    });
    expect(v.price.discount_code).toBe('SPRING');
    expect(v.total_price.amount).toBe(base.total_price.amount - Math.round(base.total_price.amount / 10));
  });
});
