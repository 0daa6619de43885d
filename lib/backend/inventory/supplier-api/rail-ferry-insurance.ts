import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { capacityLeft, remainingOf } from '@/lib/backend/inventory/offline/capacity';
import { ferryOffer } from '@/lib/backend/inventory/offline/ferry';
import { insuranceOffer, REGION_NAME, tripRegions } from '@/lib/backend/inventory/offline/insurance';
import {
  bandFor,
  DEFAULT_ADULT_AGE,
  DEFAULT_TRIP_DAYS,
  partyAges,
  tripDays,
} from '@/lib/backend/inventory/offline/insurance-price';
import { railSupplier } from '@/lib/backend/inventory/offline/rail';
import { deckPrices, fareForParty, faresOf } from '@/lib/backend/inventory/offline/rail-ferry-fares';
import { railPassOffer, railPassSupplier } from '@/lib/backend/inventory/offline/rail-pass';
import {
  cityNames,
  hubNamesOf,
  type Sailing,
  sailingsFor,
} from '@/lib/backend/inventory/offline/scheduled-legs';
import { decodeRef } from '@/lib/backend/inventory/ref';
import type { ProductContext, ProductQuery, SupplierOffer } from '@/lib/backend/inventory/types';
import { countryName } from '@/lib/content/agency';
import { earliestToday } from '@/lib/contract/search-api';
import { addDays, ageOn } from '@/lib/dates/calendar';
import {
  inventoryInsurancePlans,
  inventoryLegs,
  inventoryRailPasses,
  inventoryStations,
} from '@/lib/db/schema';
import { SupplierError, SupplierNotFoundError } from '../errors';
import { type PickedPlace, pickedPlace } from '../resolve';
import type { AvailabilityContext } from './availability';
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
 * and passes, ferry ticket types, insurance availability, plans and add. Answered from the offline
 * suppliers of lib/backend/inventory (the same offers the results pages list), priced in the inventory's
 * currency before the agency's markup, snake_case, money as { amount (minor units), currency }.
 */

const money = (amount: number, currency: string) => ({ amount, currency });

const productContext = (ctx: AvailabilityContext): ProductContext => ({
  db: ctx.db,
  tenantId: ctx.tenantId,
  providers: ctx.providers,
  today: ctx.today ?? earliestToday(),
});

const placeOf = (p: TPlaceInput): PickedPlace =>
  typeof p === 'string'
    ? { name: p, countryCode: null, lat: null, lon: null, airportCode: null }
    : pickedPlace(p);

interface PartyInput {
  adults: number;
  children: number[];
  infants: number;
}
const party = (r: PartyInput) => ({ adults: r.adults, children: [...r.children], infants: r.infants });

const queryOf = (
  kind: ProductQuery['kind'],
  r: PartyInput & { from?: TPlaceInput; to?: TPlaceInput; date: string; return_date?: string },
): ProductQuery => ({
  kind,
  from: r.from ? placeOf(r.from) : null,
  to: r.to ? placeOf(r.to) : null,
  date: r.date,
  returnDate: r.return_date ?? null,
  time: null,
  legs: [],
  party: party(r),
});

const totalOf = (o: SupplierOffer) => {
  const currency = o.cost[0]?.currency ?? '';
  return money(
    o.cost.reduce((s, c) => s + c.amountMinor, 0),
    currency,
  );
};

/** Offers with what each still has on sale. */
async function withRemaining(ctx: ProductContext, offers: SupplierOffer[]) {
  const left = await capacityLeft(
    ctx.db,
    ctx.tenantId,
    offers.flatMap((o) => o.claims),
  );
  return offers.map((o) => ({ offer: o, ...remainingOf(o.claims, left) }));
}

// ---------------------------------------------------------------- rail

