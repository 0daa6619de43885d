import 'server-only';
import { eq } from 'drizzle-orm';
import { countryName } from '@/lib/content/agency';
import { addDays, ageOn } from '@/lib/dates/calendar';
import { type InventoryInsurancePlan, inventoryRailPasses, inventoryStations } from '@/lib/db/schema';
import { SupplierError, SupplierNotFoundError } from '../errors';
import { legsBetween } from '../legs';
import { ferryOffer } from '../offline/ferry';
import { insuranceOffer, planOf, plansIn, REGION_NAME, tripRegions } from '../offline/insurance';
import {
  bandFor,
  DEFAULT_ADULT_AGE,
  DEFAULT_TRIP_DAYS,
  partyAges,
  tripDays,
} from '../offline/insurance-price';
import { deckPrices, fareForParty, faresOf } from '../offline/rail-ferry-fares';
import { countriesOf, passesCovering, railPassOffer } from '../offline/rail-pass';
import { cityNames, hubNamesOf, type Sailing, sailingsFor } from '../offline/scheduled-legs';
import { decodeRef } from '../ref';
import { productSupplier } from '../registry';
import type { ProductParty, ProductQuery, SupplierContext, SupplierOffer } from '../types';
import {
  money,
  partyOf,
  placeOf,
  productContext,
  queryOf as searchOf,
  totalOf,
  withRemaining,
} from './answers';
import type {
  TFerryTicketTypesRequest,
  TInsuranceAddRequest,
  TInsuranceAvailabilityRequest,
  TInsurancePlansRequest,
  TPlaceInput,
  TRailItemsRequest,
  TRailPassRequest,
} from './schema';

/**
 * The partners_metrip/get/… calls of rail, ferries and insurance (spec §7): rail items, countries
 * and passes, ferry ticket types, insurance availability, plans and add. Answered by the kinds'
 * suppliers and their queries (offline/: the same offers the results pages list), priced in the
 * inventory's currency before the agency's markup, snake_case, money as { amount (minor units), currency }.
 */

/** A search of one kind from a call's places, day, return day and party. */
const queryOf = (
  kind: ProductQuery['kind'],
  r: ProductParty & { from?: TPlaceInput; to?: TPlaceInput; date: string; return_date?: string },
): ProductQuery => searchOf(kind, r.from, r.to, r.date, r, { returnDate: r.return_date ?? null });

// ---------------------------------------------------------------- rail

export async function railItems(actx: SupplierContext, req: TRailItemsRequest) {
  const ctx = productContext(actx);
  const offers = await productSupplier('rail').availability(ctx, queryOf('rail', req));
  return (await withRemaining(ctx, offers, (o) => o)).map(({ item: offer, remaining, bookable }) => {
    const seg = offer.segments[0];
    const [part] = decodeRef(offer.ref) ?? [];
    return {
      ref: offer.ref,
      code: part?.code ?? '',
      fare_code: part?.slot.split('|')[1] ?? '',
      title: offer.title,
      subtitle: offer.subtitle,
      date: offer.date,
      depart: seg?.depart ?? offer.time,
      arrive: seg?.arrive ?? null,
      arrive_day_offset: seg?.arrive_day_offset ?? 0,
      from_station: seg?.from ?? null,
      to_station: seg?.to ?? null,
      from_code: seg?.from_code ?? null,
      to_code: seg?.to_code ?? null,
      carrier: seg?.carrier ?? null,
      number: seg?.number ?? null,
      duration_minutes: seg?.duration_minutes ?? null,
      changes: seg?.stops ?? 0,
      travel_class: offer.facets.travel_class,
      refundable: offer.cancellation.refundable,
      cancellation: offer.cancellation,
      included: offer.included,
      seats_left: remaining,
      available: bookable,
      price: totalOf(offer),
    };
  });
}

