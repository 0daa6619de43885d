import { intercityEstimateMinutes } from './geo';
import type { GeoPoint, LegCandidate } from './types';

/** A place in the visiting order: a destination city or the traveller's origin. */
export interface OrderPoint extends GeoPoint {
  city: string;
}

/** Exact search (Held–Karp) up to this many cities; the spec asks for at least 9. */
export const EXACT_ORDER_LIMIT = 12;

const key = (city: string) => city.trim().toLowerCase();

/**
 * Time a leg costs beyond its scheduled duration: getting to the hub early and out at the other end
 * (check-in and security for a flight, boarding for a train or ferry). Without it a short flight
 * would look faster than a train between neighbouring cities and the order would zigzag by air.
 */
export const HUB_OVERHEAD_MINUTES: Readonly<Record<LegCandidate['kind'], number>> = {
  flight: 150,
  rail: 20,
  ferry: 45,
  cab: 0,
};

/**
 * Cost of going from a to b in minutes, door to door: the fastest known leg with its hub overhead
 * when there is one, else an estimate from the great-circle distance (which includes the same
 * overhead), so cities with and without legs compare on one scale.
 */
export function travelCost(legs: readonly LegCandidate[]): (a: OrderPoint, b: OrderPoint) => number {
  const fastest = new Map<string, number>();
  for (const leg of legs) {
    const k = `${key(leg.fromCity)}\u0000${key(leg.toCity)}`;
    const minutes = leg.durationMinutes + (HUB_OVERHEAD_MINUTES[leg.kind] ?? 0);
    const best = fastest.get(k);
    if (best === undefined || minutes < best) fastest.set(k, minutes);
  }
  return (a, b) => fastest.get(`${key(a.city)}\u0000${key(b.city)}`) ?? intercityEstimateMinutes(a, b);
}

/**
 * The visiting order (indices into `cities`) that minimises the total travel from `start` through
 * every city to `end`. A null start or end leaves that end of the route free (stay-only trips).
 * Exact by dynamic programming over subsets for up to EXACT_ORDER_LIMIT cities; beyond that nearest
 * neighbour improved by 2-opt. Ties go to the order found first with cities taken in index order,
 * so the answer is deterministic.
 */
export function orderCities(
  start: OrderPoint | null,
  cities: readonly OrderPoint[],
  end: OrderPoint | null,
  legs: readonly LegCandidate[] = [],
): number[] {
  const n = cities.length;
  if (n <= 1) return n === 1 ? [0] : [];
  const cost = travelCost(legs);
  const c = (i: number, j: number) => cost(cities[i] as OrderPoint, cities[j] as OrderPoint);
  const fromStart = (j: number) => (start ? cost(start, cities[j] as OrderPoint) : 0);
  const toEnd = (j: number) => (end ? cost(cities[j] as OrderPoint, end) : 0);
  const matrix = Array.from({ length: n }, (_, i) =>
    Array.from({ length: n }, (_, j) => (i === j ? 0 : c(i, j))),
  );
  if (n > EXACT_ORDER_LIMIT) return heuristicOrder(n, matrix, fromStart, toEnd);

  const size = 1 << n;
  const dp = new Float64Array(size * n).fill(Number.POSITIVE_INFINITY);
  const parent = new Int8Array(size * n).fill(-1);
  for (let j = 0; j < n; j++) dp[(1 << j) * n + j] = fromStart(j);
  for (let mask = 1; mask < size; mask++) {
    for (let j = 0; j < n; j++) {
      if (!(mask & (1 << j))) continue;
      const here = dp[mask * n + j] as number;
      if (here === Number.POSITIVE_INFINITY) continue;
      const row = matrix[j] as number[];
      for (let k = 0; k < n; k++) {
        if (mask & (1 << k)) continue;
        const next = mask | (1 << k);
        const value = here + (row[k] as number);
        if (value < (dp[next * n + k] as number) - 1e-9) {
          dp[next * n + k] = value;
          parent[next * n + k] = j;
        }
      }
    }
  }
  const full = size - 1;
  let last = 0;
  let best = Number.POSITIVE_INFINITY;
  for (let j = 0; j < n; j++) {
    const total = (dp[full * n + j] as number) + toEnd(j);
    if (total < best - 1e-9) {
      best = total;
      last = j;
    }
  }
  const order: number[] = [];
  let mask = full;
  let j = last;
  while (j >= 0) {
    order.push(j);
    const p = parent[mask * n + j] as number;
    mask &= ~(1 << j);
    j = p;
  }
  return order.reverse();
}

/** Total minutes of a route, for tests and for the travel-time factor. */
export function routeCost(
  start: OrderPoint | null,
  cities: readonly OrderPoint[],
  end: OrderPoint | null,
  order: readonly number[],
  legs: readonly LegCandidate[] = [],
): number {
  const cost = travelCost(legs);
  const points = [start, ...order.map((i) => cities[i] as OrderPoint), end].filter(
    (p): p is OrderPoint => p !== null,
  );
  let total = 0;
  for (let i = 1; i < points.length; i++) total += cost(points[i - 1] as OrderPoint, points[i] as OrderPoint);
  return total;
}

function heuristicOrder(
  n: number,
  matrix: number[][],
  fromStart: (j: number) => number,
  toEnd: (j: number) => number,
): number[] {
  const left = new Set(Array.from({ length: n }, (_, i) => i));
  const order: number[] = [];
  let current = -1;
  while (left.size > 0) {
    let pick = -1;
    let bestCost = Number.POSITIVE_INFINITY;
    for (const j of left) {
      const d = current < 0 ? fromStart(j) : (matrix[current]?.[j] as number);
      if (d < bestCost - 1e-9) {
        bestCost = d;
        pick = j;
      }
    }
    order.push(pick);
    left.delete(pick);
    current = pick;
  }
  const total = (o: number[]) => {
    let t = fromStart(o[0] as number) + toEnd(o[o.length - 1] as number);
    for (let i = 1; i < o.length; i++) t += matrix[o[i - 1] as number]?.[o[i] as number] as number;
    return t;
  };
  let improved = true;
  let best = total(order);
  while (improved) {
    improved = false;
    for (let i = 0; i < n - 1; i++) {
      for (let k = i + 1; k < n; k++) {
        const candidate = [...order.slice(0, i), ...order.slice(i, k + 1).reverse(), ...order.slice(k + 1)];
        const t = total(candidate);
        if (t < best - 1e-9) {
          best = t;
          order.splice(0, n, ...candidate);
          improved = true;
        }
      }
    }
  }
  return order;
}
