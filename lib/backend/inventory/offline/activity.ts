import 'server-only';
import { and, desc, eq, sql } from 'drizzle-orm';
import { type PickedPlace, resolveCity } from '@/lib/backend/inventory/resolve';
import { type InventoryActivity, inventoryActivities } from '@/lib/db/schema';
import { foldKey } from '@/lib/search/world/fold';
import { decodeRef, encodeRef } from '../ref';
import type { ProductContext, ProductParty, ProductQuery, ProductSupplier, SupplierOffer } from '../types';
import {
  activityCancellation,
  activityTotalMinor,
  addMinutes,
  durationText,
  placesFor,
  runsOn,
  sessionsOf,
} from './activity-rules';
import { citiesOf } from './cities';
import { offlineOrders } from './orders';
import { destinationOf, OFFLINE_SUPPLIER } from './where';

/**
 * Activities from the tenant's inventory (issue 15, mode `activity`): one offer per activity and
 * session on the searched day, in the city the traveller picked. When the traveller picked an
 * activity itself (an autocomplete item of type activity: its code; its name for older searches), its sessions
 * come first, followed by the city's other activities, so the page has alternatives when it is
 * full. Only activities sold with payment (`has_paid`) that run on that weekday are offered. A
 * booking takes `adults + children` places of the session (`HH:mm` slot) out of `capacity`.
 */

const CATEGORY_LABEL: Record<string, string> = {
  culture: 'Culture',
  food: 'Food and drink',
  outdoors: 'Outdoors',
  nightlife: 'Nightlife',
  family: 'Family',
  tour: 'Tour',
};

export function activityOffer(
  row: InventoryActivity,
  date: string,
  session: string,
  party: ProductParty,
): SupplierOffer {
  const places = placesFor(party);
  const cancellation = activityCancellation(row.freeCancelHours);
  const details = [
    ...(row.meetingPoint ? [{ label: 'Meeting point', value: row.meetingPoint }] : []),
    { label: 'Starts', value: session },
    { label: 'Ends', value: addMinutes(session, row.durationMinutes) },
    { label: 'Duration', value: durationText(row.durationMinutes) },
    { label: 'Category', value: CATEGORY_LABEL[row.category] ?? row.category },
    { label: 'Group size', value: `Up to ${row.capacity} people` },
    ...(row.description ? [{ label: 'About', value: row.description }] : []),
  ];
  return {
    ref: encodeRef([{ kind: 'activity', code: row.code, date, slot: session }]),
    kind: 'activity',
    title: row.name,
    subtitle: `${row.city} · ${session} · ${durationText(row.durationMinutes)}`,
    date,
    end_date: null,
    time: session,
    segments: [],
    included: [...row.includes, ...(party.infants > 0 ? ['Infants under 2 go free'] : [])],
    details,
    cancellation,
    facets: {
      start: session,
      duration: row.durationMinutes,
      category: row.category,
      refundable: cancellation.refundable,
    },
    image_url: row.imageUrl,
    cost: [
      {
        markupKind: 'activity',
        amountMinor: activityTotalMinor(party, row.priceMinor, row.childPriceMinor),
        currency: row.currency,
        destination: destinationOf(row.city, row.countryCode),
        supplier: OFFLINE_SUPPLIER,
      },
    ],
    claims: [
      { kind: 'activity', code: row.code, day: date, slot: session, quantity: places, initial: row.capacity },
    ],
  };
}

/** The sessions of a row on `date` as offers (none when it does not run that day or is not sold). */
function offersOf(row: InventoryActivity, date: string, party: ProductParty): SupplierOffer[] {
  if (!row.hasPaid || !runsOn(row.days, date)) return [];
  return sessionsOf(row).map((s) => activityOffer(row, date, s, party));
}

/** The city the traveller picked (a place, or an activity item: its own city, else its coordinates or name). */
export async function cityOf(ctx: ProductContext, place: PickedPlace) {
  if (place.activityCode) {
    const [picked] = await ctx.db
      .select({ city: inventoryActivities.city, countryCode: inventoryActivities.countryCode })
      .from(inventoryActivities)
      .where(
        and(eq(inventoryActivities.tenantId, ctx.tenantId), eq(inventoryActivities.code, place.activityCode)),
      );
    if (picked) return picked;
  }
  const city = resolveCity(place, await citiesOf(ctx));
  if (city) return { city: city.city, countryCode: city.countryCode };
  const [named] = await ctx.db
    .select({ city: inventoryActivities.city, countryCode: inventoryActivities.countryCode })
    .from(inventoryActivities)
    .where(
      and(
        eq(inventoryActivities.tenantId, ctx.tenantId),
        sql`lower(${inventoryActivities.name}) = ${place.name.toLowerCase()}`,
      ),
    )
    .limit(1);
  return named ?? null;
}

export const activitySupplier: ProductSupplier = {
  ...offlineOrders,
  kind: 'activity',

  async availability(ctx, query: ProductQuery) {
    if (!query.to || query.date < ctx.today) return [];
    const city = await cityOf(ctx, query.to);
    if (!city) return [];
    const rows = await ctx.db
      .select()
      .from(inventoryActivities)
      .where(
        and(
          eq(inventoryActivities.tenantId, ctx.tenantId),
          eq(inventoryActivities.city, city.city),
          eq(inventoryActivities.countryCode, city.countryCode),
        ),
      )
      .orderBy(desc(inventoryActivities.popularity), inventoryActivities.code);
    // The activity picked comes first: by its code, or by name for a search saved before codes were kept.
    const code = query.to.activityCode ?? null;
    const picked = foldKey(query.to.name);
    const isPicked = (r: InventoryActivity) => (code ? r.code === code : foldKey(r.name) === picked);
    const ordered = [...rows.filter(isPicked), ...rows.filter((r) => !isPicked(r))];
    return ordered.flatMap((r) => offersOf(r, query.date, query.party));
  },

  async priceCheck(ctx, query, ref) {
    const parts = decodeRef(ref);
    const part = parts?.length === 1 ? parts[0] : undefined;
    if (part?.kind !== 'activity' || part.date < ctx.today) return null;
    const [row] = await ctx.db
      .select()
      .from(inventoryActivities)
      .where(and(eq(inventoryActivities.tenantId, ctx.tenantId), eq(inventoryActivities.code, part.code)));
    if (!row?.hasPaid || !runsOn(row.days, part.date) || !sessionsOf(row).includes(part.slot)) return null;
    return activityOffer(row, part.date, part.slot, query.party);
  },
};
