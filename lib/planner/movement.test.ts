import { city, leg, transfer } from './fixtures';
import { chooseDeparture, chooseLeg, chooseTransfer, legFareMinor, vehiclesFor } from './movement';
import { partyOf } from './party';
import { toMinutes } from './time';

const party = partyOf({ rooms: [{ adults: 2, children: [8], infants: 1 }] });
const same = () => (amount: number) => amount;

describe('legs', () => {
  const cheapSlow = leg({
    code: 'RAIL',
    kind: 'rail',
    durationMinutes: 300,
    adultMinor: 5000,
    childMinor: 2500,
  });
  const dearFast = leg({ code: 'FLY', durationMinutes: 80, adultMinor: 9000 });

  it('charges adults, children and infants their own fares', () => {
    expect(legFareMinor(leg({ adultMinor: 100, childMinor: 50, infantMinor: 10 }), party)).toBe(
      2 * 100 + 50 + 10,
    );
  });

  it('picks the cheapest or the fastest leg between the two cities', () => {
    const legs = [dearFast, cheapSlow, leg({ code: 'OTHER', toCity: 'Rome', adultMinor: 1 })];
    const route = (from: string, to: string) => ({ from, to, date: '2027-05-12' });
    expect(chooseLeg(legs, route('London', 'paris'), party, 'cheapest', same)?.code).toBe('RAIL');
    expect(chooseLeg(legs, route('London', 'Paris'), party, 'fastest', same)?.code).toBe('FLY');
    expect(chooseLeg(legs, route('Paris', 'London'), party, 'fastest', same)).toBeNull();
  });

  it('only takes a leg that runs on the day of the move', () => {
    // 2027-05-12 is a Wednesday (3); the fast leg runs at weekends only.
    const weekends = { ...dearFast, days: [0, 6] };
    const wednesday = { from: 'London', to: 'Paris', date: '2027-05-12' };
    expect(chooseLeg([weekends, cheapSlow], wednesday, party, 'fastest', same)?.code).toBe('RAIL');
    expect(chooseLeg([weekends], wednesday, party, 'fastest', same)).toBeNull();
    const saturday = { ...wednesday, date: '2027-05-15' };
    expect(chooseLeg([weekends, cheapSlow], saturday, party, 'fastest', same)?.code).toBe('FLY');
  });

  it('leaves a hotel after an 11:00 check-out when a departure allows it', () => {
    // 90 min at the airport + 50 min transfer + 15 min desk = 155 min before departure.
    const l = leg({ departures: ['07:00', '13:40', '18:00'] });
    expect(chooseDeparture(l, true, 155)).toBe(toMinutes('13:40'));
  });

  it('falls back to the latest early departure when none leaves after check-out', () => {
    const l = leg({ departures: ['05:00', '08:30', '10:00'] });
    expect(chooseDeparture(l, true, 155)).toBe(toMinutes('10:00'));
  });

  it('flies in from home landing closest to midday, never before 06:00', () => {
    const l = leg({ departures: ['05:30', '09:00', '11:30', '16:00'], durationMinutes: 120 });
    expect(chooseDeparture(l, false, 0)).toBe(toMinutes('09:00'));
  });

  it('prefers departures arriving the same day', () => {
    const l = leg({ departures: ['12:00', '21:00'], durationMinutes: 240 });
    expect(chooseDeparture(l, false, 0)).toBe(toMinutes('12:00'));
  });
});

describe('transfers', () => {
  it('counts vehicles for everyone, infants included', () => {
    expect(vehiclesFor(transfer({ maxPassengers: 3 }), 4)).toBe(2);
    expect(vehiclesFor(transfer({ maxPassengers: 7 }), 4)).toBe(1);
  });

  it('picks the cheapest way for the whole party at that hub', () => {
    const c = city({
      transfers: [
        transfer({ code: 'SEDAN', maxPassengers: 3, priceMinor: 5000 }),
        transfer({ code: 'VAN', maxPassengers: 7, priceMinor: 8000 }),
        transfer({ code: 'ORLY', hubCode: 'ORY', priceMinor: 100 }),
      ],
    });
    expect(chooseTransfer(c, 'CDG', 2, same())?.code).toBe('SEDAN');
    expect(chooseTransfer(c, 'CDG', 4, same())?.code).toBe('VAN');
    expect(chooseTransfer(c, 'BVA', 2, same())).toBeNull();
  });
});
