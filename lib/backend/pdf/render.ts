import type { MailLocale } from '@/lib/backend/notify/mail-locale';
import type { TPackageVariant, TSearchSummary } from '@/lib/contract/planner';
import type { PdfBrand } from './brand';
import { type DocLocale, docLocale } from './doc-locale';
import { cityName } from './format';
import {
  contentWidth,
  createDoc,
  ensureSpace,
  finish,
  GREY,
  header,
  heading,
  INK,
  MARGIN,
  note,
  priceBox,
  rows,
} from './layout';
import {
  datesText,
  hotelsSection,
  itinerarySection,
  priceBreakdownSection,
  starsText,
  tripSummary,
  tripTitle,
} from './sections';
import { write } from './typeset';

/**
 * Server-side PDF renderers (pdfkit, no browser): plain data in, PDF bytes out. Branded with the
 * agency's name, accent colour and contact details; no network access (remote images are skipped).
 */

/** The note under a price that already holds its taxes. */
const inclusiveNote = (v: TPackageVariant, d: DocLocale) =>
  v.price.price_inclusive ? d.t('trip.priceInclusive') : null;

export interface QuotationPdfInput {
  brand: PdfBrand;
  variant: TPackageVariant;
  search: TSearchSummary | null;
  /** The quotation, when one exists for the lead; without it the PDF is an unnumbered quote. */
  quotation?: {
    opp_id: string;
    created_at: string;
    trip_url: string;
    customer: { name: string | null; email: string | null; mobile_number: string | null };
  } | null;
  /** The reader's language; en-GB by default. */
  ml?: MailLocale;
}

export function renderQuotationPdf(input: QuotationPdfInput): Promise<Buffer> {
  const { brand, variant, search, quotation } = input;
  const d = docLocale(input.ml);
  const { t } = d;
  const title = t('trip.quotation');
  const doc = createDoc(
    `${title} ${quotation?.opp_id ?? ''} ${tripTitle(variant)}`.trim(),
    brand,
    d.language,
  );
  header(doc, brand, title, quotation?.opp_id);
  tripSummary(doc, variant, search, d);
  if (quotation) {
    heading(doc, brand, t('trip.quotationDetails'));
    rows(doc, [
      [t('trip.opportunityId'), quotation.opp_id],
      [t('trip.quotationDate'), d.date(quotation.created_at)],
      [t('trip.travelDate'), d.date(variant.start_date)],
      [t('trip.customerName'), quotation.customer.name],
      [t('trip.customerEmail'), quotation.customer.email],
      [t('trip.customerMobile'), quotation.customer.mobile_number],
      [t('trip.tripUrl'), quotation.trip_url],
    ]);
  }
  priceBox(doc, brand, t('trip.packagePrice'), d.money(variant.total_price), inclusiveNote(variant, d));
  hotelsSection(doc, brand, variant, d);
  itinerarySection(doc, brand, variant, d);
  note(doc, t('trip.terms'));
  return finish(doc, brand);
}

export interface PackageDetailPdfInput {
  brand: PdfBrand;
  variant: TPackageVariant;
  search: TSearchSummary | null;
  packageId?: string | null;
  /** The reader's language; en-GB by default. */
  ml?: MailLocale;
}

export function renderPackageDetailPdf(input: PackageDetailPdfInput): Promise<Buffer> {
  const { brand, variant, search } = input;
  const d = docLocale(input.ml);
  const { t } = d;
  const doc = createDoc(t('trip.itineraryOf', { trip: tripTitle(variant) }), brand, d.language);
  header(
    doc,
    brand,
    t('trip.itinerary'),
    input.packageId ? t('trip.packageOption', { id: input.packageId, n: variant.index + 1 }) : variant.label,
  );
  tripSummary(doc, variant, search, d);
  priceBox(doc, brand, variant.label, d.money(variant.total_price), inclusiveNote(variant, d));
  priceBreakdownSection(doc, brand, variant, d);
  hotelsSection(doc, brand, variant, d);
  itinerarySection(doc, brand, variant, d);
  note(doc, t('trip.terms'));
  return finish(doc, brand);
}

export interface PackageListPdfInput {
  brand: PdfBrand;
  packageId: string;
  search: TSearchSummary | null;
  variants: TPackageVariant[];
  /** The reader's language; en-GB by default. */
  ml?: MailLocale;
}

/** One block per ranked variant: label, dates, hotels per city, highlights and the total price. */
export function renderPackageListPdf(input: PackageListPdfInput): Promise<Buffer> {
  const { brand, variants, search } = input;
  const d = docLocale(input.ml);
  const { t } = d;
  const first = variants[0];
  const title = first
    ? tripTitle(first)
    : (search?.destinations.map(cityName).join(' & ') ?? t('trip.options'));
  const doc = createDoc(t('trip.optionsOf', { trip: title }), brand, d.language);
  header(doc, brand, t('trip.options'), t('trip.package', { id: input.packageId }));
  doc.fillColor(INK);
  write(doc, title, { weight: 'bold', size: 18, x: MARGIN, width: contentWidth(doc) });
  if (search)
    rows(doc, [
      [t('trip.departureCity'), search.origin ? cityName(search.origin) : null],
      [t('trip.startDate'), d.date(search.start_date)],
      [t('trip.optionCount'), String(variants.length)],
    ]);
  if (variants.length === 0) note(doc, t('trip.noOptions'));
  for (const v of variants) variantBlock(doc, brand, v, d);
  note(doc, t('trip.terms'));
  return finish(doc, brand);
}

function variantBlock(doc: PDFKit.PDFDocument, brand: PdfBrand, v: TPackageVariant, d: DocLocale): void {
  const { t } = d;
  ensureSpace(doc, 150);
  heading(doc, brand, t('trip.option', { n: v.index + 1, label: v.label }));
  const w = contentWidth(doc);
  const y = doc.y;
  doc.fillColor(INK);
  write(doc, v.title, { weight: 'bold', size: 11, x: MARGIN, y, width: w - 150 });
  doc.fillColor(brand.accent);
  write(doc, d.money(v.total_price), {
    weight: 'bold',
    size: 15,
    x: MARGIN + w - 150,
    y,
    width: 150,
    align: 'end',
  });
  doc.y = Math.max(doc.y, y + 18);
  doc.x = MARGIN;
  doc.fillColor(GREY);
  write(doc, datesText(v, d), {
    size: 9.5,
    width: w,
  });
  doc.moveDown(0.3);
  rows(
    doc,
    v.cities.map((c) => [
      cityName(c.city),
      t('trip.stayLine', {
        hotel: c.hotel.name,
        stars: starsText(c.hotel.stars, d),
        nights: d.nights(c.nights),
        rooms: c.hotel.rooms.map((r) => r.room_name).join(', '),
      }),
    ]),
    100,
  );
  const highlights = v.days.flatMap((d) => d.items.filter((i) => i.kind === 'activity').map((i) => i.title));
  if (highlights.length)
    rows(
      doc,
      [[t('trip.highlights'), highlights.slice(0, 6).join('; ') + (highlights.length > 6 ? '; ...' : '')]],
      100,
    );
}
