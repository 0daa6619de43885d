import type { TPackageVariant } from '@/lib/contract/planner';
import { leg } from '@/lib/planner/fixtures';
import type { LegCandidate, PlannerInventory, RoomCandidate } from '@/lib/planner/types';
import { availabilityProblems, stayNights } from './availability';

const room = (code: string, available: number[], dates = ['2027-05-10', '2027-05-11']): RoomCandidate => ({
  code,
  name: code,
  board: 'BB',
  baseOccupancy: 2,
  maxAdults: 2,
  maxChildren: 1,
  maxOccupancy: 3,
  childMinAge: 2,
  childMaxAge: 11,
  currency: 'EUR',
  cancellation: { refundable: true, freeUntilDaysBefore: 7, penaltyPercent: 100 },
  nights: dates.map((date, i) => ({
    date,
    baseMinor: 1,
    extraAdultMinor: 0,
    childMinor: 0,
    available: available[i] ?? 0,
  })),
});

function inventory(rooms: RoomCandidate[], activityDays = [1, 2]): PlannerInventory {
  return {
    origin: null,
    legs: [],
    cities: [
      {
        city: 'Paris',
        countryCode: 'FR',
        lat: 0,
        lon: 0,
        transfers: [],
        activities: [
          {
            code: 'A1',
            name: 'Louvre',
            city: 'Paris',
            category: 'museum',
            popularity: 90,
            durationMinutes: 120,
            adultMinor: 1,
            childMinor: 1,
            currency: 'EUR',
            days: activityDays,
            opensAt: '09:00',
            closesAt: '18:00',
            hasPaid: true,
            imageUrl: null,
            lat: 0,
            lon: 0,
          },
        ],
        hotels: [
          {
            code: 'H1',
            name: 'Hôtel Un',
            city: 'Paris',
            countryCode: 'FR',
            stars: 3,
            popularity: 1,
            imageUrl: null,
            source: 'offline',
            lat: 0,
            lon: 0,
            rooms,
          },
        ],
      },
    ],
  };
}

const money = { amount: 1, currency: 'EUR' };
const roomChoice = (code: string) => ({
  room_code: code,
  room_name: `Room ${code}`,
  board: 'BB' as const,
  adults: 2,
  children: [],
  infants: 0,
  refundable: true,
  cancellation: 'Free cancellation',
  price: money,
});
function variant(roomCodes: string[], extraItemKind?: 'transfer' | 'leg'): TPackageVariant {
  const item = (kind: 'activity' | 'transfer' | 'leg', ref: string, title: string) => ({
    id: `${kind}-${ref}`,
    kind,
    start: '10:00',
    end: '12:00',
    title,
    ref,
    city: 'Paris',
    detail: null,
    price: money,
    image_url: null,
  });
  const breakdown = {
    base: money,
    markup: money,
    tax: money,
    discount: money,
    total: money,
    price_inclusive: true,
    discount_code: null,
    rate_date: null,
  };
  return {
    index: 0,
    title: 'Paris',
    label: 'Best value',
    score: 1,
    reasons: [],
    start_date: '2027-05-10',
    end_date: '2027-05-12',
    nights: 2,
    cities: [
      {
        city: 'Paris',
        country_code: 'FR',
        nights: 2,
        check_in: '2027-05-10',
        check_out: '2027-05-12',
        hotel: {
          code: 'H1',
          name: 'Hôtel Un',
          stars: 3,
          image_url: null,
          lat: 0,
          lon: 0,
          source: 'offline',
          rooms: roomCodes.map(roomChoice),
          price: money,
        },
      },
    ],
    // 2027-05-10 is a Monday (1).
    days: [
      {
        day: 1,
        date: '2027-05-10',
        city: 'Paris',
        items: [
          item('activity', 'A1', 'Louvre'),
          ...(extraItemKind ? [item(extraItemKind, 'GONE', `Withdrawn ${extraItemKind}`)] : []),
        ],
      },
    ],
    total_price: money,
    price: breakdown,
  };
}

describe('availabilityProblems', () => {
  it('lists the nights of a stay, check-out excluded', () => {
    expect(stayNights('2027-05-10', '2027-05-12')).toEqual(['2027-05-10', '2027-05-11']);
    expect(stayNights('2027-12-31', '2028-01-01')).toEqual(['2027-12-31']);
  });

  it('finds nothing wrong when everything is still on sale', () => {
    expect(availabilityProblems(variant(['DBL', 'DBL']), inventory([room('DBL', [2, 3])]))).toEqual([]);
  });

  it('reports a room type without enough rooms on one night, or without a rate', () => {
    expect(availabilityProblems(variant(['DBL', 'DBL']), inventory([room('DBL', [2, 1])]))).toEqual([
      'Room DBL at Hôtel Un is no longer available for your dates.',
    ]);
    expect(
      availabilityProblems(variant(['DBL']), inventory([room('DBL', [1, 1], ['2027-05-10'])])),
    ).toHaveLength(1);
    expect(availabilityProblems(variant(['SGL']), inventory([room('DBL', [5, 5])]))).toHaveLength(1);
  });

  it('reports a hotel gone, an activity no longer running that weekday, withdrawn transfers and legs', () => {
    const noHotel = inventory([]);
    noHotel.cities = noHotel.cities.map((c) => ({ ...c, hotels: [] }));
    expect(availabilityProblems(variant(['DBL']), noHotel)).toEqual([
      'Hôtel Un in Paris is no longer available.',
    ]);
    expect(availabilityProblems(variant(['DBL']), inventory([room('DBL', [1, 1])], [0, 6]))).toEqual([
      'Louvre no longer runs on day 1 of your trip.',
    ]);
    expect(availabilityProblems(variant(['DBL'], 'transfer'), inventory([room('DBL', [1, 1])]))).toEqual([
      'Withdrawn transfer is no longer offered.',
    ]);
    expect(availabilityProblems(variant(['DBL'], 'leg'), inventory([room('DBL', [1, 1])]))).toEqual([
      'Withdrawn leg is no longer offered.',
    ]);
  });

  it('reports a leg whose departure is no longer flown that day, not one still on its timetable', () => {
    const withLeg = (over: Partial<LegCandidate>) => ({
      ...inventory([room('DBL', [1, 1])]),
      legs: [leg({ code: 'GONE', departures: ['07:00', '10:00'], ...over })],
    });
    const legTrip = variant(['DBL'], 'leg');
    expect(availabilityProblems(legTrip, withLeg({}))).toEqual([]);
    expect(availabilityProblems(legTrip, withLeg({ departures: ['07:00', '11:00'] }))).toEqual([
      'Withdrawn leg no longer leaves at 10:00 on day 1 of your trip.',
    ]);
    // 10 May 2027 is a Monday; the leg now flies on Sundays only.
    expect(availabilityProblems(legTrip, withLeg({ days: [0] }))).toHaveLength(1);
  });
});
