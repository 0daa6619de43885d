import 'server-only';
import type { LegFare } from '@/lib/db/schema';
import { encodeRef } from '../ref';
import type { ProductContext, ProductQuery, ProductSupplier, SupplierOffer } from '../types';
import { offlineOrders } from './orders';
import {
  deckPrices,
  durationText,
  type FareForParty,
  fareCancellation,
  fareForParty,
  partyBands,
} from './rail-ferry-fares';
import { partyText, type Sailing, sailingOf, sailingsFor, segmentOf, slotOf } from './scheduled-legs';
import { destinationOf, OFFLINE_SUPPLIER } from './where';

/**
 * Sailings from the tenant's inventory (`inventory_legs` kind ferry): one offer per departure ×
 * ticket type on the days the ferry sails. Ticket types (the leg's `fares`, rail-ferry-fares.ts):
 * deck passage and reclining seats per traveller; cabins per cabin (ceil(travellers / berths));
 * a car with its driver per car (other passengers at the deck fare). The offer takes places,
 * cabins or car spaces of its ticket type on the sailing.
 */

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function ticketLines(fare: LegFare, priced: FareForParty, free: number): string[] {
  const lap = free > 0 ? ' (under 4s travel free)' : '';
  switch (fare.cabin) {
    case 'cabin':
      return [
        `${plural(priced.units, 'private cabin', 'private cabins')} with ${fare.capacity} berths and a shower${lap}`,
        'Passage for everyone in the cabin',
      ];
    case 'vehicle': {
      const passengers = priced.lines.filter((l) => l.what !== 'vehicle').reduce((s, l) => s + l.count, 0);
      return [
        `Space on the car deck for ${plural(priced.units, 'car', 'cars')} with ${priced.units === 1 ? 'its driver' : 'their drivers'}`,
        ...(passengers > 0 ? [`Deck passage for ${plural(passengers, 'passenger', 'passengers')}`] : []),
      ];
    }
    case 'seat':
      return [`A reserved reclining seat in the lounge for each traveller${lap}`];
    default:
      return [`Deck passage with access to the lounges and the open deck${lap}`];
  }
}

export function ferryOffer(s: Sailing, query: ProductQuery): SupplierOffer | null {
  const { leg, fare } = s;
  const priced = fareForParty(fare, query.party, deckPrices(leg));
  if (!priced) return null;
  const bands = partyBands(query.party);
  const segment = segmentOf(s);
  const overnight = segment.arrive_day_offset > 0;
  return {
    ref: encodeRef([{ kind: 'ferry', code: leg.code, date: s.date, slot: slotOf(s) }]),
    kind: 'ferry',
    title: `${leg.fromCity} → ${leg.toCity}`,
    subtitle: `${leg.carrier} · ${fare.name}${fare.per === 'vehicle' && priced.units > 1 ? ` × ${priced.units}` : ''}${overnight ? ' · Overnight' : ''}`,
    date: s.date,
    end_date: null,
    time: s.depart,
    segments: [segment],
    included: [
      ...ticketLines(fare, priced, bands.free),
      ...(fare.checked_bags > 0 ? ['Luggage stored on board'] : []),
      ...(overnight ? ['Arrives the next day'] : []),
    ],
    details: [
      { label: 'Departs from', value: segment.from },
      { label: 'Arrives at', value: segment.to },
      { label: 'Crossing', value: durationText(leg.durationMinutes) },
      { label: 'Ticket', value: fare.name },
      { label: 'Travellers', value: partyText(bands) },
    ],
    cancellation: fareCancellation(fare),
    facets: {
      ticket: fare.cabin,
      depart: s.depart,
      carrier: leg.carrier,
      refundable: fare.refundable,
      duration: leg.durationMinutes,
    },
    image_url: null,
    cost: [
      {
        markupKind: 'ferry',
        amountMinor: priced.amountMinor,
        currency: leg.currency,
        destination: destinationOf(leg.toCity),
        supplier: OFFLINE_SUPPLIER,
      },
    ],
    claims: [
      {
        kind: 'ferry',
        code: leg.code,
        day: s.date,
        slot: slotOf(s),
        quantity: priced.units,
        initial: fare.seats,
      },
    ],
  };
}

export const ferrySupplier: ProductSupplier = {
  ...offlineOrders,
  kind: 'ferry',
  async availability(ctx: ProductContext, query: ProductQuery) {
    const sailings = await sailingsFor(ctx, 'ferry', query);
    return sailings.flatMap((s) => ferryOffer(s, query) ?? []);
  },
  async priceCheck(ctx: ProductContext, query: ProductQuery, ref: string) {
    const s = await sailingOf(ctx, 'ferry', ref);
    return s ? ferryOffer(s, query) : null;
  },
};
