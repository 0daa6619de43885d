import 'server-only';
import type { TInvoice, TInvoiceUrl } from '@/lib/contract/booking-staff';
import type { Db } from '@/lib/db/open';
import type { Tenant, UserRow } from '@/lib/db/schema';
import { AppError } from '../../http/errors';
import { DOCUMENTED, invoiceOf } from '../documents';
import { bookingDetails } from '../queries';
import { staffBooking } from './staff-booking';
import { staffText } from './staff-text';

/**
 * get/invoice/list and invoice-url (spec §7), for staff: a paid booking has one invoice (rendered on
 * demand by api/booking/invoice, as its traveller downloads it); an unpaid or ended one none.
 */

const invoiceHref = (bookingId: string) => `/api/api/booking/invoice?booking_id=${bookingId}`;

export async function listInvoices(
  db: Db,
  tenant: Tenant,
  user: UserRow,
  bookingId: string,
): Promise<TInvoice[]> {
  const b = await staffBooking(db, tenant, user, bookingId);
  if (!DOCUMENTED.has(b.status)) return [];
  const invoice = await invoiceOf(db, tenant, await bookingDetails(db, tenant, user, b.id));
  return [
    {
      number: invoice.number,
      issued_on: invoice.issuedOn,
      total: invoice.total,
      file_name: invoice.fileName,
      url: invoiceHref(b.id),
    },
  ];
}

export async function invoiceUrl(
  db: Db,
  tenant: Tenant,
  user: UserRow,
  bookingId: string,
): Promise<TInvoiceUrl> {
  const b = await staffBooking(db, tenant, user, bookingId);
  if (!DOCUMENTED.has(b.status)) throw new AppError('no_document', 409, staffText('noInvoice'));
  return { invoice_url: invoiceHref(b.id), file_name: `invoice-${b.reference}.pdf` };
}
