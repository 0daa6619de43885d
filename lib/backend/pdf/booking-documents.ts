import type { MailLocale } from '@/lib/backend/notify/mail-locale';
import type { TBooking } from '@/lib/contract/booking';
import type { Money } from '@/lib/money';
import { tripSection } from './booking-trip';
import type { PdfBrand } from './brand';
import { type DocLocale, docLocale } from './doc-locale';
import { createDoc, type Doc, finish, header, heading, note, priceBox, rows } from './layout';

/** Voucher and invoice of a booking (issue 13): branded A4 PDFs made with pdfkit, no network. */

type Traveller = TBooking['travellers'][number];

/** "Mr Byron Lovelace (child, born 1 Feb 2018)", the brackets in the document's language. */
function travellerLine(tr: Traveller, d: DocLocale): string {
  const name = `${tr.title} ${tr.first_name} ${tr.last_name}`;
  if (tr.kind === 'adult' || !tr.birth_date) return name;
  return `${name} (${d.t('travellerBorn', { kind: tr.kind, date: d.date(tr.birth_date, false) })})`;
}

/** The voucher the traveller shows: who travels, on what, when, under which reference. */
export function renderVoucherPdf(input: {
  brand: PdfBrand;
  booking: TBooking;
  voucherNotes: string | null;
  /** The booking's language; en-GB by default. */
  ml?: MailLocale;
}): Promise<Buffer> {
  const { t, language } = docLocale(input.ml);
  const doc = createDoc(`${t('voucher.title')} ${input.booking.reference}`, input.brand, language);
  drawVoucher(doc, input);
  return finish(doc, input.brand);
}

/** The voucher's pages, drawn on `doc` (a voucher of its own, or one part of a combined voucher). */
export function drawVoucher(
  doc: Doc,
  input: { brand: PdfBrand; booking: TBooking; voucherNotes: string | null; ml?: MailLocale },
): void {
  const { brand, booking: b } = input;
  const d = docLocale(input.ml);
  const { t, date, party } = d;
  header(doc, brand, t('voucher.title'), b.reference);
  heading(doc, brand, b.package.title);
  rows(doc, [
    [t('bookingReference'), b.reference],
    [t('departure'), date(b.departure_date)],
    [t('travellers'), party(b.adults, b.children, b.infants)],
    [
      t('voucher.status'),
      b.status === 'confirmed'
        ? t('voucher.confirmed')
        : b.status === 'partially_paid'
          ? t('voucher.partiallyPaid')
          : b.status,
    ],
  ]);
  heading(doc, brand, t('travellers'));
  rows(
    doc,
    b.travellers.map((tr, i) => [t('voucher.traveller', { n: i + 1 }), travellerLine(tr, d)]),
  );
  if (b.trip) tripSection(doc, brand, b.trip, d);
  if (input.voucherNotes) note(doc, input.voucherNotes);
  note(doc, t('voucher.carry'));
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
  /** 'Invoice number'; '<title> number' when not given. */
  numberLabel?: string;
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
  /** The booking's language; en-GB by default. The caller's own labels above must be in it. */
  ml?: MailLocale;
}

/** Renders an invoice or a credit note: the same layout, in the agency's invoice currency. */
export function renderBillingPdf(input: BillingDocument): Promise<Buffer> {
  const { brand, booking: b } = input;
  const d = docLocale(input.ml);
  const { t, date, money, party, language } = d;
  const doc = createDoc(`${input.title} ${input.number}`, brand, language);
  header(doc, brand, input.title, input.number);
  rows(doc, [
    [input.numberLabel ?? `${input.title} number`, input.number],
    [t('invoice.issuedOn'), date(input.issuedOn, false)],
    [t('bookingReference'), b.reference],
    [input.partyLabel, b.travellers[0] ? travellerLine(b.travellers[0], d) : null],
    ...(input.extraRows ?? []),
  ]);
  heading(doc, brand, b.package.title);
  rows(doc, [
    [t('departure'), date(b.departure_date)],
    [t('travellers'), party(b.adults, b.children, b.infants)],
  ]);
  heading(doc, brand, input.linesHeading);
  rows(
    doc,
    input.lines.map((l) => [l.label, money(l.amount)]),
    260,
  );
  priceBox(doc, brand, input.totalLabel, money(input.total), input.totalNote);
  if (input.rateDate) note(doc, t('invoice.rates', { date: d.shortDate(input.rateDate) }));
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
  /** The booking's language; en-GB by default. */
  ml?: MailLocale;
}): Promise<Buffer> {
  const { t, money } = docLocale(input.ml);
  return renderBillingPdf({
    ...input,
    title: t('invoice.title'),
    numberLabel: t('invoice.number'),
    number: input.invoiceNumber,
    partyLabel: t('invoice.billTo'),
    linesHeading: t('invoice.charges'),
    totalLabel: t('invoice.total'),
    totalNote: t('invoice.paid', { amount: money(input.paid) }),
  });
}
