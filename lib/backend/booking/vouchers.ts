import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { renderCombinedVoucherPdf } from '@/lib/backend/pdf/booking-after-sale';
import type { TVoucher, ZAddVoucherRequest } from '@/lib/contract/booking-lifecycle';
import type { Db, Tx } from '@/lib/db/open';
import {
  type Booking,
  type BookingVoucher,
  bookingVouchers,
  type Tenant,
  type UserRow,
} from '@/lib/db/schema';
import { AppError } from '../http/errors';
import { recordAction } from './audit';
import { bookingLocaleOf, brandFor, DOCUMENTED, paidBooking } from './documents';
import { lifecycleText } from './lifecycle-messages';
import { BOOKING_MESSAGES } from './messages';
import { assertStaff } from './staff/staff-booking';
import { visibleBooking } from './travellers';

/**
 * Vouchers of a paid booking (spec §3 "Voucher: voucher_url, file_name"; §7 generate-voucher,
 * confirm-voucher, add-voucher, combined-voucher-url). The booking's own voucher is rendered on
 * demand (/api/booking/voucher); its row holds whether the agency confirmed it. The agency may
 * attach more (a file at an https URL with a note). Status: generated → confirmed; generating it
 * again, or a change of the travellers' names (voucher-outdated.ts), asks for a new confirmation.
 */

const ownFileName = (reference: string) => `voucher-${reference}.pdf`;

const view = (v: BookingVoucher): TVoucher => ({
  id: v.id,
  kind: v.kind === 'booking' ? 'booking' : 'attached',
  file_name: v.fileName,
  voucher_url: v.kind === 'booking' ? `/api/api/booking/voucher?booking_id=${v.bookingId}` : (v.url ?? ''),
  note: v.note,
  status: v.status === 'confirmed' ? 'confirmed' : 'generated',
});

/** A paid booking the user may see, locked; 404 / 409 (not paid) otherwise. */
async function lockedPaid(tx: Tx, tenant: Tenant, user: UserRow, bookingId: string): Promise<Booking> {
  const b = await visibleBooking(tx, tenant, user, bookingId);
  if (!DOCUMENTED.has(b.status)) throw new AppError('no_document', 409, BOOKING_MESSAGES.noDocument);
  return b;
}

/**
 * Generating, confirming and attaching vouchers is the agency's work: its staff who work on all its
 * bookings (lib/auth/rules.ts managesBookings); each leaves a row in the booking's audit trail.
 */
const agencyOnly = (user: UserRow) => assertStaff(user);

async function rowsOf(q: Db | Tx, b: Pick<Booking, 'id' | 'tenantId'>) {
  return q
    .select()
    .from(bookingVouchers)
    .where(and(eq(bookingVouchers.tenantId, b.tenantId), eq(bookingVouchers.bookingId, b.id)))
    .orderBy(asc(bookingVouchers.createdAt), asc(bookingVouchers.id));
}

/** The booking's own voucher row, made once (the booking is locked, so there is no race). */
async function ownVoucher(tx: Tx, b: Booking, actor: UserRow, regenerate: boolean): Promise<BookingVoucher> {
  const own = (await rowsOf(tx, b)).find((v) => v.kind === 'booking');
  if (own && !regenerate) return own;
  const [row] = own
    ? await tx
        .update(bookingVouchers)
        .set({
          status: 'generated',
          confirmedAt: null,
          fileName: ownFileName(b.reference),
          updatedAt: new Date(),
        })
        .where(and(eq(bookingVouchers.tenantId, b.tenantId), eq(bookingVouchers.id, own.id)))
        .returning()
    : await tx
        .insert(bookingVouchers)
        .values({
          tenantId: b.tenantId,
          bookingId: b.id,
          kind: 'booking',
          fileName: ownFileName(b.reference),
          status: 'generated',
          createdBy: actor.id,
        })
        .returning();
  if (!row) throw new Error('voucher row missing');
  return row;
}

