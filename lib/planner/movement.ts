import type { MoneyValue } from './occupancy';
import type { TripParty } from './party';
import { runsOnDay, toMinutes } from './time';
import type { CityInventory, LegCandidate, TransferCandidate } from './types';

/** 'cheapest' for best value, 'fastest' for comfort and luxury. */
export type LegStrategy = 'cheapest' | 'fastest';

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The traveller fare of a leg: adults, children and infants at their own prices. */
export function legFareMinor(leg: LegCandidate, party: TripParty): number {
  return (
    party.adults * leg.adultMinor + party.children.length * leg.childMinor + party.infants * leg.infantMinor
  );
}

/** Whether the leg goes from `from` to `to` (city names as the search picked them) at all. */
export const servesRoute = (leg: LegCandidate, from: string, to: string): boolean =>
  same(leg.fromCity, from) && same(leg.toCity, to) && leg.departures.length > 0;

/** Whether the leg runs on `date` (a leg without running days runs every day). */
export const legRunsOn = (leg: LegCandidate, date: string): boolean =>
  leg.days === undefined || runsOnDay(leg.days, date);

/** The leg of the route that runs on `date` and suits the strategy best (null: none runs that day). */
export function chooseLeg(
  legs: readonly LegCandidate[],
  route: { from: string; to: string; date: string },
  party: TripParty,
  strategy: LegStrategy,
  value: (kind: LegCandidate['kind']) => MoneyValue,
): LegCandidate | null {
  let best: { leg: LegCandidate; cost: number } | null = null;
  for (const leg of legs) {
    if (!servesRoute(leg, route.from, route.to) || !legRunsOn(leg, route.date)) continue;
    const cost = value(leg.kind)(legFareMinor(leg, party), leg.currency);
    if (!best || betterLeg(leg, cost, best.leg, best.cost, strategy)) best = { leg, cost };
  }
  return best?.leg ?? null;
}

function betterLeg(a: LegCandidate, aCost: number, b: LegCandidate, bCost: number, strategy: LegStrategy) {
  const byTime = a.durationMinutes - b.durationMinutes;
  const byCost = aCost - bCost;
  const first = strategy === 'fastest' ? byTime || byCost : byCost || byTime;
  return first !== 0 ? first < 0 : a.code < b.code;
}

/** Vehicles needed to carry everyone. */
export const vehiclesFor = (t: TransferCandidate, passengers: number): number =>
  Math.max(1, Math.ceil(passengers / Math.max(1, t.maxPassengers)));

export const transferPriceMinor = (t: TransferCandidate, passengers: number): number =>
  t.priceMinor * vehiclesFor(t, passengers);

/** The cheapest way (all vehicles counted) between this hub and the hotels; null when none serves it. */
export function chooseTransfer(
  city: CityInventory,
  hubCode: string,
  passengers: number,
  value: MoneyValue,
): TransferCandidate | null {
  let best: { t: TransferCandidate; cost: number } | null = null;
  for (const t of city.transfers) {
    if (t.hubCode !== hubCode) continue;
    const cost = value(transferPriceMinor(t, passengers), t.currency);
    if (
      !best ||
      cost < best.cost ||
      (cost === best.cost &&
        (t.durationMinutes < best.t.durationMinutes ||
          (t.durationMinutes === best.t.durationMinutes && t.code < best.t.code)))
    )
      best = { t, cost };
  }
  return best?.t ?? null;
}

/** Time at the hub before departure and after arrival (security, luggage); a cab goes door to door. */
export const HUB_BEFORE: Record<LegCandidate['kind'], number> = { flight: 90, rail: 30, ferry: 45, cab: 0 };
export const HUB_AFTER: Record<LegCandidate['kind'], number> = { flight: 30, rail: 10, ferry: 20, cab: 0 };

/** Latest hotel check-out and earliest check-in. */
export const CHECK_OUT = 11 * 60;
export const CHECK_IN = 15 * 60;
/** How long the desk takes. */
export const DESK_MINUTES = 15;
/** Nobody wants to leave before this. */
export const EARLIEST_START = 6 * 60;
/** Arrival after this is too late to be pleasant. */
export const LATEST_ARRIVAL = 22 * 60;

/**
 * The departure (minutes after midnight) of a leg for the day's plan.
 * Leaving a hotel (`before` = minutes needed before departure: check-out, transfer, hub time):
 * the earliest departure that lets the traveller check out at 11:00, else the latest one that
 * still leaves after 06:00. Arriving from home: the one landing closest to midday. Always prefers
 * departures that arrive the same day.
 */
export function chooseDeparture(leg: LegCandidate, leavingHotel: boolean, before: number): number {
  const times = leg.departures.map(toMinutes).sort((a, b) => a - b);
  const sameDay = times.filter((t) => t + leg.durationMinutes + HUB_AFTER[leg.kind] <= LATEST_ARRIVAL);
  const pool = sameDay.length > 0 ? sameDay : times;
  if (leavingHotel) {
    const relaxed = pool.find((t) => t - before >= CHECK_OUT);
    if (relaxed !== undefined) return relaxed;
    const early = pool.filter((t) => t - before >= EARLIEST_START);
    if (early.length > 0) return early[early.length - 1] as number;
    return pool[pool.length - 1] as number;
  }
  const fromHome = pool.filter((t) => t >= EARLIEST_START);
  const choices = fromHome.length > 0 ? fromHome : pool;
  let best = choices[0] as number;
  for (const t of choices)
    if (Math.abs(t + leg.durationMinutes - 12 * 60) < Math.abs(best + leg.durationMinutes - 12 * 60))
      best = t;
  return best;
}
