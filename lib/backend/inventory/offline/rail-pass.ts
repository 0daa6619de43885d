import 'server-only';
import { and, arrayOverlaps, asc, eq } from 'drizzle-orm';
import { type PickedPlace, resolveCity } from '@/lib/backend/inventory/resolve';
import { countryName } from '@/lib/content/agency';
import { type InventoryRailPass, inventoryRailPasses } from '@/lib/db/schema';
import { decodeRef, encodeRef } from '../ref';
import type { ProductContext, ProductQuery, ProductSupplier, SupplierContext, SupplierOffer } from '../types';
import { citiesOf } from './cities';
import { offlineOrders } from './orders';
import { passEndDate, passForParty, passValidityText } from './rail-pass-price';

/**
 * Rail passes from the tenant's inventory (`inventory_rail_passes`): every pass covering the
 * origin's or the destination's country, valid from the searched day for its validity, priced per
 * traveller by age (rail-pass-price.ts). Passes have no capacity. Cancellation: refundable before
 * the first day of validity less a 15% fee (the usual rule of pass issuers).
 */

const CLASS_NAME: Record<string, string> = { standard: 'Standard', first: 'First' };

/** The ISO countries of the picked places (a place without one: its tenant inventory city's). */
export async function countriesOf(
  ctx: ProductContext,
  places: readonly (PickedPlace | null)[],
): Promise<string[]> {
  const codes = new Set<string>();
  let known: Awaited<ReturnType<typeof citiesOf>> | null = null;
  for (const p of places) {
    if (!p) continue;
    if (p.countryCode) codes.add(p.countryCode.toUpperCase());
    else {
      known ??= await citiesOf(ctx);
      const city = resolveCity(p, known);
      if (city) codes.add(city.countryCode);
    }
  }
  return [...codes];
}

export function countriesText(countries: readonly string[]): string {
  return countries.map((c) => countryName(c) ?? c).join(', ');
}

export function railPassOffer(pass: InventoryRailPass, query: ProductQuery): SupplierOffer | null {
  const priced = passForParty(pass, query.party);
  if (priced.passes === 0) return null;
  const className = CLASS_NAME[pass.travelClass] ?? pass.travelClass;
  const validity = passValidityText(pass.travelDays, pass.validityDays);
  const endDate = passEndDate(query.date, pass.validityDays);
  const { counts } = priced;
  const holders = [
    ...(counts.adult > 0 ? [`${counts.adult} adult${counts.adult === 1 ? '' : 's'}`] : []),
    ...(counts.youth > 0 ? [`${counts.youth} youth (12–27)`] : []),
    ...(counts.child > 0 ? [`${counts.child} child${counts.child === 1 ? '' : 'ren'} (4–11)`] : []),
    ...(counts.free > 0 ? [`${counts.free} under 4 (free, no pass needed)`] : []),
  ].join(', ');
  const where =
    pass.countries.length === 1 ? countriesText(pass.countries) : `${pass.countries.length} countries`;
  return {
    ref: encodeRef([{ kind: 'rail_pass', code: pass.code, date: query.date, slot: '' }]),
    kind: 'rail_pass',
    title: pass.name,
    subtitle: `${validity} · ${className} class · ${where}`,
    date: query.date,
    end_date: endDate,
    time: null,
    segments: [],
    included: [
      `Unlimited ${className} class travel on ${validity}`,
      `Valid on the national railways of ${countriesText(pass.countries)}`,
      `${priced.passes} pass${priced.passes === 1 ? '' : 'es'}: ${holders}`,
      'Seat reservations on high-speed and night trains are extra',
    ],
    details: [
      { label: 'Countries', value: countriesText(pass.countries) },
      { label: 'Class', value: className },
      { label: 'Travel days', value: String(pass.travelDays) },
      { label: 'Valid', value: `${query.date} to ${endDate}` },
      { label: 'Passes', value: holders },
    ],
    cancellation: { refundable: true, free_until_days_before: null, penalty_percent: 15 },
    facets: { travel_class: pass.travelClass, travel_days: pass.travelDays },
    image_url: null,
    cost: [{ markupKind: 'rail', amountMinor: priced.amountMinor, currency: pass.currency }],
    claims: [],
  };
}

/** The tenant's passes valid in any of `countries`, by code. */
export async function passesCovering(
  ctx: SupplierContext,
  countries: readonly string[],
): Promise<InventoryRailPass[]> {
  if (countries.length === 0) return [];
  return ctx.db
    .select()
    .from(inventoryRailPasses)
    .where(
      and(
        eq(inventoryRailPasses.tenantId, ctx.tenantId),
        arrayOverlaps(inventoryRailPasses.countries, [...countries]),
      ),
    )
    .orderBy(asc(inventoryRailPasses.code));
}

export const railPassSupplier: ProductSupplier = {
  ...offlineOrders,
  kind: 'rail_pass',
  async availability(ctx: ProductContext, query: ProductQuery) {
    if (query.date < ctx.today) return [];
    const countries = await countriesOf(ctx, [query.from, query.to]);
    const rows = await passesCovering(ctx, countries);
    return rows.flatMap((p) => railPassOffer(p, query) ?? []);
  },
  async priceCheck(ctx: ProductContext, query: ProductQuery, ref: string) {
    const parts = decodeRef(ref);
    const part = parts?.length === 1 ? parts[0] : undefined;
    if (part?.kind !== 'rail_pass' || part.date < ctx.today) return null;
    const [pass] = await ctx.db
      .select()
      .from(inventoryRailPasses)
      .where(and(eq(inventoryRailPasses.tenantId, ctx.tenantId), eq(inventoryRailPasses.code, part.code)));
    return pass ? railPassOffer(pass, { ...query, date: part.date }) : null;
  },
};
