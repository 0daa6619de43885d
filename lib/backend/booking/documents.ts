import 'server-only';
import { and, eq } from 'drizzle-orm';
import { DEFAULT_LOCALE, toLocale } from '@/i18n/locales';
import { type MailLocale, mailLocale } from '@/lib/backend/notify/mail-locale';
import { type InvoiceLine, renderInvoicePdf, renderVoucherPdf } from '@/lib/backend/pdf/booking-documents';
import { brandOf } from '@/lib/backend/pdf/brand';
import { type DocLocale, docLocale } from '@/lib/backend/pdf/doc-locale';
import type { TBooking } from '@/lib/contract/booking';
import type { Db } from '@/lib/db/open';
import { bookings, type Tenant, type UserRow } from '@/lib/db/schema';
import { convertMinor, rateDateOf } from '@/lib/money';
import { siteOrigin } from '@/lib/seo/site-origin';
import { tenantExchangeRates } from '../currency/tenant-rates';
import { AppError } from '../http/errors';
import { BOOKING_MESSAGES } from './messages';
import { bookingDetails } from './queries';
import { todayUtc } from './rules';

/** Vouchers and invoices exist once something is paid: a confirmed or partly paid booking. */
export const DOCUMENTED = new Set(['confirmed', 'partially_paid']);

export async function paidBooking(db: Db, tenant: Tenant, user: UserRow, bookingId: string) {
  const booking = await bookingDetails(db, tenant, user, bookingId);
  if (!DOCUMENTED.has(booking.status)) throw new AppError('no_document', 409, BOOKING_MESSAGES.noDocument);
  return booking;
}

/** The language the booking was made in (its documents are printed in it). */
export async function bookingLocaleOf(db: Db, tenant: Tenant, bookingId: string): Promise<MailLocale> {
  const [row] = await db
    .select({ locale: bookings.locale })
    .from(bookings)
    .where(and(eq(bookings.tenantId, tenant.id), eq(bookings.id, bookingId)));
  return mailLocale(toLocale(row?.locale) ?? DEFAULT_LOCALE);
}

export const brandFor = (tenant: Tenant) => brandOf(tenant.config, siteOrigin(tenant.key, process.env));

export async function voucherPdf(db: Db, tenant: Tenant, user: UserRow, bookingId: string) {
  const booking = await paidBooking(db, tenant, user, bookingId);
  const pdf = await renderVoucherPdf({
    brand: brandFor(tenant),
    booking,
    voucherNotes: tenant.config.voucher_notes ?? null,
    ml: await bookingLocaleOf(db, tenant, booking.id),
  });
  return { pdf, fileName: `voucher-${booking.reference}.pdf` };
}

/**
 * Invoices and credit notes are in the agency's invoice currency (else the booking's): converts
 * minor units of `from` there, with the date of the rates used and the tax line's label (in the
 * document's language; en-GB for the lists staff read).
 */
export async function invoiceCurrencyOf(db: Db, tenant: Tenant, from: string, d: DocLocale = docLocale()) {
  const to = tenant.config.agency_details.details?.invoice_currency?.trim().toUpperCase() || from;
  const rates = await tenantExchangeRates(db, tenant.id);
  const taxNames = (tenant.config.taxconfig_set ?? [])
    .map((t) => (typeof t.name === 'string' ? t.name.trim() : ''))
    .filter(Boolean);
  return {
    to,
    money: (amount: number) => ({ amount: convertMinor(amount, from, to, rates), currency: to }),
    rateDate: rateDateOf(rates, from, to),
    taxLabel: taxNames.length
      ? d.t('invoice.taxesNamed', { names: taxNames.join(', ') })
      : d.t('invoice.taxes'),
  };
}

/**
 * The booking's invoice as it is printed: its number, date, lines and total in the agency's invoice
 * currency (else the booking's), tax lines named after its taxes. The PDF and the invoice list
 * (get/invoice/list) both read it, so they never disagree.
 */
export async function invoiceOf(db: Db, tenant: Tenant, booking: TBooking, d: DocLocale = docLocale()) {
  const { money, to, rateDate, taxLabel } = await invoiceCurrencyOf(
    db,
    tenant,
    booking.price.total.currency,
    d,
  );
  const base = money(booking.price.base.amount);
  const tax = money(booking.price.tax.amount);
  const discount = money(booking.price.discount.amount);
  const lines: InvoiceLine[] = [
    {
      label: booking.trip
        ? d.t('invoice.lineTrip', {
            title: booking.package.title,
            nights: booking.trip.nights,
            travellers: booking.adults + booking.children + booking.infants,
          })
        : d.t('invoice.lineSeats', {
            title: booking.package.title,
            seats: booking.adults + booking.children,
          }),
      amount: base,
    },
    { label: taxLabel, amount: tax },
    ...(discount.amount > 0
      ? [{ label: d.t('invoice.discount'), amount: { ...discount, amount: -discount.amount } }]
      : []),
  ];
  return {
    number: `INV-${booking.reference.replace(/^BK-/, '')}`,
    issuedOn: booking.confirmed_at?.slice(0, 10) ?? todayUtc(),
    lines,
    // The total is the sum of the lines as printed, so the invoice adds up to the minor unit.
    total: { amount: base.amount + tax.amount - discount.amount, currency: to },
    paid: money(booking.paid.amount),
    rateDate,
    fileName: `invoice-${booking.reference}.pdf`,
  };
}

/** The invoice PDF of a paid booking the user may see. */
export async function invoicePdf(db: Db, tenant: Tenant, user: UserRow, bookingId: string) {
  const booking = await paidBooking(db, tenant, user, bookingId);
  const ml = await bookingLocaleOf(db, tenant, booking.id);
  const invoice = await invoiceOf(db, tenant, booking, docLocale(ml));
  const pdf = await renderInvoicePdf({
    brand: brandFor(tenant),
    booking,
    invoiceNumber: invoice.number,
    issuedOn: invoice.issuedOn,
    lines: invoice.lines,
    total: invoice.total,
    paid: invoice.paid,
    rateDate: invoice.rateDate,
    ml,
  });
  return { pdf, fileName: invoice.fileName };
}
