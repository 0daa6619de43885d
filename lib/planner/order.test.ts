import {
  EXACT_ORDER_LIMIT,
  HUB_OVERHEAD_MINUTES,
  type OrderPoint,
  orderCities,
  routeCost,
  travelCost,
} from './order';
import type { LegCandidate } from './types';

const at = (city: string, lon: number, lat = 0): OrderPoint => ({ city, lat, lon });

function permutations(n: number): number[][] {
  if (n === 0) return [[]];
  const out: number[][] = [];
  for (const p of permutations(n - 1))
    for (let i = 0; i <= p.length; i++) out.push([...p.slice(0, i), n - 1, ...p.slice(i)]);
  return out;
}

/** Small seeded generator so the random cases are the same on every run. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

describe('orderCities', () => {
  it('puts a shuffled line of cities back in line order from its western end', () => {
    const line = [at('E', 2), at('B', 0.5), at('D', 1.5), at('A', 0), at('C', 1)];
    const order = orderCities(at('Origin', -0.5), line, null);
    expect(order.map((i) => line[i]?.city).join('')).toBe('ABCDE');
  });

  it('beats greedy nearest-neighbour where greedy is not optimal', () => {
    // From 0: greedy goes to +0.5 first (nearest), then −1, then +2 = 5 units; optimal is −1, +0.5, +2 = 4.
    const cities = [at('P', 0.5), at('M', -1), at('F', 2)];
    const start = at('S', 0);
    const order = orderCities(start, cities, null);
    expect(order.map((i) => cities[i]?.city)).toEqual(['M', 'P', 'F']);
    expect(routeCost(start, cities, null, order)).toBeLessThan(routeCost(start, cities, null, [0, 1, 2]));
  });

  it('matches brute force on random round trips of up to 7 cities', () => {
    const random = rng(7);
    for (let trial = 0; trial < 25; trial++) {
      const n = 2 + (trial % 6);
      const cities = Array.from({ length: n }, (_, i) => at(`C${i}`, random() * 4, random() * 3));
      const home = at('Home', random() * 4, random() * 3);
      const best = Math.min(...permutations(n).map((p) => routeCost(home, cities, home, p)));
      const order = orderCities(home, cities, home);
      expect([...order].sort()).toEqual(cities.map((_, i) => i));
      expect(routeCost(home, cities, home, order)).toBeCloseTo(best, 6);
    }
  });

  it('is exact for 9 cities (checked against all 362 880 orders)', () => {
    const random = rng(99);
    const cities = Array.from({ length: 9 }, (_, i) => at(`C${i}`, random() * 4, random() * 3));
    const home = at('Home', 2, 1.5);
    const cost = travelCost([]);
    const points = [...cities, home];
    const m = points.map((a) => points.map((b) => cost(a, b)));
    let best = Number.POSITIVE_INFINITY;
    for (const p of permutations(9)) {
      let t = (m[9] as number[])[p[0] as number] as number;
      for (let i = 1; i < 9; i++) t += (m[p[i - 1] as number] as number[])[p[i] as number] as number;
      best = Math.min(best, t + ((m[p[8] as number] as number[])[9] as number));
    }
    expect(routeCost(home, cities, home, orderCities(home, cities, home))).toBeCloseTo(best, 6);
  });

  it('prefers a known fast leg over a short distance', () => {
    // B is geographically closer to the origin, but a 30-minute leg makes A→B→… cheaper than going to B first.
    const cities = [at('A', 3), at('B', 1)];
    const legs = [
      { fromCity: 'Home', toCity: 'A', durationMinutes: 30, kind: 'rail' },
      { fromCity: 'A', toCity: 'B', durationMinutes: 30, kind: 'rail' },
    ] as LegCandidate[];
    expect(orderCities(at('Home', 0), cities, null, legs)).toEqual([0, 1]);
    expect(orderCities(at('Home', 0), cities, null)).toEqual([1, 0]);
  });

  it('counts time at the airport, so neighbours go by train rather than zigzag by air', () => {
    // A line Home – N1 – N2 – Far: trains between neighbours (2 h), flights everywhere (1 h in the air).
    const home = at('Home', 0);
    const cities = [at('Far', 9), at('N1', 3), at('N2', 6)];
    const names = ['Home', 'N1', 'N2', 'Far'];
    const legs: LegCandidate[] = [];
    for (const a of names)
      for (const b of names)
        if (a !== b)
          legs.push({ fromCity: a, toCity: b, durationMinutes: 60, kind: 'flight' } as LegCandidate);
    for (const [a, b] of [
      ['Home', 'N1'],
      ['N1', 'N2'],
      ['N2', 'Far'],
    ] as const) {
      legs.push({ fromCity: a, toCity: b, durationMinutes: 120, kind: 'rail' } as LegCandidate);
      legs.push({ fromCity: b, toCity: a, durationMinutes: 120, kind: 'rail' } as LegCandidate);
    }
    // Home →(train) N1 →(train) N2 →(train) Far: 3 × 140 minutes, against 210 + 2 × 140 flying to Far
    // first (by flight minutes alone, 60 + 60 + 60 for any order, the zigzags would tie).
    expect(orderCities(home, cities, null, legs)).toEqual([1, 2, 0]);
    expect(travelCost(legs)(at('N1', 3), at('N2', 6))).toBe(140);
    expect(travelCost(legs)(at('Far', 9), home)).toBe(60 + HUB_OVERHEAD_MINUTES.flight);
  });

  it('returns a permutation beyond the exact limit', () => {
    const random = rng(3);
    const n = EXACT_ORDER_LIMIT + 2;
    const cities = Array.from({ length: n }, (_, i) => at(`C${i}`, random() * 4, random() * 3));
    const order = orderCities(null, cities, null);
    expect([...order].sort((a, b) => a - b)).toEqual(cities.map((_, i) => i));
  });

  it('handles 0 and 1 cities', () => {
    expect(orderCities(null, [], null)).toEqual([]);
    expect(orderCities(null, [at('A', 0)], null)).toEqual([0]);
  });
});
