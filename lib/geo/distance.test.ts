import { distanceKm } from './distance';

const london = { lat: 51.5074, lon: -0.1278 };
const paris = { lat: 48.8566, lon: 2.3522 };
const rome = { lat: 41.9028, lon: 12.4964 };

describe('distanceKm', () => {
  it('matches known great-circle distances', () => {
    expect(distanceKm(london, paris)).toBeGreaterThan(335);
    expect(distanceKm(london, paris)).toBeLessThan(350);
    expect(distanceKm(paris, rome)).toBeGreaterThan(1095);
    expect(distanceKm(paris, rome)).toBeLessThan(1115);
  });

  it('is zero from a point to itself and the same both ways', () => {
    expect(distanceKm(paris, paris)).toBe(0);
    expect(distanceKm(london, rome)).toBe(distanceKm(rome, london));
  });

  it('gives half the circumference for antipodes, never NaN', () => {
    expect(distanceKm({ lat: 0, lon: 0 }, { lat: 0, lon: 180 })).toBeCloseTo(20015.09, 1);
    // A nearly antipodal pair whose haversine term rounds to just above 1: the autocomplete's
    // unclamped copy answered NaN here.
    const a = { lat: -52.73271209010214, lon: -78.25980120088985 };
    const b = { lat: 52.73271201187928, lon: 101.74019888051146 };
    expect(distanceKm(a, b)).toBeCloseTo(20015.09, 1);
  });
});
