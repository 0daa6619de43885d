import type { PackageItineraryDay } from '@/lib/db/schema';

/** A seed package; departures are given as month offsets from the seeding date (kept in the future). */
export interface SeedPackage {
  slug: string;
  title: string;
  summary: string;
  destinations: string[];
  countryCode: string;
  durationNights: number;
  priceFromMinor: number;
  currency: string;
  images: string[];
  itinerary: PackageItineraryDay[];
  inclusions: string[];
  departures: { monthsAhead: number; day: number; seats: number }[];
  featured: boolean;
}

const days = (...titles: [string, string][]): PackageItineraryDay[] =>
  titles.map(([title, description], i) => ({ day: i + 1, title, description }));

/** Wanderlight Holidays (demo, GB/GBP): a consumer catalogue. */
export const DEMO_PACKAGES: SeedPackage[] = [
  {
    slug: 'classic-italy',
    title: 'Classic Italy: Rome, Florence and Venice',
    summary: 'Three cities by fast train, with guided visits of the Vatican, the Uffizi and St Mark’s.',
    destinations: ['Rome', 'Florence', 'Venice'],
    countryCode: 'IT',
    durationNights: 7,
    priceFromMinor: 129900,
    currency: 'GBP',
    images: ['/assets/destinations/rome.svg'],
    itinerary: days(
      ['Arrive in Rome', 'Private transfer to your hotel near Piazza Navona; evening welcome dinner.'],
      ['Ancient Rome', 'Guided walk through the Colosseum, the Forum and the Palatine Hill.'],
      ['Vatican City', 'Skip-the-line visit of the Vatican Museums and the Sistine Chapel.'],
      ['Train to Florence', 'High-speed train to Florence; afternoon at leisure.'],
      ['Uffizi and the Duomo', 'Guided visit of the Uffizi Gallery; climb Brunelleschi’s dome.'],
      ['Train to Venice', 'Morning train to Venice; vaporetto pass included.'],
      ['Venice', 'St Mark’s Basilica and the Doge’s Palace; optional gondola ride.'],
      ['Departure', 'Water taxi to Marco Polo airport.'],
    ),
    inclusions: [
      '7 nights in 4-star hotels',
      'Daily breakfast',
      'First-class rail between cities',
      'Guided visits',
      'Airport transfers',
    ],
    departures: [
      { monthsAhead: 1, day: 12, seats: 14 },
      { monthsAhead: 2, day: 9, seats: 20 },
      { monthsAhead: 4, day: 6, seats: 20 },
    ],
    featured: true,
  },
  {
    slug: 'paris-long-weekend',
    title: 'Paris Long Weekend',
    summary: 'Eurostar from London, a Left Bank hotel and a Seine cruise.',
    destinations: ['Paris'],
    countryCode: 'FR',
    durationNights: 3,
    priceFromMinor: 54900,
    currency: 'GBP',
    images: ['/assets/destinations/paris.svg'],
    itinerary: days(
      ['Eurostar to Paris', 'Standard Premier to Gare du Nord; transfer to Saint-Germain.'],
      ['Louvre and the Seine', 'Timed entry to the Louvre; evening dinner cruise on the Seine.'],
      ['Montmartre', 'Walking tour of Montmartre and the Sacré-Cœur.'],
      ['Home', 'Afternoon Eurostar back to London.'],
    ),
    inclusions: ['Return Eurostar', '3 nights with breakfast', 'Louvre entry', 'Seine dinner cruise'],
    departures: [
      { monthsAhead: 1, day: 5, seats: 8 },
      { monthsAhead: 1, day: 19, seats: 12 },
      { monthsAhead: 3, day: 2, seats: 16 },
    ],
    featured: true,
  },
  {
    slug: 'bali-island-escape',
    title: 'Bali Island Escape',
    summary: 'Ubud’s rice terraces, a Seminyak beach villa and a sunrise trek up Mount Batur.',
    destinations: ['Ubud', 'Seminyak'],
    countryCode: 'ID',
    durationNights: 10,
    priceFromMinor: 189500,
    currency: 'GBP',
    images: ['/assets/destinations/bali.svg'],
    itinerary: days(
      ['Arrive in Denpasar', 'Transfer to Ubud.'],
      ['Rice terraces', 'Tegallalang terraces and the Sacred Monkey Forest.'],
      ['Mount Batur', 'Sunrise trek with breakfast at the summit.'],
      ['To Seminyak', 'Transfer to a private pool villa.'],
      ['Beach days', 'Free days by the sea; spa treatment included.'],
    ),
    inclusions: [
      'Return flights from London',
      '10 nights',
      'Private transfers',
      'Sunrise trek',
      'Spa treatment',
    ],
    departures: [
      { monthsAhead: 2, day: 14, seats: 10 },
      { monthsAhead: 5, day: 3, seats: 10 },
    ],
    featured: true,
  },
  {
    slug: 'iceland-northern-lights',
    title: 'Iceland Northern Lights',
    summary: 'Reykjavik, the Golden Circle and two nights of aurora hunting.',
    destinations: ['Reykjavik'],
    countryCode: 'IS',
    durationNights: 4,
    priceFromMinor: 89900,
    currency: 'GBP',
    images: ['/assets/destinations/reykjavik.svg'],
    itinerary: days(
      ['Reykjavik', 'Arrive and settle in; Blue Lagoon on the way from the airport.'],
      ['Golden Circle', 'Þingvellir, Geysir and Gullfoss by coach.'],
      ['Aurora hunt', 'Evening departure with a guide to find the northern lights.'],
      ['South coast', 'Seljalandsfoss, Skógafoss and the black sand beach of Reynisfjara.'],
      ['Departure', 'Transfer to Keflavík.'],
    ),
    inclusions: ['Return flights', '4 nights with breakfast', 'Blue Lagoon entry', 'Two guided tours'],
    departures: [
      { monthsAhead: 1, day: 24, seats: 6 },
      { monthsAhead: 2, day: 21, seats: 18 },
    ],
    featured: false,
  },
  {
    slug: 'kyoto-and-tokyo',
    title: 'Kyoto and Tokyo by Bullet Train',
    summary: 'Temples and gardens in Kyoto, then the neon of Tokyo, with a 7-day rail pass.',
    destinations: ['Kyoto', 'Tokyo'],
    countryCode: 'JP',
    durationNights: 9,
    priceFromMinor: 249000,
    currency: 'GBP',
    images: ['/assets/destinations/kyoto.svg'],
    itinerary: days(
      ['Arrive in Osaka', 'Train to Kyoto.'],
      ['Eastern Kyoto', 'Kiyomizu-dera, Sannenzaka and Gion at dusk.'],
      ['Arashiyama', 'Bamboo grove and Tenryu-ji.'],
      ['Shinkansen to Tokyo', 'Bullet train to Tokyo; evening in Shinjuku.'],
      ['Tokyo', 'Asakusa, teamLab and Shibuya crossing.'],
    ),
    inclusions: ['Return flights', '9 nights', '7-day Japan Rail Pass', 'Tea ceremony'],
    departures: [{ monthsAhead: 4, day: 1, seats: 12 }],
    featured: false,
  },
  {
    slug: 'dubai-city-and-desert',
    title: 'Dubai City and Desert',
    summary: 'The Burj Khalifa, a dhow cruise and a night at a desert camp.',
    destinations: ['Dubai'],
    countryCode: 'AE',
    durationNights: 5,
    priceFromMinor: 99500,
    currency: 'GBP',
    images: ['/assets/destinations/dubai.svg'],
    itinerary: days(
      ['Arrive in Dubai', 'Transfer to a Marina hotel.'],
      ['Downtown', 'At the Top of the Burj Khalifa; Dubai Fountain show.'],
      ['Desert safari', 'Dune drive and a night at a Bedouin-style camp.'],
    ),
    inclusions: ['Return flights', '5 nights', 'Desert safari with camp night', 'Dhow dinner cruise'],
    departures: [
      { monthsAhead: 1, day: 8, seats: 20 },
      { monthsAhead: 3, day: 15, seats: 20 },
    ],
    featured: false,
  },
];

