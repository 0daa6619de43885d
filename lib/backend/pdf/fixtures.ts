import type { TDayItem, TMoney, TPackageVariant, TSearchSummary } from '@/lib/contract/planner';
import type { PdfBrand } from './brand';

/**
 * A realistic priced Paris + Rome trip (3 + 4 nights from Mon 10 May 2027, 2 adults and a child of
 * 8, from London, in GBP) that satisfies ZPackageVariant: for PDF, quotation and page tests, and
 * the PDF benchmark. Plain data, no imports with side effects, safe in any test environment.
 */

const gbp = (amount: number): TMoney => ({ amount, currency: 'GBP' });

const item = (
  id: string,
  kind: TDayItem['kind'],
  start: string,
  end: string,
  title: string,
  city: string,
  extra: Partial<TDayItem> = {},
): TDayItem => ({
  id,
  kind,
  start,
  end,
  title,
  city,
  ref: null,
  detail: null,
  price: null,
  image_url: null,
  ...extra,
});

export const FIXTURE_SEARCH: TSearchSummary = {
  mode: 'travel_and_stay',
  origin: 'London, United Kingdom',
  destinations: ['Paris, France', 'Rome, Italy'],
  start_date: '2027-05-10',
  nights: [3, 4],
  adults: 2,
  children: 1,
  infants: 0,
  currency: 'GBP',
};

