import type { TBooking } from '@/lib/contract/booking';
import { formatDisplayDate } from '@/lib/dates';
import type { Money } from '@/lib/money';
import { tripSection } from './booking-trip';
import type { PdfBrand } from './brand';
import { formatDate, formatPdfMoney, travellersText } from './format';
import { createDoc, type Doc, finish, header, heading, note, priceBox, rows } from './layout';

/** Voucher and invoice of a booking (issue 13): branded A4 PDFs made with pdfkit, no network. */

const travellerLine = (t: TBooking['travellers'][number]) =>
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
  if (b.trip) tripSection(doc, brand, b.trip);
  if (input.voucherNotes) note(doc, input.voucherNotes);
  note(doc, 'Please carry this voucher and a photo ID for every traveller.');
}

export interface InvoiceLine {
  label: string;
  amount: Money;
}

/** What an invoice and a credit note print: a numbered money document about a booking. */
export interface BillingDocument {
  brand: PdfBrand;
  booking: TBooking;
  /** 'Invoice', 'Credit note'. */
  title: string;
  number: string;
  issuedOn: string;
  /** 'Bill to', 'Credit to'. */
  partyLabel: string;
  extraRows?: [string, string][];
  /** 'Charges', 'Credited'. */
  linesHeading: string;
  lines: InvoiceLine[];
  totalLabel: string;
  total: Money;
  totalNote: string | null;
  rateDate: string | null;
}

/** Renders an invoice or a credit note: the same layout, in the agency's invoice currency. */
export function renderBillingPdf(input: BillingDocument): Promise<Buffer> {
  const { brand, booking: b } = input;
  const doc = createDoc(`${input.title} ${input.number}`, brand);
  header(doc, brand, input.title, input.number);
  rows(doc, [
    [`${input.title} number`, input.number],
    ['Issued on', formatDate(input.issuedOn, false)],
    ['Booking reference', b.reference],
    [input.partyLabel, b.travellers[0] ? travellerLine(b.travellers[0]) : null],
    ...(input.extraRows ?? []),
  ]);
  heading(doc, brand, b.package.title);
  rows(doc, [
    ['Departure', formatDate(b.departure_date)],
    ['Travellers', travellersText(b.adults, b.children, b.infants)],
  ]);
  heading(doc, brand, input.linesHeading);
  rows(
    doc,
    input.lines.map((l) => [l.label, formatPdfMoney(l.amount)]),
    260,
  );
  priceBox(doc, brand, input.totalLabel, formatPdfMoney(input.total), input.totalNote);
  if (input.rateDate) note(doc, `Converted at the exchange rates of ${formatDisplayDate(input.rateDate)}`);
  return finish(doc, brand);
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
  return renderBillingPdf({
    ...input,
    title: 'Invoice',
    number: input.invoiceNumber,
    partyLabel: 'Bill to',
    linesHeading: 'Charges',
    totalLabel: 'Total',
    totalNote: `Paid ${formatPdfMoney(input.paid)}`,
  });
}
