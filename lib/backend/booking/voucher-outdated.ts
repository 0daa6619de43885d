import { and, eq } from 'drizzle-orm';
import type { Tx } from '@/lib/db/open';
import { type Booking, bookingVouchers } from '@/lib/db/schema';

/**
 * The travellers' names changed (modify, associate): the booking's own voucher, which prints them,
 * goes back to `generated` and waits for the agency to confirm it again (vouchers.ts).
 */
export async function ownVoucherOutdated(tx: Tx, b: Pick<Booking, 'id' | 'tenantId'>): Promise<void> {
  await tx
    .update(bookingVouchers)
    .set({ status: 'generated', confirmedAt: null, updatedAt: new Date() })
    .where(
      and(
        eq(bookingVouchers.tenantId, b.tenantId),
        eq(bookingVouchers.bookingId, b.id),
        eq(bookingVouchers.kind, 'booking'),
      ),
    );
}