/** Where the agency sells rail: the countries of its stations and of its passes. */
export async function railCountries(actx: SupplierContext) {
  const [stations, passes] = await Promise.all([
    actx.db
      .select({ country: inventoryStations.countryCode })
      .from(inventoryStations)
      .where(eq(inventoryStations.tenantId, actx.tenantId)),
    actx.db
      .select({ countries: inventoryRailPasses.countries })
      .from(inventoryRailPasses)
      .where(eq(inventoryRailPasses.tenantId, actx.tenantId)),
  ]);
  const acc = new Map<string, { stations: number; passes: number }>();
  const at = (c: string) => {
    const a = acc.get(c) ?? { stations: 0, passes: 0 };
    acc.set(c, a);
    return a;
  };
  for (const s of stations) at(s.country).stations++;
  for (const p of passes) for (const c of p.countries) at(c).passes++;
  return [...acc.entries()]
    .map(([code, n]) => ({
      country_code: code,
      name: countryName(code) ?? code,
      stations: n.stations,
      passes: n.passes,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export async function railPasses(actx: SupplierContext, req: TRailPassRequest) {
  const ctx = productContext(actx);
  const query = queryOf('rail_pass', req);
  // A country asked for, else the countries of the journey's ends (the search's rule).
  if (!req.country && query.date < ctx.today) return [];
  const countries = req.country ? [req.country] : await countriesOf(ctx, [query.from, query.to]);
  const offers = (await passesCovering(ctx, countries)).map((pass) => ({
    pass,
    offer: railPassOffer(pass, query),
  }));
  return offers.flatMap(({ pass, offer }) => {
    if (!offer || (req.travel_class && pass.travelClass !== req.travel_class)) return [];
    return [
      {
        ref: offer.ref,
        code: pass.code,
        name: pass.name,
        countries: pass.countries,
        travel_class: pass.travelClass,
        travel_days: pass.travelDays,
        validity_days: pass.validityDays,
        start_date: offer.date,
        end_date: offer.end_date,
        prices: {
          adult: money(pass.adultMinor, pass.currency),
          youth: money(pass.youthMinor, pass.currency),
          child: money(pass.childMinor, pass.currency),
        },
        included: offer.included,
        cancellation: offer.cancellation,
        price: totalOf(offer),
      },
    ];
  });
}

// ---------------------------------------------------------------- ferry

/**
 * The ticket types of each sailing between two ports: with a date, the sailings of that day (each
 * departure, with what is left); without, every route's ticket types and their prices.
 */
export async function ferryTicketTypes(actx: SupplierContext, req: TFerryTicketTypesRequest) {
  const ctx = productContext(actx);
  const p = partyOf(req);
  if (req.date) {
    const query = queryOf('ferry', { ...req, date: req.date });
    const sailings = await sailingsFor(ctx, 'ferry', query);
    const offers = sailings.flatMap((s) => {
      const o = ferryOffer(s, query);
      return o ? [{ s, o }] : [];
    });
    const priced = await withRemaining(ctx, offers, (x) => x.o);
    const byDeparture = new Map<
      string,
      {
        sailing: Sailing;
        types: (ReturnType<typeof ticketType> & {
          ref: string;
          remaining: number | null;
          available: boolean;
        })[];
      }
    >();
    offers.forEach(({ s, o }, i) => {
      const key = `${s.leg.code}|${s.depart}`;
      const entry = byDeparture.get(key) ?? { sailing: s, types: [] };
      const left = priced[i];
      entry.types.push({
        ...ticketType(s, p),
        ref: o.ref,
        remaining: left?.remaining ?? null,
        available: left?.bookable ?? false,
      });
      byDeparture.set(key, entry);
    });
    return [...byDeparture.values()].map(({ sailing, types }) => {
      const o = offers.find((x) => x.s === sailing)?.o;
      return {
        code: sailing.leg.code,
        carrier: sailing.leg.carrier,
        from_port: o?.segments[0]?.from ?? sailing.leg.fromCity,
        to_port: o?.segments[0]?.to ?? sailing.leg.toCity,
        from_code: sailing.leg.fromHub,
        to_code: sailing.leg.toHub,
        date: sailing.date,
        depart: sailing.depart,
        arrive: o?.segments[0]?.arrive ?? null,
        arrive_day_offset: o?.segments[0]?.arrive_day_offset ?? 0,
        duration_minutes: sailing.leg.durationMinutes,
        ticket_types: types,
      };
    });
  }
  const [from, to] = await cityNames(ctx, [placeOf(req.from), placeOf(req.to)]);
  const legs = await legsBetween(ctx.db, ctx.tenantId, {
    kinds: ['ferry'],
    from: [from ?? ''],
    to: [to ?? ''],
  });
  const ports = await hubNamesOf(ctx, 'ferry', legs);
  return legs.map((leg) => ({
    code: leg.code,
    carrier: leg.carrier,
    from_port: ports.get(leg.fromHub) ?? leg.fromCity,
    to_port: ports.get(leg.toHub) ?? leg.toCity,
    from_code: leg.fromHub,
    to_code: leg.toHub,
    date: null,
    departures: leg.departures,
    days: leg.days,
    duration_minutes: leg.durationMinutes,
    ticket_types: faresOf(leg).map((fare) => ticketType({ leg, fare }, p)),
  }));
}

function ticketType(s: Pick<Sailing, 'leg' | 'fare'>, p: ProductParty) {
  const { leg, fare } = s;
  const priced = fareForParty(fare, p, deckPrices(leg));
  return {
    code: fare.code,
    name: fare.name,
    type: fare.cabin,
    per: fare.cabin === 'cabin' ? 'cabin' : fare.per,
    capacity: fare.capacity,
    prices: {
      adult: money(fare.adult_minor, leg.currency),
      child: money(fare.child_minor, leg.currency),
      infant: money(fare.infant_minor, leg.currency),
    },
    refundable: fare.refundable,
    free_cancel_days: fare.free_cancel_days,
    /** Units the party needs (places, cabins, cars); null when the ticket cannot carry it. */
    units: priced?.units ?? null,
    price: priced ? money(priced.amountMinor, leg.currency) : null,
  };
}

// ---------------------------------------------------------------- insurance

/** The ages priced: the travellers given (birth date on the start day, else age, else 35), else the party's. */
function agesOf(req: ProductParty & { date: string; travellers?: { birth_date?: string; age?: number }[] }) {
  if (!req.travellers) return partyAges(partyOf(req));
  return req.travellers.map((t) =>
    t.birth_date ? ageOn(t.birth_date, req.date) : (t.age ?? DEFAULT_ADULT_AGE),
  );
}

const endOf = (r: { date: string; return_date?: string }) =>
  r.return_date ?? addDays(r.date, DEFAULT_TRIP_DAYS);

function planAnswer(plan: InventoryInsurancePlan, offer: SupplierOffer, ages: readonly number[]) {
  const days = tripDays(offer.date, offer.end_date);
  return {
    ref: offer.ref,
    code: plan.code,
    name: plan.name,
    insurer: plan.insurer,
    region: plan.region,
    region_name: REGION_NAME[plan.region] ?? plan.region,
    cover: {
      medical: money(plan.medicalMinor, plan.currency),
      cancellation: money(plan.cancellationMinor, plan.currency),
      baggage: money(plan.baggageMinor, plan.currency),
    },
    start_date: offer.date,
    end_date: offer.end_date,
    days,
    travellers: ages.map((age) => ({
      age,
      price: money(bandFor(plan.bands, days, age)?.price_minor ?? 0, plan.currency),
    })),
    included: offer.included,
    cancellation: offer.cancellation,
    price: totalOf(offer),
  };
}

export async function insuranceAvailability(actx: SupplierContext, req: TInsuranceAvailabilityRequest) {
  const ctx = productContext(actx);
  const query = queryOf('insurance', req);
  const regions = await tripRegions(ctx, query);
  const plans = await plansIn(ctx, regions);
  const ages = agesOf(req);
  return plans.flatMap((plan) => {
    const offer = insuranceOffer(plan, query, endOf(req), ages);
    return offer ? [planAnswer(plan, offer, ages)] : [];
  });
}

export async function insurancePlans(actx: SupplierContext, req: TInsurancePlansRequest) {
  const plans = await plansIn(actx, req.region ? [req.region] : null);
  return plans.map((p) => ({
    code: p.code,
    name: p.name,
    insurer: p.insurer,
    region: p.region,
    region_name: REGION_NAME[p.region] ?? p.region,
    cover: {
      medical: money(p.medicalMinor, p.currency),
      cancellation: money(p.cancellationMinor, p.currency),
      baggage: money(p.baggageMinor, p.currency),
    },
    bands: [...p.bands]
      .sort((a, b) => a.max_days - b.max_days || a.max_age - b.max_age)
      .map((b) => ({ max_days: b.max_days, max_age: b.max_age, price: money(b.price_minor, p.currency) })),
  }));
}

/** One plan priced for a trip and its travellers; it does not touch any booking. */
export async function insuranceAdd(actx: SupplierContext, req: TInsuranceAddRequest) {
  const ctx = productContext(actx);
  const plan = await planOf(ctx, req.plan_code);
  if (!plan) throw new SupplierNotFoundError(`Insurance plan ${req.plan_code}`);
  const ages = agesOf(req);
  const offer = insuranceOffer(plan, queryOf('insurance', req), endOf(req), ages);
  if (!offer)
    throw new SupplierError(
      'not_covered',
      `Plan ${plan.code} does not cover this trip: every traveller must be ${Math.max(...plan.bands.map((b) => b.max_age))} or under and the trip at most ${Math.max(...plan.bands.map((b) => b.max_days))} days.`,
    );
  return planAnswer(plan, offer, ages);
}
