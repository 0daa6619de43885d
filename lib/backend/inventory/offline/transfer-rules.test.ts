import {
  bandPrice,
  MAX_VEHICLES,
  passengersOf,
  rideMinutes,
  transferQuote,
  vehiclesNeeded,
} from './transfer-rules';

const party = (adults: number, children: number[] = [], infants = 0) => ({ adults, children, infants });
const bands = [
  { max_km: 25, price_minor: 4800 },
  { max_km: 10, price_minor: 3500 },
  { max_km: 60, price_minor: 7000 },
];
const sedan = { vehicleClass: 'standard', maxPassengers: 3, luggage: 3, bands, priceMinor: 4800 };
const shuttle = { vehicleClass: 'shared', maxPassengers: 8, luggage: 8, bands, priceMinor: 1500 };

describe('transfer rules', () => {
  it('prices a ride by the first band that reaches it, and not at all beyond the last', () => {
    expect(bandPrice(bands, 4, 9999)).toBe(3500);
    expect(bandPrice(bands, 10, 9999)).toBe(3500);
    expect(bandPrice(bands, 10.1, 9999)).toBe(4800);
    expect(bandPrice(bands, 59.9, 9999)).toBe(7000);
    expect(bandPrice(bands, 61, 9999)).toBeNull();
    // No bands, or no distance: the flat price.
    expect(bandPrice([], 500, 4200)).toBe(4200);
    expect(bandPrice(bands, null, 4200)).toBe(4200);
  });

  it('counts every traveller as a passenger, infants as seated on a lap, one bag per adult and child', () => {
    expect(passengersOf(party(2, [8, 1], 1))).toEqual({ passengers: 5, seated: 3, bags: 4 });
  });

  it('needs enough vehicles for passengers and bags, up to MAX_VEHICLES', () => {
    expect(vehiclesNeeded(party(2), sedan)).toBe(1);
    expect(vehiclesNeeded(party(2, [], 1), sedan)).toBe(1);
    expect(vehiclesNeeded(party(2, [6], 1), sedan)).toBe(2);
    // Four passengers but few bags still need two cars of three seats.
    expect(vehiclesNeeded(party(4), { maxPassengers: 3, luggage: 10 })).toBe(2);
    // Bags decide when the boot is small.
    expect(vehiclesNeeded(party(3), { maxPassengers: 7, luggage: 2 })).toBe(2);
    expect(vehiclesNeeded(party(3 * MAX_VEHICLES), sedan)).toBe(MAX_VEHICLES);
    expect(vehiclesNeeded(party(3 * MAX_VEHICLES + 1), sedan)).toBe(0);
  });

  it('prices private vehicles per vehicle and shuttle seats per seated traveller', () => {
    expect(transferQuote(sedan, party(5), 20)).toEqual({ units: 2, unitMinor: 4800, totalMinor: 9600 });
    expect(transferQuote(sedan, party(2), 70)).toBeNull();
    expect(transferQuote(shuttle, party(2, [7], 1), 8)).toEqual({
      units: 3,
      unitMinor: 3500,
      totalMinor: 10500,
    });
    // The whole party must fit one shuttle.
    expect(transferQuote(shuttle, party(9), 8)).toBeNull();
  });

  it('scales the journey time by distance against the ride to the centre', () => {
    expect(rideMinutes(40, 20, 20)).toBe(40);
    expect(rideMinutes(40, 10, 20)).toBe(20);
    expect(rideMinutes(40, 1, 20)).toBe(10);
    expect(rideMinutes(40, null, 20)).toBe(40);
  });
});
