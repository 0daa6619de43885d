import 'server-only';
import { earliestToday } from '@/lib/contract/search-api';
import { daysBetween } from '@/lib/planner/time';
import type { HotelCandidate } from '@/lib/planner/types';
import { foldKey } from '@/lib/search/world/fold';
import { cancellationOf } from '../candidates';
import { roomsOf } from '../query';
import { decodeRef } from '../ref';
import { resolveCity } from '../resolve';
import type { HotelSupplier, ProductContext, ProductQuery, SupplierContext, SupplierOffer } from '../types';
import { citiesOf } from './cities';
import { hotelOfferFor, hotelOffers, hotelOfRef, type StaySearch } from './hotel-offers';
import { offlineHotelRooms, roomOf } from './hotel-rooms';

/**
 * The offline hotel source of spec §9: the tenant's inventory tables. Its rooms, recheck, book and
 * cancel are hotel-rooms.ts; on top of them, the search's offers (issue 15, mode stay1): every
 * hotel of the city the traveller picked with its room types priced for the stay (hotel-offers.ts).
 * The hotel the traveller picked, if they picked one, comes first; then the better liked. Only the
 * offline source's hotels are sold here: their rooms are booked from the allotment; a remote
 * source's cached rows are not bookable offline.
 */

async function staySearch(ctx: ProductContext, query: ProductQuery) {
  if (!query.to || !query.returnDate || query.date < ctx.today) return null;
  const city = resolveCity(query.to, await citiesOf(ctx));
  if (!city) return null;
  const nights = daysBetween(query.date, query.returnDate);
  if (nights < 1) return null;
  const at = query.to.lat !== null && query.to.lon !== null ? { lat: query.to.lat, lon: query.to.lon } : city;
  const search: StaySearch = {
    checkIn: query.date,
    nights,
    rooms: roomsOf(query),
    near: { ...at, name: query.to.name },
  };
  return { city, search };
}

/** A site that hides non-refundable hotels does not sell them either (a ref is refused too). */
const onSale = (ctx: SupplierContext, offer: SupplierOffer) =>
  ctx.nonRefundableHotels !== false || offer.cancellation.refundable;

const offline = (hotels: HotelCandidate[]) => hotels.filter((h) => h.source === 'offline');
/** A ref's hotel sells only for a search of its own city. */
const inCity = (city: string, hotels: HotelCandidate[]) => offline(hotels).filter((h) => h.city === city);

export function offlineHotels(context: SupplierContext): HotelSupplier {
  const rooms = offlineHotelRooms(context);
  // A search's own context when it is one (citiesOf reads the tenant's cities once per context).
  const ctx: ProductContext =
    context.today === undefined ? { ...context, today: earliestToday() } : (context as ProductContext);
  return {
    ...rooms,

    async offers(query) {
      const found = await staySearch(ctx, query);
      if (!found) return [];
      const hotels = offline(
        await rooms.availability({
          city: found.city.city,
          checkIn: found.search.checkIn,
          nights: found.search.nights,
          rooms: [...found.search.rooms],
        }),
      );
      const picked = query.to ? foldKey(query.to.name) : '';
      const ordered = [...hotels].sort(
        (a, b) =>
          Number(foldKey(b.name) === picked) - Number(foldKey(a.name) === picked) ||
          b.popularity - a.popularity ||
          a.code.localeCompare(b.code),
      );
      return hotelOffers(ordered, found.search).filter((o) => onSale(ctx, o));
    },

    async priceCheck(query, ref) {
      const parts = decodeRef(ref);
      const wanted = parts ? hotelOfRef(parts) : null;
      if (!wanted || wanted.checkIn !== query.date) return null;
      const found = await staySearch(ctx, query);
      if (!found) return null;
      const [hotel] = inCity(
        found.city.city,
        await rooms.availability({
          hotelCodes: [wanted.hotelCode],
          checkIn: found.search.checkIn,
          nights: found.search.nights,
          rooms: [...found.search.rooms],
        }),
      );
      const offer = hotel ? hotelOfferFor(hotel, wanted.roomCodes, found.search) : null;
      return offer && onSale(ctx, offer) ? offer : null;
    },

    async cancellationPolicy(req) {
      const { room } = await roomOf(ctx, req.hotelCode, req.roomCode);
      return cancellationOf(room);
    },
  };
}
