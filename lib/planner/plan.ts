import type { TCityStay, TDay, TPackageVariant, TRoomChoice } from '@/lib/contract/planner';
import type { TSearchApiRequest } from '@/lib/contract/search-api';
import { addDays } from '@/lib/dates/calendar';
import { type Move, moveItems, type StayPoint } from './day-items';
import { framesOf, stayPoints } from './frames';
import { type InventoryIndex, indexInventory } from './inventory-index';
import { chooseLeg, chooseTransfer, type LegStrategy } from './movement';
import {
  cancellationText,
  chooseRooms,
  type MoneyValue,
  type RoomPick,
  type RoomStrategy,
  stayDates,
} from './occupancy';
import { priceVariant, valuer } from './pricing';
import { factsOf, rankVariants } from './rank';
import { type DayFrame, type Density, densitiesFor, type FillState, fillDay } from './schedule';
import { resolveTrip, type Stay, type Trip } from './trip';
import type { ComponentKind, HotelCandidate, PlannerInventory, PlanOptions } from './types';

/** A hotel that can house the party for a stay, with its rooms and their comparable cost. */
export interface HotelOption {
  hotel: HotelCandidate;
  picks: RoomPick[];
  cost: number;
}

interface Tier {
  key: 'value' | 'comfort' | 'luxury';
  label: string;
  rooms: RoomStrategy;
  legs: LegStrategy;
  /** Negative when a is the better hotel for this tier. */
  compare: (a: HotelOption, b: HotelOption) => number;
}

const byCode = (a: HotelOption, b: HotelOption) =>
  a.hotel.code < b.hotel.code ? -1 : a.hotel.code > b.hotel.code ? 1 : 0;

export const TIERS: readonly Tier[] = [
  {
    key: 'value',
    label: 'Best value',
    rooms: 'cheapest',
    legs: 'cheapest',
    compare: (a, b) =>
      a.cost - b.cost ||
      b.hotel.stars - a.hotel.stars ||
      b.hotel.popularity - a.hotel.popularity ||
      byCode(a, b),
  },
  {
    key: 'comfort',
    label: 'Comfort',
    rooms: 'cheapest',
    legs: 'fastest',
    // A good four-star is the comfortable middle; among equals the better liked, then the cheaper.
    compare: (a, b) =>
      Math.abs(a.hotel.stars - 4) - Math.abs(b.hotel.stars - 4) ||
      b.hotel.popularity - a.hotel.popularity ||
      a.cost - b.cost ||
      byCode(a, b),
  },
  {
    key: 'luxury',
    label: 'Luxury',
    rooms: 'best_board',
    legs: 'fastest',
    compare: (a, b) =>
      b.hotel.stars - a.hotel.stars ||
      b.hotel.popularity - a.hotel.popularity ||
      a.cost - b.cost ||
      byCode(a, b),
  },
];

/** Every hotel of the stay's city that can house the party every night, with its cheapest fitting rooms. */
export function hotelOptions(
  stay: Stay,
  trip: Trip,
  strategy: RoomStrategy,
  value: MoneyValue,
): HotelOption[] {
  const dates = stayDates(stay.checkIn, stay.nights);
  const out: HotelOption[] = [];
  for (const hotel of stay.city.hotels) {
    const picks = chooseRooms(hotel, trip.party.rooms, dates, strategy, value);
    if (!picks) continue;
    out.push({ hotel, picks, cost: picks.reduce((s, p) => s + value(p.totalMinor, p.room.currency), 0) });
  }
  return out;
}

export function roomChoices(picks: RoomPick[], checkIn: string, currency: string): TRoomChoice[] {
  return picks.map((p) => ({
    room_code: p.room.code,
    room_name: p.room.name,
    board: p.room.board,
    adults: p.party.adults,
    children: [...p.party.children],
    infants: p.party.infants,
    refundable: p.room.cancellation.refundable,
    cancellation: cancellationText(p.room.cancellation, checkIn),
    price: { amount: 0, currency },
  }));
}

export function cityStay(stay: Stay, option: HotelOption, currency: string): TCityStay {
  const h = option.hotel;
  return {
    city: stay.city.city,
    country_code: stay.city.countryCode,
    nights: stay.nights,
    check_in: stay.checkIn,
    check_out: stay.checkOut,
    hotel: {
      code: h.code,
      name: h.name,
      stars: Math.max(0, Math.min(5, Math.round(h.stars))),
      image_url: h.imageUrl,
      lat: h.lat,
      lon: h.lon,
      source: h.source,
      rooms: roomChoices(option.picks, stay.checkIn, currency),
      price: { amount: 0, currency },
    },
  };
}

/** 'Paris & Rome · 7 nights'. */
export function tripTitle(cities: readonly string[], nights: number): string {
  const names =
    cities.length <= 1
      ? (cities[0] ?? '')
      : `${cities.slice(0, -1).join(', ')} & ${cities[cities.length - 1]}`;
  return `${names} · ${nights} ${nights === 1 ? 'night' : 'nights'}`;
}

