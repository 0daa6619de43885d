import { hotel, nights, room } from '@/lib/planner/fixtures';
import { decodeRef } from '../ref';
import {
  hotelOffer,
  hotelOfferFor,
  hotelOffers,
  hotelOfRef,
  picksFor,
  type StaySearch,
} from './hotel-offers';

const COUPLE = { adults: 2, children: [], infants: 0 };
const FAMILY = { adults: 2, children: [8], infants: 0 };

const stay = (over: Partial<StaySearch> = {}): StaySearch => ({
  checkIn: '2027-05-12',
  nights: 3,
  rooms: [COUPLE],
  near: { name: 'Eiffel Tower', lat: 48.8584, lon: 2.2945 },
  ...over,
});

const double = room();
const suite = room({
  code: 'STE',
  name: 'Suite',
  board: 'HB',
  maxAdults: 3,
  maxOccupancy: 4,
  maxChildren: 2,
  cancellation: { refundable: false, freeUntilDaysBefore: null, penaltyPercent: 100 },
  nights: nights('2027-05-10', 30, { baseMinor: 25000, childMinor: 4000 }),
});
const louvre = hotel({ code: 'LOUVRE', name: 'Louvre Rooms', stars: 4, rooms: [double, suite] });

describe('hotel offers', () => {
  it('offers each room type that houses the party, priced night by night for the stay', () => {
    const offers = hotelOffers([louvre], stay());
    expect(offers.map((o) => o.ref)).toEqual(['hotel:LOUVRE@2027-05-12#DBL', 'hotel:LOUVRE@2027-05-12#STE']);
    expect(offers.map((o) => o.cost[0]?.amountMinor)).toEqual([3 * 10000, 3 * 25000]);
    // Where and from whom, for the agency's markup rules: the hotel's city, country and source.
    const lyon = hotelOffers([{ ...louvre, city: 'Lyon', countryCode: 'fr', source: 'grn' }], stay());
    expect(lyon[0]?.cost).toEqual([
      {
        markupKind: 'hotel',
        amountMinor: 3 * 10000,
        currency: 'EUR',
        destination: { city: 'Lyon', country: 'FR' },
        supplier: 'grn',
      },
    ]);
    const [first] = offers;
    expect(first?.date).toBe('2027-05-12');
    expect(first?.end_date).toBe('2027-05-15');
    expect(first?.subtitle).toBe('Double room · 4.2 km from Eiffel Tower');
    expect(first?.included).toEqual(['Bed & breakfast', '3 nights']);
    expect(first?.included).toContain('Bed & breakfast');
  });

  it('prices a child as the room type says, and drops a room the party does not fit', () => {
    const twin = room({ code: 'TWN', maxChildren: 0, maxOccupancy: 2 });
    const offers = hotelOffers([hotel({ rooms: [twin, double] })], stay({ rooms: [FAMILY] }));
    expect(offers.map((o) => decodeRef(o.ref)?.[0]?.slot)).toEqual(['DBL']);
    expect(offers[0]?.cost[0]?.amountMinor).toBe(3 * (10000 + 1500));
  });

  it('needs a rate for every night: a hotel without the last night is not offered', () => {
    const short = room({ nights: nights('2027-05-12', 2) });
    expect(hotelOffers([hotel({ rooms: [short] })], stay())).toEqual([]);
  });

  it('claims each night of each room type for the rooms asked, with what the allotment has left', () => {
    const tight = room({ nights: nights('2027-05-10', 30, { available: 1 }) });
    const [offer] = hotelOffers([hotel({ rooms: [tight] })], stay({ rooms: [COUPLE, COUPLE] }));
    expect(offer?.ref).toBe('hotel:H1@2027-05-12#DBL+hotel:H1@2027-05-12#DBL');
    expect(offer?.claims).toEqual([
      { kind: 'hotel', code: 'DBL', day: '2027-05-12', slot: '', quantity: 2, initial: 1 },
      { kind: 'hotel', code: 'DBL', day: '2027-05-13', slot: '', quantity: 2, initial: 1 },
      { kind: 'hotel', code: 'DBL', day: '2027-05-14', slot: '', quantity: 2, initial: 1 },
    ]);
    // Two rooms: each room's occupancy is listed.
    expect(offer?.included.filter((l) => l.startsWith('Double room'))).toHaveLength(2);
  });

  it('gives the facets the page filters by: stars, board, free cancellation, distance in km', () => {
    const [dbl, ste] = hotelOffers([louvre], stay());
    expect(dbl?.facets).toEqual({ stars: 4, board: 'BB', refundable: true, distance: 4.2 });
    expect(ste?.facets).toMatchObject({ board: 'HB', refundable: false });
    expect(dbl?.cancellation).toEqual({ refundable: true, free_until_days_before: 7, penalty_percent: 100 });
    expect(ste?.cancellation).toEqual({
      refundable: false,
      free_until_days_before: null,
      penalty_percent: 100,
    });
    expect(dbl?.details).toContainEqual({ label: 'Distance', value: '4.2 km from Eiffel Tower' });
  });

  it('takes the strictest terms when the rooms differ', () => {
    const dates = ['2027-05-12', '2027-05-13', '2027-05-14'];
    const picks = [...(picksFor(double, [COUPLE], dates) ?? []), ...(picksFor(suite, [FAMILY], dates) ?? [])];
    const offer = hotelOffer(louvre, picks, stay({ rooms: [COUPLE, FAMILY] }));
    expect(offer.cancellation.refundable).toBe(false);
    expect(offer.facets.board).toBe('mixed');
    expect(offer.cost[0]?.amountMinor).toBe(3 * 10000 + 3 * (25000 + 4000));
  });

  it('finds a ref again with today’s price, and refuses one that no longer fits', () => {
    const again = hotelOfferFor(louvre, ['STE'], stay());
    expect(again?.ref).toBe('hotel:LOUVRE@2027-05-12#STE');
    expect(hotelOfferFor(louvre, ['NOPE'], stay())).toBeNull();
    // Two rooms asked, one room in the ref.
    expect(hotelOfferFor(louvre, ['DBL'], stay({ rooms: [COUPLE, COUPLE] }))).toBeNull();
  });

  it('reads a hotel ref back, and nothing else as one', () => {
    const parts = decodeRef('hotel:H1@2027-05-12#DBL+hotel:H1@2027-05-12#STE');
    expect(parts && hotelOfRef(parts)).toEqual({
      hotelCode: 'H1',
      checkIn: '2027-05-12',
      roomCodes: ['DBL', 'STE'],
    });
    const twoHotels = decodeRef('hotel:H1@2027-05-12#DBL+hotel:H2@2027-05-12#DBL');
    expect(twoHotels && hotelOfRef(twoHotels)).toBeNull();
    const flight = decodeRef('flight:AF1@2027-05-12#08:00|light');
    expect(flight && hotelOfRef(flight)).toBeNull();
  });
});
