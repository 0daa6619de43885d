import type { InventoryHotel, InventoryRoomType } from '@/lib/db/schema';
import { hotelCandidate, roomCandidate } from './candidates';

const hotel = {
  id: 'h1',
  code: 'PAR-1',
  name: 'Hôtel Lumière',
  city: 'Paris',
  countryCode: 'FR',
  lat: 48.86,
  lon: 2.35,
  stars: null,
  popularity: 0.7,
  imageUrl: null,
  images: ['https://img.example/gallery-1.jpg', 'https://img.example/gallery-2.jpg'],
  source: 'offline',
} as unknown as InventoryHotel;

const room = {
  id: 'r1',
  code: 'DBL',
  name: 'Double Room',
  board: 'BB',
  baseOccupancy: 2,
  maxAdults: 2,
  maxChildren: 1,
  maxOccupancy: 3,
  childMinAge: 2,
  childMaxAge: 11,
  refundable: false,
  freeCancelDays: 7,
  penaltyPercent: 100,
} as unknown as InventoryRoomType;

describe('inventory candidates', () => {
  it('maps a room type with its currency, cancellation terms and nights', () => {
    const nights = [
      { date: '2027-05-10', baseMinor: 10_000, extraAdultMinor: 0, childMinor: 0, available: 3 },
    ];
    const c = roomCandidate(room, 'EUR', nights);
    expect(c).toMatchObject({ code: 'DBL', board: 'BB', maxOccupancy: 3, childMaxAge: 11, currency: 'EUR' });
    expect(c.cancellation).toEqual({ refundable: false, freeUntilDaysBefore: 7, penaltyPercent: 100 });
    expect(c.nights).toBe(nights);
  });

  it('maps a hotel: unrated is 0 stars, no cover image falls back to the gallery', () => {
    const c = hotelCandidate(hotel, []);
    expect(c).toMatchObject({ code: 'PAR-1', city: 'Paris', countryCode: 'FR', stars: 0, source: 'offline' });
    expect(c.imageUrl).toBe('https://img.example/gallery-1.jpg');
    expect(hotelCandidate({ ...hotel, imageUrl: 'https://img.example/cover.jpg' }, []).imageUrl).toBe(
      'https://img.example/cover.jpg',
    );
    expect(hotelCandidate({ ...hotel, images: [] }, []).imageUrl).toBeNull();
  });
});
