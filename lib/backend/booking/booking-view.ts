import { quoteCancellation } from '@/lib/booking/cancellation';
import { PARTIAL_MIN_PERCENT } from '@/lib/booking/party';
import { canCancel, partialMinimum, statusOf, takesPartPayment } from '@/lib/booking/states';
import type { TBooking, TBookingRefund, TBookingTrip } from '@/lib/contract/booking';
import type { Booking, BookingProduct, BookingTraveller, BookingTrip, PaymentRefund } from '@/lib/db/schema';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** What the traveller's screens get about a booking (no markup, no internal ids of other rows). */
export function toApiBooking(
  b: Booking,
  travellers: BookingTraveller[],
  opts: { today: string; chargeCancellationFee: boolean },
  trip: BookingTrip | null = null,
  product: BookingProduct | null = null,
  refunds: readonly PaymentRefund[] = [],
): TBooking {
  const money = (amount: number) => ({ amount, currency: b.currency });
  const status = statusOf(b);
  const cancellable = canCancel(status);
  const quote = cancellable
    ? quoteCancellation({
        status,
        departureDate: b.departureDate,
        today: opts.today,
        totalMinor: b.totalMinor,
        paidMinor: b.paidMinor,
        chargeCancellationFee: opts.chargeCancellationFee,
        policy: trip?.cancellationPolicy ?? product?.cancellationPolicy ?? null,
      })
    : null;
  return {
    id: b.id,
    reference: b.reference,
    status,
    package: { id: b.packageSlug, title: b.packageTitle },
    departure_date: b.departureDate,
    adults: b.adults,
    children: b.children,
    infants: b.infants,
    travellers: [...travellers]
      .sort((x, y) => x.position - y.position)
      .map((t) => ({
        kind: t.kind,
        title: t.title,
        first_name: t.firstName,
        last_name: t.lastName,
        birth_date: t.birthDate,
      })),
    price: {
      base: money(b.baseMinor),
      tax: money(b.taxMinor),
      discount: money(b.discountMinor),
      total: money(b.totalMinor),
      rate_date: b.rateDate,
    },
    paid: money(b.paidMinor),
    balance_due: money(
      ['held', 'partially_paid', 'confirmed'].includes(status) ? b.totalMinor - b.paidMinor : 0,
    ),
    balance_due_date: b.balanceDueDate,
    // The server's part-payment rule (lib/booking/states.ts), so the page offers a deposit only where
    // make_payment takes one.
    deposit: takesPartPayment({ status })
      ? { minimum: money(partialMinimum(b.totalMinor, PARTIAL_MIN_PERCENT)) }
      : null,
    hold_expires_at: status === 'held' ? iso(b.holdExpiresAt) : null,
    can_cancel: cancellable,
    cancellation: quote
      ? { text: quote.terms.text, fee: money(quote.feeMinor), refund: money(quote.refundMinor) }
      : null,
    created_at: b.createdAt.toISOString(),
    confirmed_at: iso(b.confirmedAt),
    cancelled_at: iso(b.cancelledAt),
    trip: trip ? tripView(trip) : null,
    offer: product ? product.offer : null,
    supplier_order: product
      ? { status: product.supplierStatus, reference: product.supplierReference ?? null }
      : null,
    ...(refunds.length > 0 ? { refunds: refunds.map(refundView) } : {}),
  };
}

const refundView = (r: PaymentRefund): TBookingRefund => ({
  amount: { amount: r.amountMinor, currency: r.currency },
  reason: r.reason,
  status: r.status,
  gateway_refund_id: r.gatewayRefundId,
  created_at: r.createdAt.toISOString(),
});

/** The sold variant as the booking pages and documents show it. */
function tripView(trip: BookingTrip): TBookingTrip {
  const v = trip.variant;
  return {
    start_date: v.start_date,
    end_date: trip.endDate,
    nights: v.nights,
    quotation_id: trip.quotationId,
    stays: v.cities.map((c) => ({
      city: c.city,
      check_in: c.check_in,
      check_out: c.check_out,
      nights: c.nights,
      hotel: c.hotel.name,
      rooms: c.hotel.rooms.map((r) => ({
        name: r.room_name,
        board: r.board,
        adults: r.adults,
        children: r.children.length,
      })),
    })),
    items: v.days.flatMap((d) =>
      d.items
        .filter((i) => i.kind === 'activity' || i.kind === 'transfer' || i.kind === 'leg')
        .map((i) => ({ date: d.date, start: i.start, kind: i.kind, title: i.title })),
    ),
  };
}
