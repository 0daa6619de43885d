import { estimatedFlightLeg, estimateFlightFare } from './estimate';

const london = { city: 'London', lat: 51.5074, lon: -0.1278, hub: 'LHR' };
const paris = { city: 'Paris', lat: 48.8566, lon: 2.3522 };
const sydney = { city: 'Sydney', lat: -33.8688, lon: 151.2093, hub: 'SYD' };

describe('estimateFlightFare', () => {
  it('grows with distance, in time and fare', () => {
    const short = estimateFlightFare(340);
    const long = estimateFlightFare(17000);
    expect(short.durationMinutes).toBe(70);
    expect(long.durationMinutes).toBeGreaterThan(20 * 60);
    expect(long.adultMinor).toBeGreaterThan(short.adultMinor * 10);
    expect(estimateFlightFare(-5).durationMinutes).toBe(45);
  });

  it('tapers the per-km fare on long hauls', () => {
    const perKm = (km: number) => (estimateFlightFare(km).adultMinor - 4500) / km;
    expect(perKm(1000)).toBeGreaterThan(perKm(3000));
    expect(perKm(3000)).toBeGreaterThan(perKm(9000));
  });
});

describe('estimated fares are in a stated currency', () => {
  it('are computed in euros, not in whatever currency the search asks for', () => {
    expect(estimateFlightFare(1000)).toMatchObject({ adultMinor: 13_500, currency: 'EUR' });
    expect(estimatedFlightLeg(london, paris).currency).toBe('EUR');
  });
});

describe('estimatedFlightLeg', () => {
  it('makes an airport-to-airport flight leg with child and infant fares', () => {
    const leg = estimatedFlightLeg(london, sydney);
    expect(leg).toMatchObject({
      kind: 'flight',
      fromCity: 'London',
      toCity: 'Sydney',
      fromHub: 'LHR',
      toHub: 'SYD',
      currency: 'EUR',
    });
    expect(leg.childMinor).toBeLessThan(leg.adultMinor);
    expect(leg.infantMinor).toBeLessThan(leg.childMinor);
    expect(leg.departures.length).toBeGreaterThan(0);
    expect(estimatedFlightLeg(paris, london).fromHub).toBe('PAR');
  });
});
