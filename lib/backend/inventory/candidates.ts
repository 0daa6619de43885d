import type { BoardType } from '@/lib/contract/planner';
import type { InventoryHotel, InventoryRoomType } from '@/lib/db/schema';
import type { CancellationPolicy, HotelCandidate, NightRate, RoomCandidate } from '@/lib/planner/types';

/**
 * Inventory rows → the planner's candidates, one mapping for every reader of the offline inventory
 * (the planner's loader and the offline hotel supplier), so both offer the same hotel and room.
 * Pure.
 */

export function hotelCandidate(h: InventoryHotel, rooms: RoomCandidate[]): HotelCandidate {
  return {
    code: h.code,
    name: h.name,
    city: h.city,
    countryCode: h.countryCode,
    lat: h.lat,
    lon: h.lon,
    stars: h.stars ?? 0,
    popularity: h.popularity,
    // The cover image, else the first of the gallery.
    imageUrl: h.imageUrl ?? h.images[0] ?? null,
    source: h.source,
    rooms,
  };
}

export function roomCandidate(t: InventoryRoomType, currency: string, nights: NightRate[]): RoomCandidate {
  return {
    code: t.code,
    name: t.name,
    board: t.board as BoardType,
    baseOccupancy: t.baseOccupancy,
    maxAdults: t.maxAdults,
    maxChildren: t.maxChildren,
    maxOccupancy: t.maxOccupancy,
    childMinAge: t.childMinAge,
    childMaxAge: t.childMaxAge,
    currency,
    cancellation: cancellationOf(t),
    nights,
  };
}

/** A room type's cancellation columns as the planner's policy. */
export function cancellationOf(t: InventoryRoomType): CancellationPolicy {
  return {
    refundable: t.refundable,
    freeUntilDaysBefore: t.freeCancelDays,
    penaltyPercent: t.penaltyPercent,
  };
}
