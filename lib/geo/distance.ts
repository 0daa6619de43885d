/** A point on the Earth in degrees. */
interface LatLon {
  lat: number;
  lon: number;
}

/** Twice the mean Earth radius (6371 km). */
const EARTH_DIAMETER_KM = 12742;

/** Great-circle distance in km (haversine). */
export function distanceKm(a: LatLon, b: LatLon): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  // Rounding can push h a few units past 1 for nearly antipodal points, and asin of more than 1 is NaN.
  return EARTH_DIAMETER_KM * Math.asin(Math.sqrt(Math.min(1, h)));
}
