import {
  type TGetPackageResponse,
  type TItinerary,
  type TPackageVariant,
  type TQuotation,
  ZGetPackageResponse,
  ZItinerary,
  ZQuotation,
} from '@/lib/contract/planner';

/**
 * Test data for the planner pages: Paris 3 nights + Rome 4 nights for 2 adults and a child of 8,
 * parsed through the contract so a contract change breaks the tests here first.
 */

const eur = (amount: number) => ({ amount, currency: 'EUR' });

function variant(index: number, label: string, hotelStars: number, total: number): TPackageVariant {
  const room = (code: string, name: string, price: number) => ({
    room_code: code,
    room_name: name,
    board: 'BB' as const,
    adults: 2,
    children: [8],
    infants: 0,
    refundable: true,
    cancellation: 'Free cancellation until 03-May-27',
    price: eur(price),
  });
  return {
    index,
    title: `Paris and Rome, ${label.toLowerCase()}`,
    label,
    score: 0.9 - index * 0.1,
    reasons: [
      { factor: 'price', score: 0.8, weight: 0.5, text: 'Lower total price than most trips' },
      { factor: 'hotel_quality', score: 0.7, weight: 0.3, text: `${hotelStars}-star hotels in both cities` },
    ],
    start_date: '2027-05-10',
    end_date: '2027-05-17',
    nights: 7,
    cities: [
      {
        city: 'Paris',
        country_code: 'FR',
        nights: 3,
        check_in: '2027-05-10',
        check_out: '2027-05-13',
        hotel: {
          code: `PAR-H${index}`,
          name: `Hôtel Lumière ${index}`,
          stars: hotelStars,
          image_url: null,
          lat: 48.86,
          lon: 2.35,
          source: 'offline',
          rooms: [room('FAM', 'Family Room', 90_000)],
          price: eur(90_000),
        },
      },
      {
        city: 'Rome',
        country_code: 'IT',
        nights: 4,
        check_in: '2027-05-13',
        check_out: '2027-05-17',
        hotel: {
          code: `ROM-H${index}`,
          name: `Albergo del Sole ${index}`,
          stars: hotelStars,
          image_url: null,
          lat: 41.9,
          lon: 12.5,
          source: 'offline',
          rooms: [room('TRP', 'Triple Room', 110_000)],
          price: eur(110_000),
        },
      },
    ],
    days: [
      {
        day: 1,
        date: '2027-05-10',
        city: 'Paris',
        items: [
          {
            id: 'd1-t1',
            kind: 'transfer',
            start: '14:00',
            end: '15:00',
            title: 'Airport to hotel',
            ref: 'TR-PAR-1',
            city: 'Paris',
            detail: 'Private car',
            price: eur(6_000),
            image_url: null,
          },
          {
            id: 'd1-a1',
            kind: 'activity',
            start: '16:00',
            end: '18:00',
            title: 'Seine river cruise',
            ref: 'ACT-SEINE',
            city: 'Paris',
            detail: 'Sightseeing',
            price: eur(7_500),
            image_url: null,
          },
        ],
      },
      {
        day: 4,
        date: '2027-05-13',
        city: 'Rome',
        items: [
          {
            id: 'd4-l1',
            kind: 'leg',
            start: '09:00',
            end: '11:15',
            title: 'Paris to Rome',
            ref: 'LEG-PAR-ROM',
            city: 'Paris',
            detail: 'flight',
            price: eur(45_000),
            image_url: null,
          },
        ],
      },
    ],
    total_price: eur(total),
    price: {
      base: eur(total - 30_000),
      markup: eur(20_000),
      tax: eur(10_000),
      discount: eur(0),
      total: eur(total),
      price_inclusive: true,
      discount_code: null,
      rate_date: null,
    },
  };
}

export const FIXTURE_PACKAGE: TGetPackageResponse = ZGetPackageResponse.parse({
  package_id: 'PKG123',
  search: {
    mode: 'travel_and_stay',
    origin: 'London',
    destinations: ['Paris', 'Rome'],
    start_date: '2027-05-10',
    nights: [3, 4],
    adults: 2,
    children: 1,
    infants: 0,
    currency: 'EUR',
  },
  budget_range: { min: 200_000, max: 600_000, currency: 'EUR' },
  variants: [variant(0, 'Best value', 3, 312_345), variant(1, 'Comfort', 4, 398_000)],
});

export const FIXTURE_ITINERARY: TItinerary = ZItinerary.parse({
  lead_id: 'LEAD42',
  package_id: 'PKG123',
  variant_index: 0,
  status: 'draft',
  search: FIXTURE_PACKAGE.search,
  variant: FIXTURE_PACKAGE.variants[0],
  alternatives: [
    {
      city_index: 0,
      hotels: [
        { code: 'PAR-ALT', name: 'Grand Hôtel Opéra', stars: 5, image_url: null, price: eur(150_000) },
      ],
    },
  ],
  updated_at: '2026-11-22T10:00:00Z',
});

export const FIXTURE_QUOTATION: TQuotation = ZQuotation.parse({
  id: 'Q1',
  lead_id: 'LEAD42',
  opp_id: 'OPP-1001-000042',
  created_at: '2026-11-22T10:00:00Z',
  travel_date: '2027-05-10',
  departure_city: 'London',
  destinations: ['Paris', 'Rome'],
  adults: 2,
  children: 1,
  infants: 0,
  trip_url: 'http://demo.localhost:3000/detail/PKG123?index=0&lead=LEAD42',
  customer: {
    name: 'Consumer Demo',
    email: 'consumer@wanderlight.example',
    mobile_number: '+44 7700 900123',
  },
  price: eur(312_345),
  quote_pdf: null,
});