export const FIXTURE_VARIANT: TPackageVariant = {
  index: 0,
  title: 'Paris & Rome: museums, markets and the Eternal City',
  label: 'Best value',
  score: 0.87,
  reasons: [
    { factor: 'price', score: 0.82, weight: 0.4, text: 'Within budget, 12% below the median variant' },
    { factor: 'hotel_quality', score: 0.9, weight: 0.3, text: 'Two well-reviewed 4-star hotels' },
    { factor: 'activity_fit', score: 0.88, weight: 0.2, text: 'Culture and food activities' },
    { factor: 'travel_time', score: 0.85, weight: 0.1, text: 'One short flight between cities' },
  ],
  start_date: '2027-05-10',
  end_date: '2027-05-17',
  nights: 7,
  cities: [
    {
      city: 'Paris, France',
      country_code: 'FR',
      nights: 3,
      check_in: '2027-05-10',
      check_out: '2027-05-13',
      hotel: {
        code: 'PAR-HTL-014',
        name: 'Hôtel Le Marais Saint-Paul',
        stars: 4,
        image_url: 'https://images.example/hotels/par-014.jpg',
        lat: 48.8554,
        lon: 2.3622,
        source: 'offline',
        rooms: [
          {
            room_code: 'FAM-TRP',
            room_name: 'Family Triple Room',
            board: 'BB',
            adults: 2,
            children: [8],
            infants: 0,
            refundable: true,
            cancellation: 'Free cancellation until 03-May-27',
            price: gbp(78000),
          },
        ],
        price: gbp(78000),
      },
    },
    {
      city: 'Rome, Italy',
      country_code: 'IT',
      nights: 4,
      check_in: '2027-05-13',
      check_out: '2027-05-17',
      hotel: {
        code: 'ROM-HTL-007',
        name: 'Albergo del Senato',
        stars: 4,
        image_url: 'https://images.example/hotels/rom-007.jpg',
        lat: 41.8992,
        lon: 12.4768,
        source: 'offline',
        rooms: [
          {
            room_code: 'DBL-EXB',
            room_name: 'Deluxe Double with Extra Bed',
            board: 'BB',
            adults: 2,
            children: [8],
            infants: 0,
            refundable: false,
            cancellation: 'Non-refundable',
            price: gbp(92000),
          },
        ],
        price: gbp(92000),
      },
    },
  ],
  days: [
    {
      day: 1,
      date: '2027-05-10',
      city: 'Paris, France',
      items: [
        item(
          'd1-leg',
          'leg',
          '08:15',
          '10:30',
          'Flight London Heathrow (LHR) to Paris Charles de Gaulle (CDG)',
          'Paris, France',
          {
            detail: 'flight',
            ref: 'LEG-LHR-CDG',
            price: gbp(41700),
          },
        ),
        item('d1-trf', 'transfer', '11:00', '12:00', 'Private transfer CDG to Le Marais', 'Paris, France', {
          detail: 'Sedan',
          ref: 'TRF-CDG-PAR',
          price: gbp(6500),
        }),
        item(
          'd1-in',
          'check_in',
          '14:00',
          '14:30',
          'Check in at Hôtel Le Marais Saint-Paul',
          'Paris, France',
          {
            ref: 'PAR-HTL-014',
          },
        ),
        item(
          'd1-act',
          'activity',
          '16:00',
          '17:15',
          'Seine river cruise from the Eiffel Tower',
          'Paris, France',
          {
            detail: 'sightseeing',
            ref: 'ACT-PAR-SEINE',
            price: gbp(5400),
          },
        ),
      ],
    },
    {
      day: 2,
      date: '2027-05-11',
      city: 'Paris, France',
      items: [
        item('d2-a1', 'activity', '09:30', '12:30', 'Louvre Museum guided tour', 'Paris, France', {
          detail: 'museum',
          ref: 'ACT-PAR-LOUVRE',
          price: gbp(14400),
        }),
        item('d2-a2', 'activity', '15:00', '17:00', 'Eiffel Tower summit by lift', 'Paris, France', {
          detail: 'landmark',
          ref: 'ACT-PAR-EIFFEL',
          price: gbp(9800),
        }),
      ],
    },
    {
      day: 3,
      date: '2027-05-12',
      city: 'Paris, France',
      items: [
        item(
          'd3-a1',
          'activity',
          '09:00',
          '14:00',
          'Palace of Versailles and gardens, half day',
          'Paris, France',
          {
            detail: 'day trip',
            ref: 'ACT-PAR-VERSAILLES',
            price: gbp(18600),
          },
        ),
        item('d3-free', 'free_time', '15:00', '18:00', 'Free time in Montmartre', 'Paris, France'),
      ],
    },
    {
      day: 4,
      date: '2027-05-13',
      city: 'Rome, Italy',
      items: [
        item(
          'd4-out',
          'check_out',
          '10:00',
          '10:30',
          'Check out of Hôtel Le Marais Saint-Paul',
          'Paris, France',
        ),
        item('d4-trf1', 'transfer', '10:45', '11:45', 'Private transfer Le Marais to CDG', 'Paris, France', {
          detail: 'Sedan',
          price: gbp(6500),
        }),
        item('d4-leg', 'leg', '13:05', '15:10', 'Flight Paris (CDG) to Rome Fiumicino (FCO)', 'Rome, Italy', {
          detail: 'flight',
          ref: 'LEG-CDG-FCO',
          price: gbp(38400),
        }),
        item(
          'd4-trf2',
          'transfer',
          '16:00',
          '17:00',
          'Private transfer FCO to Piazza della Rotonda',
          'Rome, Italy',
          {
            detail: 'Minivan',
            price: gbp(7200),
          },
        ),
        item('d4-in', 'check_in', '17:30', '18:00', 'Check in at Albergo del Senato', 'Rome, Italy', {
          ref: 'ROM-HTL-007',
        }),
      ],
    },
    {
      day: 5,
      date: '2027-05-14',
      city: 'Rome, Italy',
      items: [
        item(
          'd5-a1',
          'activity',
          '09:00',
          '12:00',
          'Colosseum, Roman Forum and Palatine Hill',
          'Rome, Italy',
          {
            detail: 'history',
            ref: 'ACT-ROM-COLOSSEUM',
            price: gbp(16200),
          },
        ),
        item(
          'd5-a2',
          'activity',
          '18:00',
          '21:00',
          'Trastevere food walk with a local guide',
          'Rome, Italy',
          {
            detail: 'food',
            ref: 'ACT-ROM-TRASTEVERE',
            price: gbp(19500),
          },
        ),
      ],
    },
    {
      day: 6,
      date: '2027-05-15',
      city: 'Rome, Italy',
      items: [
        item(
          'd6-a1',
          'activity',
          '08:30',
          '12:30',
          'Vatican Museums and Sistine Chapel, skip the line',
          'Rome, Italy',
          {
            detail: 'museum',
            ref: 'ACT-ROM-VATICAN',
            price: gbp(17700),
          },
        ),
      ],
    },
    {
      day: 7,
      date: '2027-05-16',
      city: 'Rome, Italy',
      items: [
        item('d7-a1', 'activity', '10:00', '12:00', 'Borghese Gallery', 'Rome, Italy', {
          detail: 'museum',
          ref: 'ACT-ROM-BORGHESE',
          price: gbp(8100),
        }),
        item('d7-free', 'free_time', '14:00', '18:00', 'Free time around Piazza Navona', 'Rome, Italy'),
      ],
    },
    {
      day: 8,
      date: '2027-05-17',
      city: 'Rome, Italy',
      items: [
        item('d8-out', 'check_out', '09:30', '10:00', 'Check out of Albergo del Senato', 'Rome, Italy'),
        item(
          'd8-trf',
          'transfer',
          '10:30',
          '11:30',
          'Private transfer to Rome Fiumicino (FCO)',
          'Rome, Italy',
          {
            detail: 'Minivan',
            price: gbp(7200),
          },
        ),
        item(
          'd8-leg',
          'leg',
          '14:00',
          '15:55',
          'Flight Rome Fiumicino (FCO) to London Heathrow (LHR)',
          'Rome, Italy',
          {
            detail: 'flight',
            ref: 'LEG-FCO-LHR',
            price: gbp(37500),
          },
        ),
      ],
    },
  ],
  total_price: gbp(412678),
  price: {
    base: gbp(362000),
    markup: gbp(36200),
    tax: gbp(19878),
    discount: gbp(5400),
    total: gbp(412678),
    price_inclusive: true,
    discount_code: 'SPRING5',
    rate_date: null,
  },
};

/** The fixture as variant `index` of a ranked list, with its price scaled (for list PDFs). */
export function fixtureVariant(index = 0, overrides: Partial<TPackageVariant> = {}): TPackageVariant {
  const factor = 1 + index * 0.18;
  const scale = (m: TMoney): TMoney => ({ ...m, amount: Math.round(m.amount * factor) });
  const labels = ['Best value', 'Comfort', 'Luxury', 'Relaxed'];
  const v = FIXTURE_VARIANT;
  return {
    ...v,
    index,
    label: labels[index % labels.length] ?? 'Best value',
    score: Math.round((v.score - index * 0.05) * 100) / 100,
    total_price: scale(v.total_price),
    price: {
      ...v.price,
      base: scale(v.price.base),
      markup: scale(v.price.markup),
      tax: scale(v.price.tax),
      discount: scale(v.price.discount),
      total: scale(v.price.total),
    },
    ...overrides,
  };
}

export const FIXTURE_BRAND: PdfBrand = {
  agencyName: 'Wanderlight Holidays',
  accent: '#0b5cad',
  onAccent: '#ffffff',
  phone: '+44 20 7946 0958',
  email: 'care@wanderlight.example',
  website: 'http://demo.localhost:3000',
};
