import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import type { PickedPlace } from '@/lib/backend/inventory/resolve';
import { inventoryActivities } from '@/lib/db/schema';
import type { ProductContext, ProductParty } from '../types';
import { activityOffer, cityOf } from './activity';
import { activityCancellation, activityTotalMinor, runsOn, sessionsOf } from './activity-rules';
import { capacityLeft, remainingOf } from './capacity';

/**
 * The activities of a city as content (spec §7 search and content: list_activities, v1/activities,
 * v1/get_things_to_do): what each is, when it runs, what it costs per adult and child and, for a
 * date, its sessions that day with the places left and the party's total. Prices are the
 * supplier's, in the inventory currency, like the partners_metrip calls.
 */

export interface ActivityListInput {
  place: PickedPlace;
  date: string | null;
  party: ProductParty;
  category: string | null;
  /** Most popular first; at most this many. */
  limit: number;
}

const money = (amount: number, currency: string) => ({ amount, currency });

export async function listActivities(ctx: ProductContext, input: ActivityListInput) {
  const city = await cityOf(ctx, input.place);
  if (!city) return { city: null, country_code: null, date: input.date, activities: [] };
  const rows = (
    await ctx.db
      .select()
      .from(inventoryActivities)
      .where(
        and(
          eq(inventoryActivities.tenantId, ctx.tenantId),
          eq(inventoryActivities.city, city.city),
          eq(inventoryActivities.countryCode, city.countryCode),
        ),
      )
      .orderBy(desc(inventoryActivities.popularity), inventoryActivities.code)
  )
    .filter((r) => !input.category || r.category === input.category)
    .slice(0, input.limit);
  const { date } = input;
  const sold = (r: (typeof rows)[number]) => date !== null && r.hasPaid && runsOn(r.days, date);
  const offers = new Map(
    rows.map((r) => [
      r.code,
      sold(r) && date ? sessionsOf(r).map((s) => activityOffer(r, date, s, input.party)) : [],
    ]),
  );
  const left = date
    ? await capacityLeft(
        ctx.db,
        ctx.tenantId,
        [...offers.values()].flat().flatMap((o) => o.claims),
      )
    : null;
  return {
    city: city.city,
    country_code: city.countryCode,
    date,
    activities: rows.map((r) => ({
      code: r.code,
      name: r.name,
      city: r.city,
      country_code: r.countryCode,
      lat: r.lat,
      lon: r.lon,
      category: r.category,
      description: r.description,
      image_url: r.imageUrl,
      popularity: r.popularity,
      has_paid: r.hasPaid,
      duration_minutes: r.durationMinutes,
      days: r.days,
      opens_at: r.opensAt,
      closes_at: r.closesAt,
      sessions: sessionsOf(r),
      capacity: r.capacity,
      meeting_point: r.meetingPoint,
      includes: r.includes,
      cancellation: activityCancellation(r.freeCancelHours),
      prices: {
        adult: money(r.priceMinor, r.currency),
        child: money(r.childPriceMinor ?? r.priceMinor, r.currency),
        infant: money(0, r.currency),
      },
      price: money(activityTotalMinor(input.party, r.priceMinor, r.childPriceMinor), r.currency),
      runs_on_date: date === null ? null : runsOn(r.days, date),
      sessions_on_date:
        left === null
          ? null
          : (offers.get(r.code) ?? []).map((o) => {
              const { remaining, bookable } = remainingOf(o.claims, left);
              return { time: o.time, ref: o.ref, remaining, available: bookable };
            }),
    })),
  };
}
