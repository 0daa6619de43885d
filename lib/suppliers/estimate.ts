import type { HubKind, LegCandidate } from '@/lib/planner/types';
import { distanceKm } from './geo';

/**
 * Flight estimates for pairs of places the inventory has no leg for (an origin outside the
 * tenant's cities, say), so the planner can still cost the journey. Pure: distance in, fare out.
 */

/**
 * A plausible economy flight between two points this far apart: ~800 km/h cruising plus 45 minutes
 * for taxi, climb and approach, rounded to 5 minutes; a fare with a fixed part and a per-km part
 * that tapers on long hauls (minor units at a price level of 1, i.e. EUR/GBP/USD cents).
 */
export function estimateFlightFare(km: number): { durationMinutes: number; adultMinor: number } {
  const d = Math.max(0, km);
  const durationMinutes = Math.round(((d / 800) * 60 + 45) / 5) * 5;
  const perKm = d <= 1500 ? 9 : d <= 5000 ? 7 : 5.5;
  return { durationMinutes, adultMinor: Math.round(4500 + d * perKm) };
}

export interface EstimateEnd {
  city: string;
  lat: number;
  lon: number;
  /** Airport code if known (autocomplete item, or the city's airport transfer). */
  hub?: string | null;
}

const round100 = (n: number) => Math.max(100, Math.round(n / 100) * 100);

/** An estimated flight leg between two places (code 'EST-…'; carrier 'Estimated fare'). */
export function estimatedFlightLeg(from: EstimateEnd, to: EstimateEnd, currency: string): LegCandidate {
  const km = distanceKm(from, to);
  const fare = estimateFlightFare(km);
  const hubCode = (e: EstimateEnd) => e.hub || e.city.slice(0, 3).toUpperCase();
  const airport: HubKind = 'airport';
  return {
    code: `EST-${hubCode(from)}-${hubCode(to)}`,
    kind: 'flight',
    fromCity: from.city,
    toCity: to.city,
    fromHub: hubCode(from),
    toHub: hubCode(to),
    fromHubKind: airport,
    toHubKind: airport,
    carrier: 'Estimated fare',
    departures: km > 6000 ? ['21:30'] : ['08:00', '13:30', '18:45'],
    durationMinutes: fare.durationMinutes,
    adultMinor: round100(fare.adultMinor),
    childMinor: round100(fare.adultMinor * 0.75),
    infantMinor: round100(fare.adultMinor * 0.1),
    currency,
  };
}