/** Meridian Trade Travel (b2b, NL/EUR): a smaller trade catalogue of group departures. */
export const B2B_PACKAGES: SeedPackage[] = [
  {
    slug: 'rome-group-incentive',
    title: 'Rome Group Incentive',
    summary: 'A four-night incentive programme for groups, with a private Vatican evening.',
    destinations: ['Rome'],
    countryCode: 'IT',
    durationNights: 4,
    priceFromMinor: 89000,
    currency: 'EUR',
    images: ['/assets/destinations/rome.svg'],
    itinerary: days(
      ['Arrival', 'Meet and greet at Fiumicino; welcome aperitivo.'],
      ['Private Vatican evening', 'After-hours visit of the Vatican Museums.'],
      ['Cooking class', 'Pasta class in Trastevere.'],
    ),
    inclusions: ['4 nights in a 5-star hotel', 'Private coach', 'Tour manager'],
    departures: [
      { monthsAhead: 2, day: 4, seats: 40 },
      { monthsAhead: 5, day: 10, seats: 40 },
    ],
    featured: false,
  },
  {
    slug: 'reykjavik-trade-fam-trip',
    title: 'Reykjavik Familiarisation Trip',
    summary: 'A three-night trip for travel agents: hotels, the Golden Circle and the Blue Lagoon.',
    destinations: ['Reykjavik'],
    countryCode: 'IS',
    durationNights: 3,
    priceFromMinor: 64500,
    currency: 'EUR',
    images: ['/assets/destinations/reykjavik.svg'],
    itinerary: days(
      ['Arrival', 'Hotel site visits in Reykjavik.'],
      ['Golden Circle', 'Full-day tour with supplier meetings.'],
    ),
    inclusions: ['3 nights', 'Site visits', 'Golden Circle tour'],
    departures: [{ monthsAhead: 3, day: 7, seats: 16 }],
    featured: false,
  },
  {
    slug: 'dubai-mice-package',
    title: 'Dubai Meetings and Events Package',
    summary: 'Conference hotel, desert gala dinner and city tour for corporate groups.',
    destinations: ['Dubai'],
    countryCode: 'AE',
    durationNights: 5,
    priceFromMinor: 149000,
    currency: 'EUR',
    images: ['/assets/destinations/dubai.svg'],
    itinerary: days(
      ['Arrival', 'Transfer to the conference hotel.'],
      ['Conference day', 'Meeting room and full-day catering.'],
      ['Desert gala', 'Gala dinner in the desert.'],
    ),
    inclusions: ['5 nights', 'Meeting room', 'Gala dinner', 'Transfers'],
    departures: [{ monthsAhead: 2, day: 18, seats: 60 }],
    featured: false,
  },
];