/** The days between the stays: arriving from home, moving on, going home. */
function movesFor(
  trip: Trip,
  points: StayPoint[],
  inventory: PlannerInventory,
  tier: Tier,
  worth: (kind: ComponentKind) => MoneyValue,
): Move[] {
  const moves: Move[] = [];
  const origin = trip.origin;
  const n = trip.stays.length;
  for (let k = 0; k <= n; k++) {
    const fromStay = k > 0 ? (trip.stays[k - 1] as Stay) : null;
    const toStay = k < n ? (trip.stays[k] as Stay) : null;
    const fromCity = fromStay?.city.city ?? origin?.city ?? null;
    const toCity = toStay?.city.city ?? origin?.city ?? null;
    // The day of the move: arriving on the trip's first day, else leaving the stay before.
    const date = fromStay?.checkOut ?? trip.startDate;
    const leg =
      fromCity && toCity
        ? chooseLeg(inventory.legs, { from: fromCity, to: toCity, date }, trip.party, tier.legs, (kind) =>
            worth(kind),
          )
        : null;
    const passengers = trip.party.passengers;
    moves.push({
      day: k === 0 ? 1 : 1 + trip.stays.slice(0, k).reduce((s, st) => s + st.nights, 0),
      from: k > 0 ? (points[k - 1] as StayPoint) : null,
      to: k < n ? (points[k] as StayPoint) : null,
      fromCity: fromCity ?? '',
      toCity: toCity ?? '',
      fromPoint: fromStay?.city ?? origin,
      toPoint: toStay?.city ?? origin,
      leg,
      transferOut:
        leg && fromStay ? chooseTransfer(fromStay.city, leg.fromHub, passengers, worth('transfer')) : null,
      transferIn:
        leg && toStay ? chooseTransfer(toStay.city, leg.toHub, passengers, worth('transfer')) : null,
    });
  }
  return moves;
}

function buildDays(
  trip: Trip,
  cities: TCityStay[],
  moves: Move[],
  density: Density,
  index: InventoryIndex,
): TDay[] {
  const skeleton = { cities, days: [] as TDay[] };
  for (let d = 1; d <= trip.nights + 1; d++) {
    const date = addDays(trip.startDate, d - 1);
    const items = moves.filter((m) => m.day === d).flatMap(moveItems);
    skeleton.days.push({ day: d, date, city: '', items });
  }
  const frames = framesOf(skeleton);
  const state: FillState = { used: new Set(), categories: new Map() };
  const geo = (code: string, city: string) => index.activity(city, code);
  return frames.map((frame: DayFrame) => {
    const pool = [frame.before, frame.tonight]
      .filter((p, i, all): p is StayPoint => p !== null && all.findIndex((q) => q?.city === p.city) === i)
      .flatMap((p) => index.city(p.city)?.activities ?? []);
    fillDay(frame, pool, density, state, geo);
    return {
      day: frame.day,
      date: frame.date,
      city: (frame.tonight ?? frame.before)?.city ?? '',
      items: frame.items,
    };
  });
}

/**
 * Plans the search: for each hotel tier (best value, comfort, luxury) and each pace (relaxed,
 * packed), one complete priced trip; identical candidates are merged, those outside the budget
 * dropped, the rest ranked best first. Pure and deterministic.
 */
export function planPackage(
  search: TSearchApiRequest,
  inventory: PlannerInventory,
  options: PlanOptions,
): TPackageVariant[] {
  const trip = resolveTrip(search, inventory);
  if (!trip) return [];
  const index = indexInventory(inventory);
  const value = valuer(options.price);
  const currency = options.price([]).total.currency || search.currency;
  const optionsBy = new Map<RoomStrategy, HotelOption[][]>();
  const candidates: TPackageVariant[] = [];
  const seen = new Set<string>();
  for (const tier of TIERS) {
    let perStay = optionsBy.get(tier.rooms);
    if (!perStay) {
      perStay = trip.stays.map((s) => hotelOptions(s, trip, tier.rooms, value('hotel')));
      optionsBy.set(tier.rooms, perStay);
    }
    if (perStay.some((o) => o.length === 0)) return [];
    const chosen = perStay.map((opts) => [...opts].sort(tier.compare)[0] as HotelOption);
    const cities = trip.stays.map((s, i) => cityStay(s, chosen[i] as HotelOption, currency));
    const points = stayPoints({ cities });
    const moves = movesFor(trip, points, inventory, tier, value);
    for (const density of densitiesFor(search.mode)) {
      const days = buildDays(trip, cities, moves, density, index);
      const draft: TPackageVariant = {
        index: 0,
        title: tripTitle(
          cities.map((c) => c.city),
          trip.nights,
        ),
        label: `${tier.label} · ${density.label}`,
        score: 0,
        reasons: [],
        start_date: trip.startDate,
        end_date: trip.endDate,
        nights: trip.nights,
        cities,
        days,
        total_price: { amount: 0, currency },
        price: options.price([]),
      };
      const signature = JSON.stringify([
        cities.map((c) => [c.hotel.code, c.hotel.rooms.map((r) => r.room_code)]),
        days.map((d) => d.items.map((i) => [i.id, i.ref, i.start])),
      ]);
      if (seen.has(signature)) continue;
      seen.add(signature);
      candidates.push(priceVariant(draft, trip.party, index, options));
    }
  }
  const { min = Number.NEGATIVE_INFINITY, max = Number.POSITIVE_INFINITY } = options.budget ?? {};
  const inBudget = candidates.filter((v) => v.total_price.amount >= min && v.total_price.amount <= max);
  const facts = inBudget.map((v) => factsOf(v, index, framesOf));
  return rankVariants(inBudget, facts).slice(0, options.maxVariants ?? 6);
}
