import 'server-only';
import { encodeRef } from '../ref';
import type { ProductContext, ProductQuery, ProductSupplier, SupplierOffer } from '../types';
import { offlineOrders } from './orders';
import { durationText, fareCancellation, fareForParty, partyBands } from './rail-ferry-fares';
import { partyText, type Sailing, sailingOf, sailingsFor, segmentOf, slotOf } from './scheduled-legs';
import { destinationOf, OFFLINE_SUPPLIER } from './where';

/**
 * Trains from the tenant's inventory (`inventory_legs` kind rail): one offer per departure × class
 * on the days the train runs, priced for the party (rail-ferry-fares.ts: 12+ adult fare, 4–11
 * child fare, under 4 free without a seat), taking seats of that class on the departure.
 */

const CLASS_NAME: Record<string, string> = { standard: 'Standard', first: 'First' };

export function railOffer(s: Sailing, query: ProductQuery): SupplierOffer | null {
  const { leg, fare } = s;
  const priced = fareForParty(fare, query.party, fare);
  if (!priced) return null;
  const bands = partyBands(query.party);
  const segment = segmentOf(s);
  const className = CLASS_NAME[fare.cabin] ?? fare.cabin;
  const changes = leg.stops === 0 ? 'Direct' : leg.stops === 1 ? '1 change' : `${leg.stops} changes`;
  const included = [
    `A reserved seat in ${className} class for each traveller${bands.free > 0 ? ' (under 4s travel free on a lap)' : ''}`,
    ...(fare.cabin === 'first'
      ? ['Meal and drinks served at your seat', 'Lounge access at stations that have one']
      : []),
    'Two large cases and a small bag per traveller',
    fare.change_fee_minor === 0
      ? 'Free changes before departure'
      : fare.change_fee_minor !== null
        ? 'Changes before departure for a fee'
        : 'No changes',
  ];
  return {
    ref: encodeRef([{ kind: 'rail', code: leg.code, date: s.date, slot: slotOf(s) }]),
    kind: 'rail',
    title: `${leg.fromCity} → ${leg.toCity}`,
    subtitle: `${leg.carrier} ${segment.number} · ${fare.name} · ${changes}`,
    date: s.date,
    end_date: null,
    time: s.depart,
    segments: [segment],
    included,
    details: [
      { label: 'Departs from', value: segment.from },
      { label: 'Arrives at', value: segment.to },
      { label: 'Duration', value: durationText(leg.durationMinutes) },
      { label: 'Changes', value: changes },
      { label: 'Class', value: `${className} (${fare.name})` },
      { label: 'Tickets', value: partyText(bands) },
    ],
    cancellation: fareCancellation(fare),
    facets: {
      travel_class: fare.cabin,
      depart: s.depart,
      stops: leg.stops,
      duration: leg.durationMinutes,
      refundable: fare.refundable,
    },
    image_url: null,
    cost: [
      {
        markupKind: 'rail',
        amountMinor: priced.amountMinor,
        currency: leg.currency,
        destination: destinationOf(leg.toCity),
        supplier: OFFLINE_SUPPLIER,
      },
    ],
    claims: [
      {
        kind: 'rail',
        code: leg.code,
        day: s.date,
        slot: slotOf(s),
        quantity: priced.units,
        initial: fare.seats,
      },
    ],
  };
}

export const railSupplier: ProductSupplier = {
  ...offlineOrders,
  kind: 'rail',
  async availability(ctx: ProductContext, query: ProductQuery) {
    const sailings = await sailingsFor(ctx, 'rail', query);
    return sailings.flatMap((s) => railOffer(s, query) ?? []);
  },
  async priceCheck(ctx: ProductContext, query: ProductQuery, ref: string) {
    const s = await sailingOf(ctx, 'rail', ref);
    return s ? railOffer(s, query) : null;
  },
};
