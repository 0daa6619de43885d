import type { ProductKind } from '@/lib/contract/products';
import type { ProductSupplier } from '../types';

/**
 * Booking and cancelling with the offline supplier, shared by every kind. The tenant's own inventory
 * is its supplier: what a booking takes (seats, places, vehicles, room-nights) was taken in the
 * booking's own transaction and is given back by its cancellation (lib/backend/booking), so the
 * order only needs a reference the agency can quote — derived from the booking id, so a retried
 * order answers the same one. A real supplier replaces these with its calls.
 */

const PREFIX: Record<ProductKind, string> = {
  hotel: 'HTL',
  flight: 'FLT',
  activity: 'ACT',
  transfer: 'TRF',
  car: 'CAR',
  cab_hourly: 'CAB',
  cab_intercity: 'CAB',
  rail: 'RAIL',
  rail_pass: 'PASS',
  ferry: 'FRY',
  insurance: 'INS',
};

export const offlineReference = (kind: ProductKind, bookingId: string): string =>
  `${PREFIX[kind]}-${bookingId.replace(/-/g, '').slice(0, 10).toUpperCase()}`;

export const offlineOrders: Pick<ProductSupplier, 'book' | 'cancel'> = {
  async book(_ctx, order) {
    return { reference: offlineReference(order.kind, order.bookingId) };
  },
  async cancel() {
    // Nothing held outside our database: the booking's cancellation released its capacity.
  },
};
