import type { TMoney, TPackageVariant } from '@/lib/contract/planner';
import { CHANGE_MESSAGES, PlannerChangeError } from './errors';
import type { InventoryIndex } from './inventory-index';
import { legFareMinor, transferPriceMinor } from './movement';
import { type MoneyValue, type PartyRoom, priceRoom, stayDates } from './occupancy';
import type { TripParty } from './party';
import type {
  ActivityCandidate,
  ComponentDestination,
  ComponentKind,
  HotelCandidate,
  LegCandidate,
  PlanOptions,
  PriceComponent,
  PriceFn,
} from './types';

/**
 * Turns amounts in supplier currencies into comparable numbers (the visitor's currency, with markup)
 * through the caller's price function, remembering answers: ranking compares many candidates.
 */
export function valuer(price: PriceFn): (kind: ComponentKind) => MoneyValue {
  const memo = new Map<string, number>();
  return (kind) => (amountMinor, currency) => {
    const key = `${kind}|${currency}|${amountMinor}`;
    let v = memo.get(key);
    if (v === undefined) {
      v = price([{ kind, amountMinor, currency }]).total.amount;
      memo.set(key, v);
    }
    return v;
  };
}

/** What the agency's markup rules match a component on: where and from whom it is sold, as known. */
const soldBy = (where: ComponentDestination | undefined, supplier: string | undefined) => ({
  ...(where && (where.city || where.country) ? { destination: where } : {}),
  ...(supplier ? { supplier } : {}),
});

/** A hotel's city and country, and its source (spec §9), as its search offers carry them. */
const hotelSoldBy = (hotel: HotelCandidate) =>
  soldBy(
    {
      ...(hotel.city.trim() ? { city: hotel.city.trim() } : {}),
      ...(hotel.countryCode.trim() ? { country: hotel.countryCode.trim().toUpperCase() } : {}),
    },
    hotel.source,
  );

const partyOfRoom = (r: { adults: number; children: number[]; infants: number }): PartyRoom => ({
  adults: r.adults,
  children: r.children,
  infants: r.infants,
});

/**
 * Prices a variant from what it references: every room night, each activity for adults and
 * children, each transfer per vehicle, each leg per traveller. Fills the hotel, room and item prices
 * (through `options.itemPrice`, default `options.price`) and the total. Throws PlannerChangeError
 * when something it references is no longer in the inventory or on sale.
 */
export function priceVariant(
  variant: TPackageVariant,
  party: TripParty,
  index: InventoryIndex,
  options: PlanOptions,
): TPackageVariant {
  const itemPrice = options.itemPrice ?? options.price;
  const display = (components: PriceComponent[]): TMoney | null =>
    components.length === 0 ? null : itemPrice(components).total;
  const all: PriceComponent[] = [];

  const cities = variant.cities.map((stay) => {
    const hotel = index.hotel(stay.city, stay.hotel.code);
    if (!hotel) throw new PlannerChangeError(CHANGE_MESSAGES.unavailable);
    const dates = stayDates(stay.check_in, stay.nights);
    const counts = new Map<string, number>();
    for (const r of stay.hotel.rooms) counts.set(r.room_code, (counts.get(r.room_code) ?? 0) + 1);
    const stayComponents: PriceComponent[] = [];
    const rooms = stay.hotel.rooms.map((choice) => {
      const room = hotel.rooms.find((r) => r.code === choice.room_code);
      const pick = room && priceRoom(room, partyOfRoom(choice), dates, counts.get(choice.room_code));
      if (!room || !pick) throw new PlannerChangeError(CHANGE_MESSAGES.noRoom);
      const where = hotelSoldBy(hotel);
      const components = pick.nightly.map((amountMinor) => ({
        kind: 'hotel' as const,
        amountMinor,
        currency: room.currency,
        ...where,
      }));
      stayComponents.push(...components);
      return { ...choice, price: display(components) ?? zero(options) };
    });
    all.push(...stayComponents);
    return { ...stay, hotel: { ...stay.hotel, rooms, price: display(stayComponents) ?? zero(options) } };
  });

  const days = variant.days.map((day) => ({
    ...day,
    items: day.items.map((it) => {
      const components = itemComponents(it.kind, it.ref, it.city, party, index);
      all.push(...components);
      return { ...it, price: display(components) };
    }),
  }));

  const price = options.price(all);
  return { ...variant, cities, days, price, total_price: price.total };
}

/** An activity's ticket price for the party: adults and children pay, infants go free. */
export const activityPriceMinor = (
  a: Pick<ActivityCandidate, 'adultMinor' | 'childMinor'>,
  party: TripParty,
): number => party.adults * a.adultMinor + party.children.length * a.childMinor;

/** A leg's price component: the fare of every traveller, marked up as its mode (flight, rail…). */
export const legComponent = (leg: LegCandidate, party: TripParty): PriceComponent => ({
  kind: leg.kind,
  amountMinor: legFareMinor(leg, party),
  currency: leg.currency,
  ...soldBy(leg.soldIn, leg.supplier),
});

const zero = (options: PlanOptions): TMoney => ({ amount: 0, currency: options.price([]).total.currency });

function itemComponents(
  kind: string,
  ref: string | null,
  city: string,
  party: TripParty,
  index: InventoryIndex,
): PriceComponent[] {
  if (!ref) return [];
  if (kind === 'activity') {
    const a = index.activity(city, ref);
    if (!a) throw new PlannerChangeError(CHANGE_MESSAGES.unavailable);
    const amountMinor = activityPriceMinor(a, party);
    return amountMinor > 0
      ? [{ kind: 'activity', amountMinor, currency: a.currency, ...soldBy(a.soldIn, a.supplier) }]
      : [];
  }
  if (kind === 'transfer') {
    const t = index.transfer(city, ref);
    if (!t) throw new PlannerChangeError(CHANGE_MESSAGES.unavailable);
    const amountMinor = transferPriceMinor(t, party.passengers);
    return [{ kind: 'transfer', amountMinor, currency: t.currency, ...soldBy(t.soldIn, t.supplier) }];
  }
  if (kind === 'leg') {
    const leg = index.leg(ref);
    if (!leg) throw new PlannerChangeError(CHANGE_MESSAGES.unavailable);
    return [legComponent(leg, party)];
  }
  return [];
}
