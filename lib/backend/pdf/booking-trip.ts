import type { TBookingTrip } from '@/lib/contract/booking';
import type { PdfBrand } from './brand';
import { formatDate } from './format';
import { type Doc, heading, rows } from './layout';

const roomText = (r: TBookingTrip['stays'][number]['rooms'][number]) =>
  `${r.name} (${r.board}), ${r.adults} adult${r.adults === 1 ? '' : 's'}${r.children ? `, ${r.children} child${r.children === 1 ? '' : 'ren'}` : ''}`;

/** A planned variant's part of its voucher: the dates, each stay's hotel and rooms, the timed items. */
export function tripSection(doc: Doc, brand: PdfBrand, trip: TBookingTrip): void {
  heading(doc, brand, 'Your trip');
  rows(doc, [
    ['Dates', `${formatDate(trip.start_date, false)} – ${formatDate(trip.end_date, false)}`],
    ['Nights', String(trip.nights)],
  ]);
  heading(doc, brand, 'Hotels');
  rows(
    doc,
    trip.stays.map((s) => [
      `${s.city}, ${s.nights} night${s.nights === 1 ? '' : 's'}`,
      `${s.hotel}: ${formatDate(s.check_in, false)} – ${formatDate(s.check_out, false)}; ${s.rooms.map(roomText).join('; ')}`,
    ]),
  );
  if (trip.items.length > 0) {
    heading(doc, brand, 'Activities and transport');
    rows(
      doc,
      trip.items.map((i) => [`${formatDate(i.date, false)} ${i.start}`, i.title]),
    );
  }
}
