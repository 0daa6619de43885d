import type { TPackageVariant, TSearchSummary } from '@/lib/contract/planner';
import type { PdfBrand } from './brand';
import { cityName, formatDate, formatPdfMoney, nightsText } from './format';
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
import { hotelsSection, itinerarySection, priceBreakdownSection, tripSummary, tripTitle } from './sections';
import { write } from './typeset';

/**
 * Server-side PDF renderers (pdfkit, no browser): plain data in, PDF bytes out. Branded with the
 * agency's name, accent colour and contact details; no network access (remote images are skipped).
 */

const PRICE_NOTE_INCLUSIVE = 'Price includes taxes and fees';
const TERMS =
  'Prices and availability are confirmed at the time of booking and may change until then. ' +
  'Cancellation terms are shown per room above.';

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
}

export function renderQuotationPdf(input: QuotationPdfInput): Promise<Buffer> {
  const { brand, variant, search, quotation } = input;
  const doc = createDoc(`Quotation ${quotation?.opp_id ?? ''} ${tripTitle(variant)}`.trim(), brand);
  header(doc, brand, 'Quotation', quotation?.opp_id);
  tripSummary(doc, variant, search);
  if (quotation) {
    heading(doc, brand, 'Quotation details');
    rows(doc, [
      ['Opportunity ID', quotation.opp_id],
      ['Quotation date', formatDate(new Date(quotation.created_at))],
      ['Travel date', formatDate(variant.start_date)],
      ['Customer name', quotation.customer.name],
      ['Customer e-mail', quotation.customer.email],
      ['Customer mobile', quotation.customer.mobile_number],
      ['Trip URL', quotation.trip_url],
    ]);
  }
  priceBox(
    doc,
    brand,
    'Package price',
    formatPdfMoney(variant.total_price),
    variant.price.price_inclusive ? PRICE_NOTE_INCLUSIVE : null,
  );
  hotelsSection(doc, brand, variant);
  itinerarySection(doc, brand, variant);
  note(doc, TERMS);
  return finish(doc, brand);
}

export interface PackageDetailPdfInput {
  brand: PdfBrand;
  variant: TPackageVariant;
  search: TSearchSummary | null;
  packageId?: string | null;
}

export function renderPackageDetailPdf(input: PackageDetailPdfInput): Promise<Buffer> {
  const { brand, variant, search } = input;
  const doc = createDoc(`${tripTitle(variant)} itinerary`, brand);
  header(
    doc,
    brand,
    'Trip itinerary',
    input.packageId ? `Package ${input.packageId} - option ${variant.index + 1}` : variant.label,
  );
  tripSummary(doc, variant, search);
  priceBox(
    doc,
    brand,
    variant.label,
    formatPdfMoney(variant.total_price),
    variant.price.price_inclusive ? PRICE_NOTE_INCLUSIVE : null,
  );
  priceBreakdownSection(doc, brand, variant);
  hotelsSection(doc, brand, variant);
  itinerarySection(doc, brand, variant);
  note(doc, TERMS);
  return finish(doc, brand);
}

export interface PackageListPdfInput {
  brand: PdfBrand;
  packageId: string;
  search: TSearchSummary | null;
  variants: TPackageVariant[];
}

/** One block per ranked variant: label, dates, hotels per city, highlights and the total price. */
export function renderPackageListPdf(input: PackageListPdfInput): Promise<Buffer> {
  const { brand, variants, search } = input;
  const first = variants[0];
  const title = first ? tripTitle(first) : (search?.destinations.map(cityName).join(' & ') ?? 'Trip options');
  const doc = createDoc(`${title} trip options`, brand);
  header(doc, brand, 'Trip options', `Package ${input.packageId}`);
  doc.fillColor(INK);
  write(doc, title, { weight: 'bold', size: 18, x: MARGIN, width: contentWidth(doc) });
  if (search)
    rows(doc, [
      ['Departure city', search.origin ? cityName(search.origin) : null],
      ['Start date', formatDate(search.start_date)],
      ['Options', String(variants.length)],
    ]);
  if (variants.length === 0) note(doc, 'No trip options are available for this search.');
  for (const v of variants) variantBlock(doc, brand, v);
  note(doc, TERMS);
  return finish(doc, brand);
}

function variantBlock(doc: PDFKit.PDFDocument, brand: PdfBrand, v: TPackageVariant): void {
  ensureSpace(doc, 150);
  heading(doc, brand, `Option ${v.index + 1}: ${v.label}`);
  const w = contentWidth(doc);
  const y = doc.y;
  doc.fillColor(INK);
  write(doc, v.title, { weight: 'bold', size: 11, x: MARGIN, y, width: w - 150 });
  doc.fillColor(brand.accent);
  write(doc, formatPdfMoney(v.total_price), {
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
  write(doc, `${formatDate(v.start_date)} to ${formatDate(v.end_date)} (${nightsText(v.nights)})`, {
    size: 9.5,
    width: w,
  });
  doc.moveDown(0.3);
  rows(
    doc,
    v.cities.map((c) => [
      cityName(c.city),
      `${c.hotel.name} (${c.hotel.stars}-star), ${nightsText(c.nights)}: ${c.hotel.rooms.map((r) => r.room_name).join(', ')}`,
    ]),
    100,
  );
  const highlights = v.days.flatMap((d) => d.items.filter((i) => i.kind === 'activity').map((i) => i.title));
  if (highlights.length)
    rows(
      doc,
      [['Highlights', highlights.slice(0, 6).join('; ') + (highlights.length > 6 ? '; ...' : '')]],
      100,
    );
}
