import { and, eq } from 'drizzle-orm';
import { enqueue } from '@/lib/backend/jobs';
import { type BookingStatus, isPaid } from '@/lib/booking/states';
import type { Db, Tx } from '@/lib/db/open';
import { type Booking, bookingProducts } from '@/lib/db/schema';

/**
 * The queue side of the orders with a search result's supplier (supplier-orders.ts runs them): kept
 * apart and light because every booking transition imports it, while the jobs reach the suppliers.
 */

export const SUPPLIER_BOOK_JOB = 'product.supplier_book';
export const SUPPLIER_CANCEL_JOB = 'product.supplier_cancel';

/** Enqueues the supplier's side of a transition of a search result's booking (nothing for other bookings). */
export async function enqueueSupplierOrder(
  tx: Tx,
  booking: Pick<Booking, 'id' | 'tenantId'>,
  from: BookingStatus,
  to: BookingStatus,
): Promise<void> {
  const firstPayment = from === 'held' && isPaid(to);
  const cancelledAfterPayment = isPaid(from) && !isPaid(to);
  if (!firstPayment && !cancelledAfterPayment) return;
  const [product] = await tx
    .select({ id: bookingProducts.bookingId })
    .from(bookingProducts)
    .where(and(eq(bookingProducts.tenantId, booking.tenantId), eq(bookingProducts.bookingId, booking.id)));
  if (!product) return;
  await enqueue(tx as unknown as Db, {
    tenantId: booking.tenantId,
    type: firstPayment ? SUPPLIER_BOOK_JOB : SUPPLIER_CANCEL_JOB,
    payload: { booking_id: booking.id },
    maxAttempts: 8,
  });
}
