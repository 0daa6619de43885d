import type { TBooking } from '@/lib/contract/booking';
import { formatDisplayDate } from '@/lib/dates';
import type { Money } from '@/lib/money';
import type { PdfBrand } from './brand';
import { formatDate, formatPdfMoney, travellersText } from './format';
import { createDoc, type Doc, finish, header, heading, note, priceBox, rows } from './layout';

/** Voucher and invoice of a booking (issue 13): branded A4 PDFs made with pdfkit, no network. */

export const travellerLine = (t: TBooking['travellers'][number]) =>
  `${t.title} ${t.first_name} ${t.last_name}${t.kind !== 'adult' && t.birth_date ? ` (${t.kind}, born ${formatDate(t.birth_date, false)})` : ''}`;

/** The voucher the traveller shows: who travels, on what, when, under which reference. */
export function renderVoucherPdf(input: {
  brand: PdfBrand;
  booking: TBooking;
  voucherNotes: string | null;
}): Promise<Buffer> {
  const doc = createDoc(`Voucher ${input.booking.reference}`, input.brand);
  drawVoucher(doc, input);
  return finish(doc, input.brand);
}

/** The voucher's pages, drawn on `doc` (a voucher of its own, or one part of a combined voucher). */
export function drawVoucher(
  doc: Doc,
  input: { brand: PdfBrand; booking: TBooking; voucherNotes: string | null },
): void {
  const { brand, booking: b } = input;
  header(doc, brand, 'Travel voucher', b.reference);
  heading(doc, brand, b.package.title);
  rows(doc, [
    ['Booking reference', b.reference],
    ['Departure', formatDate(b.departure_date)],
    ['Travellers', travellersText(b.adults, b.children, b.infants)],
    [
      'Status',
      b.status === 'confirmed'
        ? 'Confirmed'
        : b.status === 'partially_paid'
          ? 'Confirmed, balance due'
          : b.status,
    ],
  ]);
  heading(doc, brand, 'Travellers');
  rows(
    doc,
    b.travellers.map((t, i) => [`Traveller ${i + 1}`, travellerLine(t)]),
  );
  if (input.voucherNotes) note(doc, input.voucherNotes);
  note(doc, 'Please carry this voucher and a photo ID for every traveller.');
}

export interface InvoiceLine {
  label: string;
  amount: Money;
}

/**
 * The invoice, in the agency's invoice currency: the booking's lines converted there (when it
 * differs) with the date of the rates used, tax lines named after the agency's taxes.
 */
export function renderInvoicePdf(input: {
  brand: PdfBrand;
  booking: TBooking;
  invoiceNumber: string;
  issuedOn: string;
  lines: InvoiceLine[];
  total: Money;
  paid: Money;
  rateDate: string | null;
}): Promise<Buffer> {
  const { brand, booking: b } = input;
  const doc = createDoc(`Invoice ${input.invoiceNumber}`, brand);
  header(doc, brand, 'Invoice', input.invoiceNumber);
  rows(doc, [
    ['Invoice number', input.invoiceNumber],
    ['Issued on', formatDate(input.issuedOn, false)],
    ['Booking reference', b.reference],
    ['Bill to', b.travellers[0] ? travellerLine(b.travellers[0]) : null],
  ]);
  heading(doc, brand, b.package.title);
  rows(doc, [
    ['Departure', formatDate(b.departure_date)],
    ['Travellers', travellersText(b.adults, b.children, b.infants)],
  ]);
  heading(doc, brand, 'Charges');
  rows(
    doc,
    input.lines.map((l) => [l.label, formatPdfMoney(l.amount)]),
    260,
  );
  priceBox(doc, brand, 'Total', formatPdfMoney(input.total), `Paid ${formatPdfMoney(input.paid)}`);
  if (input.rateDate) note(doc, `Converted at the exchange rates of ${formatDisplayDate(input.rateDate)}`);
  return finish(doc, brand);
}
