import type { GeoPoint } from './types';

const EARTH_KM = 6371;

/** Great-circle distance in km (haversine). */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

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
