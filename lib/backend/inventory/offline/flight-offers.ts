import type { TSegment } from '@/lib/contract/products';
import type { LegFare } from '@/lib/db/schema';
import { formatMinutes, toMinutes } from '@/lib/planner/time';
import { partyFareMinor } from '../fares';
import { seated } from '../query';
import { encodeRef } from '../ref';
import type { ProductParty, SupplierOffer } from '../types';
import { destinationOf, OFFLINE_SUPPLIER } from './where';

/**
 * Flight offers from legs, fares and departures (pure; offline/flights.ts reads the rows). A
 * journey is one part (one-way), two (return) or several (multi-city); all its parts are sold in
 * the same fare family, and a part leaves at least MIN_CONNECTION_MINUTES after the one before lands.
 */

export interface FlightLeg {
  code: string;
  fromCity: string;
  toCity: string;
  fromHub: string;
  toHub: string;
  carrier: string;
  durationMinutes: number;
  currency: string;
  stops: number;
}

/** One departure of a leg in one fare. */
export interface FlightOption {
  leg: FlightLeg;
  fare: LegFare;
  date: string;
  /** 'HH:mm'. */
  time: string;
}

export const MIN_CONNECTION_MINUTES = 60;
/** The most offers one search lists (a multi-city search could combine thousands). */
export const MAX_FLIGHT_OFFERS = 150;

const DAY_MS = 86_400_000;
const dayNumber = (iso: string) => Math.round(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);

/** Whether a leg that runs on `days` (0 = Sunday … 6) flies on `date`. */
export { runsOnDay as runsOn } from '@/lib/planner/time';

/** Absolute minutes of departure and arrival (clock times at each end as the inventory states them). */
function span(o: FlightOption): { start: number; end: number } {
  const start = dayNumber(o.date) * 1440 + toMinutes(o.time);
  return { start, end: start + o.leg.durationMinutes };
}

/**
 * Every journey of one option per part, in one fare family and in time order, cheapest first (by
 * the adult fare, then by departure), at most `cap`.
 */
export function journeyOptions(parts: readonly FlightOption[][], cap: number): FlightOption[][] {
  if (parts.length === 0 || parts.some((p) => p.length === 0)) return [];
  const out: FlightOption[][] = [];
  const walk = (i: number, chosen: FlightOption[]) => {
    if (i === parts.length) {
      out.push(chosen);
      return;
    }
    for (const o of parts[i] ?? []) {
      const before = chosen[chosen.length - 1];
      if (before && o.fare.code !== before.fare.code) continue;
      if (before && span(o).start < span(before).end + MIN_CONNECTION_MINUTES) continue;
      walk(i + 1, [...chosen, o]);
    }
  };
  walk(0, []);
  const adultTotal = (j: FlightOption[]) => j.reduce((s, o) => s + o.fare.adult_minor, 0);
  return out
    .sort(
      (a, b) =>
        adultTotal(a) - adultTotal(b) ||
        span(a[0] as FlightOption).start - span(b[0] as FlightOption).start ||
        (a[0]?.leg.code ?? '').localeCompare(b[0]?.leg.code ?? ''),
    )
    .slice(0, cap);
}

function segmentOf(o: FlightOption): TSegment {
  const { start, end } = span(o);
  return {
    from: o.leg.fromCity,
    to: o.leg.toCity,
    from_code: o.leg.fromHub,
    to_code: o.leg.toHub,
    date: o.date,
    depart: o.time,
    arrive: formatMinutes(end),
    arrive_day_offset: Math.floor(end / 1440) - Math.floor(start / 1440),
    duration_minutes: o.leg.durationMinutes,
    carrier: o.leg.carrier,
    number: o.leg.code,
    stops: o.leg.stops,
  };
}

/** 'London → Rome', 'London ⇄ Rome' (back where it started, two parts), 'London → Rome → Paris'. */
export function journeyTitle(parts: readonly FlightOption[]): string {
  const first = parts[0];
  if (!first) return '';
  const last = parts[parts.length - 1] as FlightOption;
  if (parts.length === 2 && last.leg.toCity === first.leg.fromCity && last.leg.fromCity === first.leg.toCity)
    return `${first.leg.fromCity} ⇄ ${first.leg.toCity}`;
  return [first.leg.fromCity, ...parts.map((p) => p.leg.toCity)].join(' → ');
}

function baggageLines(fare: LegFare): string[] {
  const lines = [`Cabin bag up to ${fare.cabin_bag_kg} kg`];
  lines.push(
    fare.checked_bags > 0
      ? `${fare.checked_bags} checked bag${fare.checked_bags > 1 ? 's' : ''} of ${fare.checked_bag_kg} kg`
      : 'No checked bag',
  );
  return lines;
}

function changeLine(fare: LegFare): string {
  if (fare.change_fee_minor === null) return 'No changes';
  return fare.change_fee_minor === 0 ? 'Free changes' : 'Changes for a fee';
}

/** The offer of one journey for a party. */
export function flightOffer(parts: readonly FlightOption[], party: ProductParty): SupplierOffer {
  const first = parts[0] as FlightOption;
  const last = parts[parts.length - 1] as FlightOption;
  const fare = first.fare;
  const carriers = [...new Set(parts.map((p) => p.leg.carrier))];
  const seats = seated(party);
  return {
    ref: encodeRef(
      parts.map((p) => ({
        kind: 'flight',
        code: p.leg.code,
        date: p.date,
        slot: `${p.time}|${p.fare.code}`,
      })),
    ),
    kind: 'flight',
    title: journeyTitle(parts),
    subtitle: `${carriers.join(', ')} · ${fare.name}`,
    date: first.date,
    end_date: parts.length > 1 ? last.date : null,
    time: first.time,
    segments: parts.map(segmentOf),
    included: [...baggageLines(fare), changeLine(fare)],
    details: [
      { label: 'Fare', value: `${fare.name} (${fare.cabin})` },
      { label: 'Baggage', value: baggageLines(fare).join('; ') },
      { label: 'Changes', value: changeLine(fare) },
    ],
    cancellation: fare.refundable
      ? { refundable: true, free_until_days_before: fare.free_cancel_days ?? 0, penalty_percent: 100 }
      : { refundable: false, free_until_days_before: null, penalty_percent: 100 },
    facets: {
      stops: Math.max(...parts.map((p) => p.leg.stops)),
      depart: toMinutes(first.time),
      carrier: first.leg.carrier,
      duration: parts.reduce((s, p) => s + p.leg.durationMinutes, 0),
      fare: fare.name,
      refundable: fare.refundable,
    },
    image_url: null,
    cost: parts.map((p) => ({
      markupKind: 'flight',
      amountMinor: partyFareMinor(p.fare, party),
      currency: p.leg.currency,
      destination: destinationOf(p.leg.toCity),
      supplier: OFFLINE_SUPPLIER,
    })),
    claims: parts.map((p) => ({
      kind: 'flight',
      code: p.leg.code,
      day: p.date,
      slot: `${p.time}|${p.fare.code}`,
      quantity: seats,
      initial: p.fare.seats,
    })),
  };
}
