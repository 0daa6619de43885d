import 'server-only';
import { and, eq } from 'drizzle-orm';
import { productSupplier } from '@/lib/backend/inventory/registry';
import { type SupplierOrder, SupplierRefusedError } from '@/lib/backend/inventory/types';
import { PermanentJobError, registerJobHandler } from '@/lib/backend/jobs';
import { isPaid } from '@/lib/booking/states';
import type { Db } from '@/lib/db/open';
import {
  bookingProducts,
  bookings,
  bookingTravellers,
  type SupplierOrderStatus,
  tenants,
} from '@/lib/db/schema';
import { productContext } from '../products/service';
import { SUPPLIER_BOOK_JOB, SUPPLIER_CANCEL_JOB } from './supplier-order-queue';

/**
 * The order with a search result's supplier (issue 15 item 4): a booked flight, room, car… is booked
 * with its supplier once the booking is paid, and cancelled with it when the booking is cancelled.
 * Both run as jobs enqueued in the transition's own transaction (so a rolled-back payment orders
 * nothing) and outside it (a supplier is a remote call): `booking_products.supplier_status` goes
 * pending → booked (with the supplier's reference) → cancelled, or failed when the supplier refuses
 * for good. A cancellation that overtakes the order marks it cancelled before it is placed; an order
 * placed while its booking was being cancelled is cancelled straight away.
 */

async function orderOf(db: Db, tenantId: string, bookingId: string) {
  const [row] = await db
    .select({ product: bookingProducts, tenant: tenants })
    .from(bookingProducts)
    .innerJoin(tenants, eq(tenants.id, bookingProducts.tenantId))
    .where(and(eq(bookingProducts.tenantId, tenantId), eq(bookingProducts.bookingId, bookingId)));
  if (!row) throw new PermanentJobError('booked product not found');
  const travellers = await db
    .select({
      kind: bookingTravellers.kind,
      title: bookingTravellers.title,
      first_name: bookingTravellers.firstName,
      last_name: bookingTravellers.lastName,
    })
    .from(bookingTravellers)
    .where(and(eq(bookingTravellers.tenantId, tenantId), eq(bookingTravellers.bookingId, bookingId)));
  const { product, tenant } = row;
  const order: SupplierOrder = {
    bookingId,
    ref: product.offer.ref,
    kind: product.offer.kind,
    date: product.offer.date,
    travellers,
  };
  return { product, order, supplier: productSupplier(order.kind), ctx: productContext(db, tenant) };
}

const setStatus = (
  db: Db,
  tenantId: string,
  bookingId: string,
  from: SupplierOrderStatus,
  patch: { supplierStatus: SupplierOrderStatus; supplierReference?: string },
) =>
  db
    .update(bookingProducts)
    .set(patch)
    .where(
      and(
        eq(bookingProducts.tenantId, tenantId),
        eq(bookingProducts.bookingId, bookingId),
        eq(bookingProducts.supplierStatus, from),
      ),
    )
    .returning({ id: bookingProducts.bookingId });

/** Places a pending order with its supplier; answers its status afterwards. */
export async function placeSupplierOrder(db: Db, tenantId: string, bookingId: string): Promise<string> {
  const { product, order, supplier, ctx } = await orderOf(db, tenantId, bookingId);
  if (product.supplierStatus !== 'pending') return product.supplierStatus;
  // Cancelled before its order ran: nothing to book (the cancel job finds it cancelled).
  const [booking] = await db
    .select({ status: bookings.status })
    .from(bookings)
    .where(and(eq(bookings.tenantId, tenantId), eq(bookings.id, bookingId)));
  if (!booking || !isPaid(booking.status)) {
    await setStatus(db, tenantId, bookingId, 'pending', { supplierStatus: 'cancelled' });
    return 'cancelled';
  }
  let reference: string;
  try {
    ({ reference } = await supplier.book(ctx, order));
  } catch (err) {
    if (!(err instanceof SupplierRefusedError)) throw err;
    await setStatus(db, tenantId, bookingId, 'pending', { supplierStatus: 'failed' });
    throw new PermanentJobError(`supplier refused the order: ${err.message}`);
  }
  const placed = await setStatus(db, tenantId, bookingId, 'pending', {
    supplierStatus: 'booked',
    supplierReference: reference,
  });
  if (placed.length > 0) return 'booked';
  // Cancelled while the supplier was booking it: cancel what the supplier just booked.
  await supplier.cancel(ctx, { ...order, reference });
  return 'cancelled';
}

/** Cancels the order of a cancelled booking (a pending one is only marked); answers its status afterwards. */
export async function cancelSupplierOrder(db: Db, tenantId: string, bookingId: string): Promise<string> {
  const { product, order, supplier, ctx } = await orderOf(db, tenantId, bookingId);
  if (product.supplierStatus === 'pending') {
    const marked = await setStatus(db, tenantId, bookingId, 'pending', { supplierStatus: 'cancelled' });
    // Booked meanwhile: a retry finds it booked and cancels it with the supplier.
    if (marked.length === 0) throw new Error('order placed meanwhile');
    return 'cancelled';
  }
  if (product.supplierStatus !== 'booked' || !product.supplierReference) return product.supplierStatus;
  await supplier.cancel(ctx, { ...order, reference: product.supplierReference });
  await setStatus(db, tenantId, bookingId, 'booked', { supplierStatus: 'cancelled' });
  return 'cancelled';
}

const bookingIdOf = (payload: Record<string, unknown>, tenantId: string | null) => {
  const id = payload.booking_id;
  if (typeof id !== 'string' || !tenantId) throw new PermanentJobError('booking_id missing');
  return id;
};

/** Registers both jobs with this process's job registry (idempotent). */
export function registerSupplierOrderJobs(): void {
  registerJobHandler(SUPPLIER_BOOK_JOB, async ({ db, job }) => ({
    status: await placeSupplierOrder(db, job.tenantId as string, bookingIdOf(job.payload, job.tenantId)),
  }));
  registerJobHandler(SUPPLIER_CANCEL_JOB, async ({ db, job }) => ({
    status: await cancelSupplierOrder(db, job.tenantId as string, bookingIdOf(job.payload, job.tenantId)),
  }));
}
