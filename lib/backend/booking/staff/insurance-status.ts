import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { TInsuranceStatus } from '@/lib/contract/booking-staff';
import type { Db } from '@/lib/db/open';
import { bookingProducts, type SupplierOrderStatus, type Tenant, type UserRow } from '@/lib/db/schema';
import { staffBooking } from './staff-booking';

/** Where the insurer's order stands, in the words of the booking page. */
const STATUS: Record<SupplierOrderStatus, Exclude<TInsuranceStatus['status'], 'none'>> = {
  pending: 'pending',
  booked: 'active',
  cancelled: 'cancelled',
  failed: 'failed',
};

/**
 * insurance/status (spec §7): the booking's travel insurance. Insurance is sold as a search result
 * of its own (the insurance supplier's plans, lib/backend/inventory; ordered from the supplier once
 * paid, supplier-orders.ts), so a booking has insurance when it is an insurance booking: its plan,
 * the order's status and the insurer's reference. Any other booking: 'none'.
 */
export async function insuranceStatus(
  db: Db,
  tenant: Tenant,
  user: UserRow,
  bookingId: string,
): Promise<TInsuranceStatus> {
  const b = await staffBooking(db, tenant, user, bookingId);
  const [row] = await db
    .select()
    .from(bookingProducts)
    .where(and(eq(bookingProducts.tenantId, tenant.id), eq(bookingProducts.bookingId, b.id)));
  if (!row || row.kind !== 'insurance') return { status: 'none' };
  return {
    status: STATUS[row.supplierStatus],
    plan: row.offer.title,
    reference: row.supplierReference ?? null,
    from: row.offer.date,
    to: row.offer.end_date ?? null,
  };
}
