import type { MailLocale } from '@/lib/backend/notify/mail-locale';
import type { TBooking } from '@/lib/contract/booking';
import type { Money } from '@/lib/money';
import { drawVoucher, type InvoiceLine, renderBillingPdf } from './booking-documents';
import type { PdfBrand } from './brand';
import { docLocale } from './doc-locale';
import { createDoc, finish, header, heading, note, rows } from './layout';

/** Credit notes and the combined voucher of a booking (issue 13): branded A4 PDFs, as the invoice. */

/**
 * The credit note of a cancelled booking: what was refunded, split into the net amount and the tax
 * share as the invoice splits the price, in the invoice currency.
 */
export function renderCreditNotePdf(input: {
  brand: PdfBrand;
  booking: TBooking;
  number: string;
  issuedOn: string;
  lines: InvoiceLine[];
  total: Money;
  reason: string;
  rateDate: string | null;
  /** The booking's language; en-GB by default. */
  ml?: MailLocale;
}): Promise<Buffer> {
  const { t } = docLocale(input.ml);
  return renderBillingPdf({
    ...input,
    title: t('creditNote.title'),
    numberLabel: t('creditNote.number'),
    partyLabel: t('creditNote.creditTo'),
    extraRows: [[t('creditNote.reason'), input.reason]],
    linesHeading: t('creditNote.credited'),
    totalLabel: t('creditNote.total'),
    totalNote: null,
  });
}

export interface AttachedVoucher {
  fileName: string;
  url: string;
  note: string | null;
}

/**
 * Every voucher of a booking in one PDF: the booking's own voucher, then a page per voucher the
 * agency attached (its file name, where to get it, and the agency's note).
 */
export function renderCombinedVoucherPdf(input: {
  brand: PdfBrand;
  booking: TBooking;
  voucherNotes: string | null;
  attached: AttachedVoucher[];
  /** The booking's language; en-GB by default. */
  ml?: MailLocale;
}): Promise<Buffer> {
  const { brand, booking: b } = input;
  const { t, language } = docLocale(input.ml);
  const doc = createDoc(t('voucher.combinedTitle', { reference: b.reference }), brand, language);
  drawVoucher(doc, input);
  for (const [i, v] of input.attached.entries()) {
    doc.addPage();
    header(doc, brand, t('voucher.title'), `${b.reference} (${i + 2}/${input.attached.length + 1})`);
    heading(doc, brand, v.fileName);
    rows(doc, [
      [t('bookingReference'), b.reference],
      [t('voucher.file'), v.fileName],
      [t('voucher.downloadFrom'), v.url],
    ]);
    if (v.note) note(doc, v.note);
  }
  return finish(doc, brand);
}
