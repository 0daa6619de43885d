import { demoFlightFares } from '@/lib/backend/seed/inventory/flight-fares';
import { decodeRef } from '../ref';
import {
  type FlightLeg,
  type FlightOption,
  flightOffer,
  journeyOptions,
  journeyTitle,
  runsOn,
} from './flight-offers';

const leg = (code: string, fromCity: string, toCity: string, durationMinutes = 120): FlightLeg => ({
  code,
  fromCity,
  toCity,
  fromHub: fromCity.slice(0, 3).toUpperCase(),
  toHub: toCity.slice(0, 3).toUpperCase(),
  carrier: 'Skyline Air',
  durationMinutes,
  currency: 'EUR',
  stops: 0,
});
const fares = demoFlightFares(10000, 1500);
const fare = (code: string) => fares.find((f) => f.code === code) ?? (fares[0] as (typeof fares)[number]);
const option = (l: FlightLeg, date: string, time: string, fareCode = 'light'): FlightOption => ({
  leg: l,
  fare: fare(fareCode),
  date,
  time,
});

const out = leg('L-LON-ROM', 'London', 'Rome');
const back = leg('L-ROM-LON', 'Rome', 'London');
const party = { adults: 2, children: [8], infants: 1 };

describe('journeyOptions', () => {
  it('lists one-way options cheapest first', () => {
    const j = journeyOptions(
      [[option(out, '2027-01-10', '18:00', 'flex'), option(out, '2027-01-10', '08:00')]],
      10,
    );
    expect(j.map((x) => x[0]?.fare.code)).toEqual(['light', 'flex']);
  });

  it('pairs a return in the same fare family only', () => {
    const outs = [option(out, '2027-01-10', '08:00', 'light'), option(out, '2027-01-10', '08:00', 'flex')];
    const backs = [option(back, '2027-01-17', '19:00', 'light'), option(back, '2027-01-17', '19:00', 'flex')];
    const j = journeyOptions([outs, backs], 10);
    expect(j).toHaveLength(2);
    for (const pair of j) expect(pair[0]?.fare.code).toBe(pair[1]?.fare.code);
  });

  it('never leaves before the previous flight lands plus the connection time', () => {
    const first = option(out, '2027-01-10', '08:00'); // lands 10:00
    const tooSoon = option(back, '2027-01-10', '10:30');
    const fine = option(back, '2027-01-10', '11:00');
    const j = journeyOptions([[first], [tooSoon, fine]], 10);
    expect(j.map((x) => x[1]?.time)).toEqual(['11:00']);
  });

  it('answers nothing when a part has no option, and caps the list', () => {
    expect(journeyOptions([[option(out, '2027-01-10', '08:00')], []], 10)).toEqual([]);
    const many = ['06:00', '07:00', '08:00', '09:00'].map((t) => option(out, '2027-01-10', t));
    expect(journeyOptions([many], 3)).toHaveLength(3);
  });
});

describe('flightOffer', () => {
  it('prices the party per part and claims their seats in the fare', () => {
    const parts = [
      option(out, '2027-01-10', '08:00', 'classic'),
      option(back, '2027-01-17', '19:00', 'classic'),
    ];
    const offer = flightOffer(parts, party);
    const c = fare('classic');
    const each = 2 * c.adult_minor + c.child_minor + c.infant_minor;
    expect(offer.cost).toEqual([
      // Each part is sold where it lands.
      {
        markupKind: 'flight',
        amountMinor: each,
        currency: 'EUR',
        destination: { city: 'Rome' },
        supplier: 'offline',
      },
      {
        markupKind: 'flight',
        amountMinor: each,
        currency: 'EUR',
        destination: { city: 'London' },
        supplier: 'offline',
      },
    ]);
    // infants sit on a lap: 3 seats
    expect(offer.claims.map((x) => [x.slot, x.quantity, x.initial])).toEqual([
      ['08:00|classic', 3, c.seats],
      ['19:00|classic', 3, c.seats],
    ]);
    expect(offer.title).toBe('London ⇄ Rome');
    expect(offer.end_date).toBe('2027-01-17');
    expect(offer.included).toContain('1 checked bag of 23 kg');
    expect(offer.cancellation.refundable).toBe(false);
    expect(decodeRef(offer.ref)?.map((p) => p.code)).toEqual(['L-LON-ROM', 'L-ROM-LON']);
  });

  it('states arrival on the next day for a late flight', () => {
    const offer = flightOffer(
      [option(leg('L-X', 'London', 'Tokyo', 14 * 60), '2027-01-10', '20:00', 'flex')],
      party,
    );
    expect(offer.segments[0]).toMatchObject({ depart: '20:00', arrive: '10:00', arrive_day_offset: 1 });
    expect(offer.cancellation).toEqual({ refundable: true, free_until_days_before: 1, penalty_percent: 100 });
    expect(offer.facets).toMatchObject({ depart: 20 * 60, duration: 14 * 60, fare: 'Flex', stops: 0 });
  });
});

describe('titles and days', () => {
  it('names a multi-city journey in order', () => {
    const parts = [
      option(out, '2027-01-10', '08:00'),
      option(leg('L-ROM-PAR', 'Rome', 'Paris'), '2027-01-14', '09:00'),
    ];
    expect(journeyTitle(parts)).toBe('London → Rome → Paris');
  });
  it('knows the weekday a leg runs', () => {
    // 2027-01-10 is a Sunday
    expect(runsOn([0], '2027-01-10')).toBe(true);
    expect(runsOn([1, 2, 3, 4, 5, 6], '2027-01-10')).toBe(false);
  });
});
