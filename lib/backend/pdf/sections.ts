import type { TCityStay, TDayItem, TPackageVariant, TSearchSummary } from '@/lib/contract/planner';
import { isLegKind } from '@/lib/contract/planner-kinds';
import type { PdfBrand } from './brand';
import type { DocLocale } from './doc-locale';
import { cityName, tripHeading } from './format';
import { contentWidth, type Doc, ensureSpace, GREY, heading, INK, MARGIN, RULE, rows } from './layout';
import { heightOf, write } from './typeset';

/** The trip's blocks as the quotation and package PDFs show them. */

export function tripTitle(variant: TPackageVariant): string {
  return tripHeading(variant.cities.map((c) => c.city));
}

export function tripSummary(
  doc: Doc,
  variant: TPackageVariant,
  search: TSearchSummary | null,
  d: DocLocale,
): void {
  const { t } = d;
  doc.x = MARGIN;
  doc.fillColor(INK);
  write(doc, tripTitle(variant), { weight: 'bold', size: 18, width: contentWidth(doc) });
  doc.fillColor(GREY);
  write(doc, variant.title, { size: 11, width: contentWidth(doc) });
  doc.moveDown(0.6);
  rows(doc, [
    [t('trip.travelDates'), datesText(variant, d)],
    [t('trip.departureCity'), search?.origin ? cityName(search.origin) : null],
    [
      t('trip.destinations'),
      variant.cities
        .map((c) => t('trip.cityStay', { city: cityName(c.city), nights: d.nights(c.nights) }))
        .join(', '),
    ],
    [
      t('travellers'),
      search ? d.party(search.adults, search.children, search.infants) : travellersOf(variant, d),
    ],
  ]);
}

/** 'Mon 10 May 2027 to Mon 17 May 2027 (7 Nights)'. */
export const datesText = (v: { start_date: string; end_date: string; nights: number }, d: DocLocale) =>
  d.t('trip.datesNights', {
    start: d.date(v.start_date),
    end: d.date(v.end_date),
    nights: d.nights(v.nights),
  });

/** Travellers counted from the rooms of the first stay, when the search summary is missing. */
function travellersOf(variant: TPackageVariant, d: DocLocale): string {
  const rooms = variant.cities[0]?.hotel.rooms ?? [];
  const sum = (f: (r: (typeof rooms)[number]) => number) => rooms.reduce((n, r) => n + f(r), 0);
  return d.party(
    sum((r) => r.adults),
    sum((r) => r.children.length),
    sum((r) => r.infants),
  );
}

export const starsText = (n: number, d: DocLocale) => d.t('trip.stars', { count: Math.max(0, n) });

function stay(doc: Doc, brand: PdfBrand, s: TCityStay, d: DocLocale): void {
  const { t } = d;
  ensureSpace(doc, 70);
  const w = contentWidth(doc);
  doc.x = MARGIN;
  doc.fillColor(brand.accent);
  write(doc, `${cityName(s.city)}  -  ${d.nights(s.nights)}`, { weight: 'bold', size: 11, width: w });
  doc.fillColor(INK);
  write(doc, `${s.hotel.name} (${starsText(s.hotel.stars, d)})`, { weight: 'bold', size: 11, width: w });
  doc.fillColor(GREY);
  write(doc, t('trip.checkInOut', { checkIn: d.date(s.check_in), checkOut: d.date(s.check_out) }), {
    size: 9.5,
    width: w,
  });
  for (const r of s.hotel.rooms) {
    ensureSpace(doc, 30);
    const who = d.party(r.adults, r.children.length, r.infants);
    doc.fillColor(INK);
    write(doc, `${r.room_name}, ${d.board(r.board)}, ${who}`, {
      size: 10,
      x: MARGIN + 12,
      y: doc.y + 2,
      width: w - 12,
    });
    doc.fillColor(GREY);
    write(doc, r.refundable ? r.cancellation : r.cancellation || t('trip.nonRefundable'), {
      size: 9,
      x: MARGIN + 12,
      width: w - 12,
    });
  }
  doc.x = MARGIN;
  doc.moveDown(0.6);
}

export function hotelsSection(doc: Doc, brand: PdfBrand, variant: TPackageVariant, d: DocLocale): void {
  heading(doc, brand, d.t('trip.hotels'));
  for (const s of variant.cities) stay(doc, brand, s, d);
}

const capitalise = (s: string) => (s ? s[0]?.toUpperCase() + s.slice(1) : s);

function itemLine(doc: Doc, it: TDayItem, d: DocLocale): void {
  const w = contentWidth(doc);
  const timeW = 82;
  const overnight = it.end < it.start ? ' (+1)' : '';
  const time = `${it.start}–${it.end}${overnight}`;
  // A journey's mode is named as the pages name it (Planner.leg); other details are the planner's words.
  const detail = it.kind === 'leg' && isLegKind(it.detail) ? d.t(`trip.leg.${it.detail}`) : it.detail;
  const sub = [d.t(`trip.kind.${it.kind}`), detail ? capitalise(detail) : null].filter(Boolean).join('  |  ');
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

export function itinerarySection(doc: Doc, brand: PdfBrand, variant: TPackageVariant, d: DocLocale): void {
  const { t } = d;
  heading(doc, brand, t('trip.dayByDay'));
  for (const day of variant.days) {
    ensureSpace(doc, 50);
    const y = doc.y;
    const w = contentWidth(doc);
    doc.save().rect(MARGIN, y, w, 18).fill('#f3f4f6').restore();
    doc.fillColor(INK);
    write(doc, t('trip.dayTitle', { day: day.day, date: d.date(day.date), city: cityName(day.city) }), {
      weight: 'bold',
      size: 10.5,
      x: MARGIN + 6,
      y: y + 4,
      width: w - 12,
    });
    doc.y = y + 24;
    if (day.items.length === 0) {
      doc.fillColor(GREY);
      write(doc, t('trip.atLeisure'), {
        weight: 'italic',
        size: 9.5,
        x: MARGIN + 82,
        width: contentWidth(doc) - 82,
      });
      doc.moveDown(0.4);
    }
    for (const it of day.items) itemLine(doc, it, d);
    doc.moveDown(0.3);
  }
  doc.x = MARGIN;
}

export function priceBreakdownSection(
  doc: Doc,
  brand: PdfBrand,
  variant: TPackageVariant,
  d: DocLocale,
): void {
  const { t, money } = d;
  const p = variant.price;
  heading(doc, brand, t('trip.priceBreakdown'));
  const entries: [string, string | null][] = [
    [t('trip.travelAndStay'), money(p.base)],
    [t('trip.agencyFee'), p.markup.amount ? money(p.markup) : null],
    [t('trip.taxes'), p.tax.amount ? money(p.tax) : null],
    [
      p.discount_code ? t('trip.discountCode', { code: p.discount_code }) : t('trip.discount'),
      p.discount.amount ? t('trip.minus', { amount: money(p.discount) }) : null,
    ],
    [t('invoice.total'), money(p.total)],
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
    write(doc, t('invoice.rates', { date: d.shortDate(p.rate_date) }), {
      size: 8.5,
      width: contentWidth(doc),
    });
    doc.moveDown(0.3);
  }
}
