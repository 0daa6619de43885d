import type { TBookingTrip } from '@/lib/contract/booking';
import type { PdfBrand } from './brand';
import type { DocLocale } from './doc-locale';
import { type Doc, heading, rows } from './layout';

type BookedRoom = TBookingTrip['stays'][number]['rooms'][number];

const roomText = (r: BookedRoom, d: DocLocale) =>
  d.t('trip.bookedRoom', { room: r.name, board: r.board, party: d.party(r.adults, r.children, 0) });

/** A planned variant's part of its voucher: the dates, each stay's hotel and rooms, the timed items. */
export function tripSection(doc: Doc, brand: PdfBrand, trip: TBookingTrip, d: DocLocale): void {
  const { t, date } = d;
  const span = (from: string, to: string) => t('trip.span', { from: date(from, false), to: date(to, false) });
  heading(doc, brand, t('trip.yourTrip'));
  rows(doc, [
    [t('trip.dates'), span(trip.start_date, trip.end_date)],
    [t('trip.nightsLabel'), String(trip.nights)],
  ]);
  heading(doc, brand, t('trip.hotelsShort'));
  rows(
    doc,
    trip.stays.map((s) => [
      t('trip.cityNights', { city: s.city, nights: d.nights(s.nights) }),
      t('trip.bookedStay', {
        hotel: s.hotel,
        span: span(s.check_in, s.check_out),
        rooms: s.rooms.map((r) => roomText(r, d)).join('; '),
      }),
    ]),
  );
  if (trip.items.length > 0) {
    heading(doc, brand, t('trip.activitiesAndTransport'));
    rows(
      doc,
      trip.items.map((i) => [`${date(i.date, false)} ${i.start}`, i.title]),
    );
  }
}