/** The vouchers of a paid booking, its own first (made on first sight). */
export async function listVouchers(db: Db, tenant: Tenant, user: UserRow, bookingId: string) {
  return db.transaction(async (tx) => {
    const b = await lockedPaid(tx, tenant, user, bookingId);
    await ownVoucher(tx, b, user, false);
    const rows = await rowsOf(tx, b);
    return [...rows.filter((v) => v.kind === 'booking'), ...rows.filter((v) => v.kind !== 'booking')].map(
      view,
    );
  });
}

/** generate-voucher (agency): (re)generates the booking's own voucher; it then waits for the agency's confirmation. */
export async function generateVoucher(db: Db, tenant: Tenant, user: UserRow, bookingId: string) {
  agencyOnly(user);
  return db.transaction(async (tx) => {
    const b = await lockedPaid(tx, tenant, user, bookingId);
    const before = (await rowsOf(tx, b)).find((v) => v.kind === 'booking');
    const row = await ownVoucher(tx, b, user, true);
    await recordAction(tx, b, 'generate_voucher', user.id, {
      voucher: row.fileName,
      voucher_status: { from: before?.status ?? null, to: row.status },
    });
    return view(row);
  });
}

/** confirm-voucher (agency): marks one voucher of the booking confirmed (again: no change). */
export async function confirmVoucher(
  db: Db,
  tenant: Tenant,
  user: UserRow,
  input: { bookingId: string; voucherId: string },
) {
  agencyOnly(user);
  return db.transaction(async (tx) => {
    const b = await lockedPaid(tx, tenant, user, input.bookingId);
    const v = (await rowsOf(tx, b)).find((x) => x.id === input.voucherId);
    if (!v) throw new AppError('not_found', 404, lifecycleText('voucherNotFound'));
    if (v.status === 'confirmed') return view(v);
    const [row] = await tx
      .update(bookingVouchers)
      .set({ status: 'confirmed', confirmedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(bookingVouchers.tenantId, tenant.id), eq(bookingVouchers.id, v.id)))
      .returning();
    await recordAction(tx, b, 'confirm_voucher', user.id, {
      voucher: v.fileName,
      voucher_status: { from: v.status, to: 'confirmed' },
    });
    return view(row ?? v);
  });
}

/** add-voucher (agency): attaches another voucher (a file at an https URL, with a note) to a paid booking. */
export async function addVoucher(
  db: Db,
  tenant: Tenant,
  user: UserRow,
  input: z.infer<typeof ZAddVoucherRequest>,
) {
  agencyOnly(user);
  return db.transaction(async (tx) => {
    const b = await lockedPaid(tx, tenant, user, input.booking_id);
    const [row] = await tx
      .insert(bookingVouchers)
      .values({
        tenantId: tenant.id,
        bookingId: b.id,
        kind: 'attached',
        fileName: input.file_name,
        url: input.url,
        note: input.note,
        status: 'generated',
        createdBy: user.id,
      })
      .returning();
    if (!row) throw new Error('voucher insert returned no row');
    await recordAction(tx, b, 'add_voucher', user.id, { voucher: row.fileName, url: row.url });
    return view(row);
  });
}

/** combined-voucher-url: where the one PDF holding every voucher of the booking is downloaded. */
export async function combinedVoucherUrl(db: Db, tenant: Tenant, user: UserRow, bookingId: string) {
  const booking = await paidBooking(db, tenant, user, bookingId);
  return {
    voucher_url: `/api/api/booking/combined-voucher?booking_id=${booking.id}`,
    file_name: `vouchers-${booking.reference}.pdf`,
  };
}

/** The combined voucher: the booking's own voucher, then a page for each voucher the agency attached. */
export async function combinedVoucherPdf(db: Db, tenant: Tenant, user: UserRow, bookingId: string) {
  const booking = await paidBooking(db, tenant, user, bookingId);
  const attached = (await rowsOf(db, { id: booking.id, tenantId: tenant.id })).filter(
    (v) => v.kind !== 'booking',
  );
  const pdf = await renderCombinedVoucherPdf({
    brand: brandFor(tenant),
    booking,
    voucherNotes: tenant.config.voucher_notes ?? null,
    attached: attached.map((v) => ({ fileName: v.fileName, url: v.url ?? '', note: v.note })),
    ml: await bookingLocaleOf(db, tenant, booking.id),
  });
  return { pdf, fileName: `vouchers-${booking.reference}.pdf` };
}
