import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { addDays } from '@/lib/dates/calendar';
import { type InventoryInsurancePlan, inventoryInsurancePlans } from '@/lib/db/schema';
import { formatMoney } from '@/lib/money';
import { decodeRef, encodeRef } from '../ref';
import type { ProductContext, ProductQuery, ProductSupplier, SupplierContext, SupplierOffer } from '../types';
import {
  DEFAULT_TRIP_DAYS,
  type InsuranceRegion,
  partyAges,
  premiumOf,
  regionsFor,
  tripDays,
} from './insurance-price';
import { offlineOrders } from './orders';
import { countriesOf } from './rail-pass';

/**
 * Travel insurance from the tenant's plans (`inventory_insurance_plans`), an add-on of any search:
 * the plans covering the trip's destination (Europe: Europe and worldwide plans; elsewhere
 * worldwide plans, and only the ones including the USA there), for the trip from its date to its
 * return (7 days without one), priced per traveller by age band (insurance-price.ts). No capacity.
 * The ref's slot is the cover's last day. Cancellation: free until the cover starts.
 */

export const REGION_NAME: Record<string, string> = {
  europe: 'Europe',
  worldwide_ex_us: 'Worldwide excluding USA and Canada',
  worldwide: 'Worldwide',
};

const limit = (minor: number, currency: string) =>
  formatMoney({ amount: minor, currency }).replace(/\.00$/, '');

/** The regions covering the trip: its destination's country, else its origin's. */
export async function tripRegions(ctx: ProductContext, query: ProductQuery): Promise<InsuranceRegion[]> {
  const [to] = await countriesOf(ctx, [query.to]);
  const [from] = to ? [to] : await countriesOf(ctx, [query.from]);
  return regionsFor(to ?? from ?? null);
}

export function insuranceOffer(
  plan: InventoryInsurancePlan,
  query: ProductQuery,
  endDate: string,
  ages: readonly number[] = partyAges(query.party),
): SupplierOffer | null {
  const days = tripDays(query.date, endDate);
  const premium = premiumOf(plan.bands, days, ages);
  if (!premium) return null;
  const region = REGION_NAME[plan.region] ?? plan.region;
  return {
    ref: encodeRef([{ kind: 'insurance', code: plan.code, date: query.date, slot: endDate }]),
    kind: 'insurance',
    title: plan.name,
    subtitle: `${plan.insurer} · ${region} · ${days} day${days === 1 ? '' : 's'}`,
    date: query.date,
    end_date: endDate,
    time: null,
    segments: [],
    included: [
      `Emergency medical expenses up to ${limit(plan.medicalMinor, plan.currency)} per traveller`,
      `Trip cancellation up to ${limit(plan.cancellationMinor, plan.currency)} per traveller`,
      `Baggage and belongings up to ${limit(plan.baggageMinor, plan.currency)} per traveller`,
      `Cover for ${ages.length} traveller${ages.length === 1 ? '' : 's'} in ${region}`,
    ],
    details: [
      { label: 'Insurer', value: plan.insurer },
      { label: 'Where', value: region },
      { label: 'Cover', value: `${query.date} to ${endDate} (${days} day${days === 1 ? '' : 's'})` },
      { label: 'Ages priced', value: ages.join(', ') },
    ],
    cancellation: { refundable: true, free_until_days_before: 0, penalty_percent: 100 },
    facets: { region: plan.region, insurer: plan.insurer, medical: plan.medicalMinor },
    image_url: null,
    cost: [{ markupKind: 'insurance', amountMinor: premium.amountMinor, currency: plan.currency }],
    claims: [],
  };
}

/** The tenant's plans of these regions (every plan when null), by code. */
export function plansIn(
  ctx: SupplierContext,
  regions: readonly string[] | null,
): Promise<InventoryInsurancePlan[]> {
  return ctx.db
    .select()
    .from(inventoryInsurancePlans)
    .where(
      and(
        eq(inventoryInsurancePlans.tenantId, ctx.tenantId),
        ...(regions ? [inArray(inventoryInsurancePlans.region, [...regions])] : []),
      ),
    )
    .orderBy(asc(inventoryInsurancePlans.code));
}

/** One of the tenant's plans by code. */
export async function planOf(ctx: SupplierContext, code: string): Promise<InventoryInsurancePlan | null> {
  const [plan] = await ctx.db
    .select()
    .from(inventoryInsurancePlans)
    .where(and(eq(inventoryInsurancePlans.tenantId, ctx.tenantId), eq(inventoryInsurancePlans.code, code)));
  return plan ?? null;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export const insuranceSupplier: ProductSupplier = {
  ...offlineOrders,
  kind: 'insurance',
  async availability(ctx: ProductContext, query: ProductQuery) {
    if (query.date < ctx.today) return [];
    const regions = await tripRegions(ctx, query);
    const endDate =
      query.returnDate && query.returnDate > query.date
        ? query.returnDate
        : addDays(query.date, DEFAULT_TRIP_DAYS);
    const plans = await plansIn(ctx, regions);
    return plans.flatMap((p) => insuranceOffer(p, query, endDate) ?? []);
  },
  async priceCheck(ctx: ProductContext, query: ProductQuery, ref: string) {
    const parts = decodeRef(ref);
    const part = parts?.length === 1 ? parts[0] : undefined;
    if (part?.kind !== 'insurance' || part.date < ctx.today) return null;
    if (!DATE.test(part.slot) || part.slot <= part.date) return null;
    const plan = await planOf(ctx, part.code);
    if (!plan) return null;
    const regions: string[] = await tripRegions(ctx, query);
    if (!regions.includes(plan.region)) return null;
    return insuranceOffer(plan, { ...query, date: part.date }, part.slot);
  },
};