export async function railItems(actx: AvailabilityContext, req: TRailItemsRequest) {
  const ctx = productContext(actx);
  const offers = await railSupplier.availability(ctx, queryOf('rail', req));
  return (await withRemaining(ctx, offers)).map(({ offer, remaining, bookable }) => {
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
export async function railCountries(actx: AvailabilityContext) {
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

export async function railPasses(actx: AvailabilityContext, req: TRailPassRequest) {
  const ctx = productContext(actx);
  const query = queryOf('rail_pass', req);
  const offers = req.country
    ? (
        await ctx.db
          .select()
          .from(inventoryRailPasses)
          .where(eq(inventoryRailPasses.tenantId, ctx.tenantId))
          .orderBy(asc(inventoryRailPasses.code))
      )
        .filter((p) => p.countries.includes(req.country ?? ''))
        .map((p) => ({ pass: p, offer: railPassOffer(p, query) }))
    : await (async () => {
        const found = await railPassSupplier.availability(ctx, query);
        const codes = found.map((o) => decodeRef(o.ref)?.[0]?.code ?? '');
        const rows =
          codes.length === 0
            ? []
            : await ctx.db
                .select()
                .from(inventoryRailPasses)
                .where(
                  and(
                    eq(inventoryRailPasses.tenantId, ctx.tenantId),
                    inArray(inventoryRailPasses.code, codes),
                  ),
                );
        return found.map((offer, i) => ({ pass: rows.find((r) => r.code === codes[i]), offer }));
      })();
  return offers.flatMap(({ pass, offer }) => {
    if (!pass || !offer || (req.travel_class && pass.travelClass !== req.travel_class)) return [];
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
export async function ferryTicketTypes(actx: AvailabilityContext, req: TFerryTicketTypesRequest) {
  const ctx = productContext(actx);
  const p = party(req);
  if (req.date) {
    const query = queryOf('ferry', { ...req, date: req.date });
    const sailings = await sailingsFor(ctx, 'ferry', query);
    const offers = sailings.flatMap((s) => {
      const o = ferryOffer(s, query);
      return o ? [{ s, o }] : [];
    });
    const priced = await withRemaining(
      ctx,
      offers.map((x) => x.o),
    );
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
  const legs = await ctx.db
    .select()
    .from(inventoryLegs)
    .where(
      and(
        eq(inventoryLegs.tenantId, ctx.tenantId),
        eq(inventoryLegs.kind, 'ferry'),
        eq(inventoryLegs.fromCity, from ?? ''),
        eq(inventoryLegs.toCity, to ?? ''),
      ),
    )
    .orderBy(asc(inventoryLegs.code));
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

function ticketType(s: Pick<Sailing, 'leg' | 'fare'>, p: PartyInput) {
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
function agesOf(req: PartyInput & { date: string; travellers?: { birth_date?: string; age?: number }[] }) {
  if (!req.travellers) return partyAges(party(req));
  return req.travellers.map((t) =>
    t.birth_date ? ageOn(t.birth_date, req.date) : (t.age ?? DEFAULT_ADULT_AGE),
  );
}

const endOf = (r: { date: string; return_date?: string }) =>
  r.return_date ?? addDays(r.date, DEFAULT_TRIP_DAYS);

function planAnswer(
  plan: typeof inventoryInsurancePlans.$inferSelect,
  offer: SupplierOffer,
  ages: readonly number[],
) {
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

export async function insuranceAvailability(actx: AvailabilityContext, req: TInsuranceAvailabilityRequest) {
  const ctx = productContext(actx);
  const query = queryOf('insurance', req);
  const regions = await tripRegions(ctx, query);
  const plans = await ctx.db
    .select()
    .from(inventoryInsurancePlans)
    .where(
      and(
        eq(inventoryInsurancePlans.tenantId, ctx.tenantId),
        inArray(inventoryInsurancePlans.region, regions),
      ),
    )
    .orderBy(asc(inventoryInsurancePlans.code));
  const ages = agesOf(req);
  return plans.flatMap((plan) => {
    const offer = insuranceOffer(plan, query, endOf(req), ages);
    return offer ? [planAnswer(plan, offer, ages)] : [];
  });
}

export async function insurancePlans(actx: AvailabilityContext, req: TInsurancePlansRequest) {
  const plans = await actx.db
    .select()
    .from(inventoryInsurancePlans)
    .where(
      and(
        eq(inventoryInsurancePlans.tenantId, actx.tenantId),
        ...(req.region ? [eq(inventoryInsurancePlans.region, req.region)] : []),
      ),
    )
    .orderBy(asc(inventoryInsurancePlans.code));
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
export async function insuranceAdd(actx: AvailabilityContext, req: TInsuranceAddRequest) {
  const ctx = productContext(actx);
  const [plan] = await ctx.db
    .select()
    .from(inventoryInsurancePlans)
    .where(
      and(
        eq(inventoryInsurancePlans.tenantId, ctx.tenantId),
        eq(inventoryInsurancePlans.code, req.plan_code),
      ),
    );
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
