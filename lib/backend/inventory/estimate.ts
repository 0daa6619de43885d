// The planner owns the rule that an estimated leg is never sold or offered (lib/planner/estimated.ts).

import { distanceKm } from '@/lib/geo/distance';
import { ESTIMATED_CARRIER } from '@/lib/planner/estimated';
import type { HubKind, LegCandidate } from '@/lib/planner/types';

/**
 * Flight estimates for pairs of places the inventory has no leg for (an origin outside the
 * tenant's cities, say), so the planner can still cost the journey. Pure: distance in, fare out.
 */

/**
 * The currency estimated fares are computed in. They are never relabelled: pricing converts them
 * into the visitor's currency with the money module like any supplier price, and the converted
 * price says which day's rates it used.
 */
export const ESTIMATE_CURRENCY = 'EUR';

/**
 * A plausible economy flight between two points this far apart: ~800 km/h cruising plus 45 minutes
 * for taxi, climb and approach, rounded to 5 minutes; a fare in euro cents (ESTIMATE_CURRENCY) with
 * a fixed part of €45 and a per-km part that tapers on long hauls (9, 7, then 5.5 cents per km),
 * the order of European and long-haul economy fares.
 */
export function estimateFlightFare(km: number): {
  durationMinutes: number;
  adultMinor: number;
  currency: typeof ESTIMATE_CURRENCY;
} {
  const d = Math.max(0, km);
  const durationMinutes = Math.round(((d / 800) * 60 + 45) / 5) * 5;
  const perKm = d <= 1500 ? 9 : d <= 5000 ? 7 : 5.5;
  return { durationMinutes, adultMinor: Math.round(4500 + d * perKm), currency: ESTIMATE_CURRENCY };
}

export interface EstimateEnd {
  city: string;
  lat: number;
  lon: number;
  /** Airport code if known (autocomplete item, or the city's airport transfer). */
  hub?: string | null;
}

const round100 = (n: number) => Math.max(100, Math.round(n / 100) * 100);

/**
 * An estimated flight leg between two places (code 'EST-…'; carrier 'Estimated fare'), priced in
 * ESTIMATE_CURRENCY.
 */
export function estimatedFlightLeg(from: EstimateEnd, to: EstimateEnd): LegCandidate {
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
    carrier: ESTIMATED_CARRIER,
    departures: km > 6000 ? ['21:30'] : ['08:00', '13:30', '18:45'],
    durationMinutes: fare.durationMinutes,
    adultMinor: round100(fare.adultMinor),
    childMinor: round100(fare.adultMinor * 0.75),
    infantMinor: round100(fare.adultMinor * 0.1),
    currency: fare.currency,
  };
}
