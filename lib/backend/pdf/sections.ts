import type { TCityStay, TDayItem, TPackageVariant, TSearchSummary } from '@/lib/contract/planner';
import { formatDisplayDate } from '@/lib/dates';
import { boardName } from '@/lib/reference/boards';
import type { PdfBrand } from './brand';
import { cityName, formatDate, formatPdfMoney, nightsText, travellersText, tripHeading } from './format';
import { contentWidth, type Doc, ensureSpace, GREY, heading, INK, MARGIN, RULE, rows } from './layout';
import { heightOf, write } from './typeset';

/** The trip's blocks as the quotation and package PDFs show them. */

export function tripTitle(variant: TPackageVariant): string {
  return tripHeading(variant.cities.map((c) => c.city));
}

export function tripSummary(doc: Doc, variant: TPackageVariant, search: TSearchSummary | null): void {
  doc.x = MARGIN;
  doc.fillColor(INK);
  write(doc, tripTitle(variant), { weight: 'bold', size: 18, width: contentWidth(doc) });
  doc.fillColor(GREY);
  write(doc, variant.title, { size: 11, width: contentWidth(doc) });
  doc.moveDown(0.6);
  rows(doc, [
    [
      'Travel dates',
      `${formatDate(variant.start_date)} to ${formatDate(variant.end_date)} (${nightsText(variant.nights)})`,
    ],
    ['Departure city', search?.origin ? cityName(search.origin) : null],
    ['Destinations', variant.cities.map((c) => `${cityName(c.city)} (${nightsText(c.nights)})`).join(', ')],
    [
      'Travellers',
      search ? travellersText(search.adults, search.children, search.infants) : travellersOf(variant),
    ],
  ]);
}

/** Travellers counted from the rooms of the first stay, when the search summary is missing. */
function travellersOf(variant: TPackageVariant): string {
  const rooms = variant.cities[0]?.hotel.rooms ?? [];
  const sum = (f: (r: (typeof rooms)[number]) => number) => rooms.reduce((n, r) => n + f(r), 0);
  return travellersText(
    sum((r) => r.adults),
    sum((r) => r.children.length),
    sum((r) => r.infants),
  );
}

const stars = (n: number) => (n > 0 ? `${n}-star` : 'Unrated');

function stay(doc: Doc, brand: PdfBrand, s: TCityStay): void {
  ensureSpace(doc, 70);
  const w = contentWidth(doc);
  doc.x = MARGIN;
  doc.fillColor(brand.accent);
  write(doc, `${cityName(s.city)}  -  ${nightsText(s.nights)}`, { weight: 'bold', size: 11, width: w });
  doc.fillColor(INK);
  write(doc, `${s.hotel.name} (${stars(s.hotel.stars)})`, { weight: 'bold', size: 11, width: w });
  doc.fillColor(GREY);
  write(doc, `Check-in ${formatDate(s.check_in)}  |  Check-out ${formatDate(s.check_out)}`, {
    size: 9.5,
    width: w,
  });
  for (const r of s.hotel.rooms) {
    ensureSpace(doc, 30);
    const who = travellersText(r.adults, r.children.length, r.infants);
    doc.fillColor(INK);
    write(doc, `${r.room_name}, ${boardName(r.board)}, ${who}`, {
      size: 10,
      x: MARGIN + 12,
      y: doc.y + 2,
      width: w - 12,
    });
    doc.fillColor(GREY);
    write(doc, r.refundable ? r.cancellation : r.cancellation || 'Non-refundable', {
      size: 9,
      x: MARGIN + 12,
      width: w - 12,
    });
  }
  doc.x = MARGIN;
  doc.moveDown(0.6);
}

export function hotelsSection(doc: Doc, brand: PdfBrand, variant: TPackageVariant): void {
  heading(doc, brand, 'Hotels and rooms');
  for (const s of variant.cities) stay(doc, brand, s);
}

const KIND_LABEL: Record<TDayItem['kind'], string> = {
  leg: 'Travel',
  transfer: 'Transfer',
  check_in: 'Check-in',
  check_out: 'Check-out',
  activity: 'Activity',
  free_time: 'Free time',
};

const capitalise = (s: string) => (s ? s[0]?.toUpperCase() + s.slice(1) : s);

function itemLine(doc: Doc, it: TDayItem): void {
  const w = contentWidth(doc);
  const timeW = 82;
  const overnight = it.end < it.start ? ' (+1)' : '';
  const time = `${it.start}–${it.end}${overnight}`;
  const sub = [KIND_LABEL[it.kind], it.detail ? capitalise(it.detail) : null].filter(Boolean).join('  |  ');
  const h = heightOf(doc, it.title, { size: 10, width: w - timeW }) + 12;
  ensureSpace(doc, h + 4);
  const y = doc.y;
  doc.fillColor(GREY);
  write(doc, time, { size: 9.5, x: MARGIN, y, width: timeW - 6 });
  doc.fillColor(INK);
  write(doc, it.title, { size: 10, x: MARGIN + timeW, y, width: w - timeW });
  doc.fillColor(GREY);
  write(doc, sub, { size: 8.5, x: MARGIN + timeW, width: w - timeW });
  doc.y = Math.max(doc.y, y + h) + 3;
}

export function itinerarySection(doc: Doc, brand: PdfBrand, variant: TPackageVariant): void {
  heading(doc, brand, 'Day-by-day itinerary');
  for (const day of variant.days) {
    ensureSpace(doc, 50);
    const y = doc.y;
    const w = contentWidth(doc);
    doc.save().rect(MARGIN, y, w, 18).fill('#f3f4f6').restore();
    doc.fillColor(INK);
    write(doc, `Day ${day.day}  |  ${formatDate(day.date)}  |  ${cityName(day.city)}`, {
      weight: 'bold',
      size: 10.5,
      x: MARGIN + 6,
      y: y + 4,
      width: w - 12,
    });
    doc.y = y + 24;
    if (day.items.length === 0) {
      doc.fillColor(GREY);
      write(doc, 'At leisure', {
        weight: 'italic',
        size: 9.5,
        x: MARGIN + 82,
        width: contentWidth(doc) - 82,
      });
      doc.moveDown(0.4);
    }
    for (const it of day.items) itemLine(doc, it);
    doc.moveDown(0.3);
  }
  doc.x = MARGIN;
}

export function priceBreakdownSection(doc: Doc, brand: PdfBrand, variant: TPackageVariant): void {
  const p = variant.price;
  heading(doc, brand, 'Price breakdown');
  const entries: [string, string | null][] = [
    ['Travel and stay', formatPdfMoney(p.base)],
    ['Agency fee', p.markup.amount ? formatPdfMoney(p.markup) : null],
    ['Taxes and fees', p.tax.amount ? formatPdfMoney(p.tax) : null],
    [
      p.discount_code ? `Discount (${p.discount_code})` : 'Discount',
      p.discount.amount ? `-${formatPdfMoney(p.discount)}` : null,
    ],
    ['Total', formatPdfMoney(p.total)],
  ];
  rows(doc, entries, 200);
  const y = doc.y;
  doc
    .save()
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + contentWidth(doc), y)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke()
    .restore();
  doc.y = y + 4;
  if (p.rate_date) {
    doc.x = MARGIN;
    doc.fillColor(GREY);
    write(doc, convertedAtText(p.rate_date), { size: 8.5, width: contentWidth(doc) });
    doc.moveDown(0.3);
  }
}

/** What a converted price says about its rates (the pages say it with Planner.rateDate). */
const convertedAtText = (rateDate: string) =>
  `Converted at the exchange rates of ${formatDisplayDate(rateDate)}`;
