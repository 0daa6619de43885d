import { intercityEstimateMinutes, urbanTravelMinutes } from './geo';

const paris = { lat: 48.8566, lon: 2.3522 };
const rome = { lat: 41.9028, lon: 12.4964 };

describe('geo', () => {
  it('estimates urban moves at 20 km/h plus 10 minutes, rounded to 5', () => {
    expect(urbanTravelMinutes(paris, paris)).toBe(10);
    // 0.089° of latitude ≈ 9.9 km → 30 min + 10 min.
    expect(urbanTravelMinutes(paris, { lat: paris.lat + 0.089, lon: paris.lon })).toBe(40);
  });

  it('grows monotonically with distance between cities', () => {
    const near = intercityEstimateMinutes(paris, { lat: 49.5, lon: 2.3 });
    const far = intercityEstimateMinutes(paris, rome);
    expect(near).toBeLessThan(far);
  });
});
