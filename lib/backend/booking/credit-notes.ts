import 'server-only';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { renderCreditNotePdf } from '@/lib/backend/pdf/booking-after-sale';
import { docLocale } from '@/lib/backend/pdf/doc-locale';
import type { TCreditNote, TCreditNoteRefund } from '@/lib/contract/booking-lifecycle';
import type { Db, Tx } from '@/lib/db/open';
import {
  type Booking,
  type CreditNote,
  creditNotes,
  documentCounters,
  type PaymentRefund,
  paymentRefunds,
  type Tenant,
  type UserRow,
} from '@/lib/db/schema';
import { mul, rational, roundHalfAwayFromZero } from '@/lib/money';
import { AppError } from '../http/errors';
import { bookingLocaleOf, brandFor, invoiceCurrencyOf } from './documents';
import { lifecycleText } from './lifecycle-messages';
import { bookingDetails } from './queries';

/**
 * Credit notes (spec §7 credit-note-list): cancelling a booking that had been paid issues one for
 * the refund, in the cancel's transaction. Numbers run per tenant (CN-000001, …) from a counter
 * row taken with one upsert, so concurrent cancellations never share a number.
 */

const CREDIT_NOTE = 'credit_note';

async function nextNumber(tx: Tx, tenantId: string): Promise<string> {
  const [row] = await tx
    .insert(documentCounters)
    .values({ tenantId, kind: CREDIT_NOTE, last: 1 })
    .onConflictDoUpdate({
      target: [documentCounters.tenantId, documentCounters.kind],
      set: { last: sql`${documentCounters.last} + 1` },
    })
    .returning({ last: documentCounters.last });
  if (!row) throw new Error('document counter returned no row');
  return `CN-${String(row.last).padStart(6, '0')}`;
}

/**
 * Issues the credit note of a cancelled booking for `refundMinor` (nothing when nothing is refunded).
 * Its tax share is the refund's share of the booking's tax (refund × tax / total, rounded once).
 */
export async function issueCreditNote(
  tx: Tx,
  booking: Pick<Booking, 'id' | 'tenantId' | 'currency' | 'taxMinor' | 'totalMinor'>,
  refundMinor: number,
  now = new Date(),
): Promise<CreditNote | null> {
  if (refundMinor <= 0) return null;
  const taxMinor =
    booking.totalMinor > 0
      ? roundHalfAwayFromZero(mul(rational(refundMinor), rational(booking.taxMinor, booking.totalMinor)))
      : 0;
  const [note] = await tx
    .insert(creditNotes)
    .values({
      tenantId: booking.tenantId,
      bookingId: booking.id,
      number: await nextNumber(tx, booking.tenantId),
      amountMinor: refundMinor,
      taxMinor,
      currency: booking.currency,
      reason: 'Booking cancelled',
      issuedAt: now,
    })
    .returning();
  return note ?? null;
}

const refundView = (r: PaymentRefund): TCreditNoteRefund => ({
  gateway: r.gateway,
  amount: { amount: r.amountMinor, currency: r.currency },
  status: r.status,
  gateway_refund_id: r.gatewayRefundId,
});

/** The gateway refunds that pay out each of these credit notes. */
async function refundsOf(db: Db, tenantId: string, noteIds: readonly string[]) {
  if (noteIds.length === 0) return new Map<string, PaymentRefund[]>();
  const rows = await db
    .select()
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.tenantId, tenantId), inArray(paymentRefunds.creditNoteId, [...noteIds])))
    .orderBy(asc(paymentRefunds.createdAt));
  const byNote = new Map<string, PaymentRefund[]>();
  for (const r of rows) byNote.set(r.creditNoteId ?? '', [...(byNote.get(r.creditNoteId ?? '') ?? []), r]);
  return byNote;
}

const view = (n: CreditNote, refunds: readonly PaymentRefund[] = []): TCreditNote => ({
  ...(refunds.length > 0 ? { gateway_refunds: refunds.map(refundView) } : {}),
  id: n.id,
  number: n.number,
  amount: { amount: n.amountMinor, currency: n.currency },
  tax: { amount: n.taxMinor, currency: n.currency },
  issued_at: n.issuedAt.toISOString(),
  file_name: `credit-note-${n.number}.pdf`,
  url: `/api/api/booking/credit-note?booking_id=${n.bookingId}&credit_note_id=${n.id}`,
});

/** credit-note-list: the credit notes of a booking the user may see (another's: 404). */
export async function listCreditNotes(db: Db, tenant: Tenant, user: UserRow, bookingId: string) {
  const booking = await bookingDetails(db, tenant, user, bookingId);
  const rows = await db
    .select()
    .from(creditNotes)
    .where(and(eq(creditNotes.tenantId, tenant.id), eq(creditNotes.bookingId, booking.id)))
    .orderBy(asc(creditNotes.issuedAt), asc(creditNotes.number));
  const refunds = await refundsOf(
    db,
    tenant.id,
    rows.map((n) => n.id),
  );
  return rows.map((n) => view(n, refunds.get(n.id)));
}

/** One credit note as a PDF, in the agency's invoice currency like the invoice. */
export async function creditNotePdf(
  db: Db,
  tenant: Tenant,
  user: UserRow,
  input: { bookingId: string; creditNoteId: string },
) {
  const booking = await bookingDetails(db, tenant, user, input.bookingId);
  const [n] = await db
    .select()
    .from(creditNotes)
    .where(
      and(
        eq(creditNotes.tenantId, tenant.id),
        eq(creditNotes.bookingId, booking.id),
        eq(creditNotes.id, input.creditNoteId),
      ),
    );
  if (!n) throw new AppError('not_found', 404, lifecycleText('creditNoteNotFound'));
  const ml = await bookingLocaleOf(db, tenant, booking.id);
  const d = docLocale(ml);
  const { money, to, rateDate, taxLabel } = await invoiceCurrencyOf(db, tenant, n.currency, d);
  // The gateways' own references, so the traveller can match the refund on their statement.
  const paidOut = (await refundsOf(db, tenant.id, [n.id])).get(n.id) ?? [];
  const references = paidOut.flatMap((r) =>
    r.gatewayRefundId ? [d.t('creditNote.gatewayRefund', { gateway: r.gateway, id: r.gatewayRefundId })] : [],
  );
  const net = money(n.amountMinor - n.taxMinor);
  const tax = money(n.taxMinor);
  const pdf = await renderCreditNotePdf({
    brand: brandFor(tenant),
    booking,
    number: n.number,
    issuedOn: n.issuedAt.toISOString().slice(0, 10),
    lines: [
      { label: d.t('creditNote.refundLine', { title: booking.package.title }), amount: net },
      { label: taxLabel, amount: tax },
    ],
    // The total is the sum of the printed lines, as on the invoice.
    total: { amount: net.amount + tax.amount, currency: to },
    reason: references.length > 0 ? `${n.reason} (${references.join(', ')})` : n.reason,
    rateDate,
    ml,
  });
  return { pdf, fileName: `credit-note-${n.number}.pdf` };
}
