import { distanceKm } from '@/lib/geo/distance';
import type { GeoPoint } from './types';

/** Urban speed and a fixed overhead (walking to the stop, finding the entrance) per move in a city. */
export const URBAN_KMH = 20;
export const URBAN_OVERHEAD_MIN = 10;

/** Minutes to get between two places in a city, rounded up to 5 minutes. */
export function urbanTravelMinutes(a: GeoPoint, b: GeoPoint): number {
  const minutes = URBAN_OVERHEAD_MIN + (distanceKm(a, b) / URBAN_KMH) * 60;
  return Math.ceil(minutes / 5) * 5;
}

/**
 * A rough door-to-door estimate between cities when no leg is known: ground speed for short hops,
 * airliner plus a fixed airport overhead for long ones. Only used to compare orders.
 */
export function intercityEstimateMinutes(a: GeoPoint, b: GeoPoint): number {
  const km = distanceKm(a, b);
  return km <= 500 ? (km / 80) * 60 : 180 + (km / 750) * 60;
}
