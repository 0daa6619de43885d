import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { roomNightCounter } from '@/lib/backend/inventory/ledger/counters';
import { restock, take } from '@/lib/backend/inventory/ledger/ledger';
import { nightDates } from '@/lib/booking/nights';
import { type InventoryRoomType, inventoryHotels, inventoryRoomTypes } from '@/lib/db/schema';
import type { HotelCandidate } from '@/lib/planner/types';
import { hotelCandidate, roomCandidate } from '../candidates';
import { SoldOutError, SupplierNotFoundError } from '../errors';
import { loadRoomNights } from '../room-nights';
import type {
  AvailabilityRequest,
  BookingConfirmation,
  BookRequest,
  CancelRequest,
  HotelRooms,
  RecheckRequest,
  RecheckResult,
  SupplierContext,
} from '../types';
import { fits, roomNightMinor } from './room-price';

/**
 * The offline hotel source: the tenant's own inventory tables. Booking takes rooms off every night
 * of the stay through the capacity ledger (lib/backend/inventory/ledger: one conditional update per
 * night, in the ledger's lock order, inside a transaction), so two bookings racing for the last
 * room cannot both succeed; cancelling gives them back.
 */
export function offlineHotelRooms(ctx: SupplierContext): HotelRooms {
  const { db, tenantId } = ctx;

  /** Room types with their nights for the stay (rates + allotments), one query per table. */
  function roomsWithNights(types: InventoryRoomType[], dates: string[]) {
    const ids = types.map((t) => t.id);
    return loadRoomNights(
      db,
      tenantId,
      ids.length ? inArray(inventoryRoomTypes.id, ids) : undefined,
      types,
      dates,
    );
  }

  const loadRoom = (hotelCode: string, roomCode: string) => roomOf(ctx, hotelCode, roomCode);

  async function recheck(req: RecheckRequest): Promise<RecheckResult> {
    const { room } = await loadRoom(req.hotelCode, req.roomCode);
    const dates = nightDates(req.checkIn, req.nights);
    const priced = (await roomsWithNights([room], dates)).get(room.id);
    const list = priced?.nights ?? [];
    const complete = list.length === dates.length;
    const remaining = complete ? Math.min(...list.map((n) => n.available)) : 0;
    const perRoom = list.reduce((s, n) => s + roomNightMinor(room, n, req.adults, req.children), 0);
    return {
      hotelCode: req.hotelCode,
      roomCode: req.roomCode,
      available: complete && remaining >= req.quantity && fits(room, req.adults, req.children),
      remaining,
      totalMinor: perRoom * req.quantity,
      currency: priced?.currency ?? '',
    };
  }

  /**
   * The room's nights of a stay, as the capacity ledger's takes (no booking of ours is linked: the
   * supplier's own reference stands for the booking).
   */
  const stayTakes = (room: InventoryRoomType, dates: string[], quantity: number) =>
    dates.map((night) => ({ counter: roomNightCounter(room, night), quantity }));

  /** Takes `quantity` rooms on every night, all or nothing (a short night rolls every take back). */
  const takeRooms = (room: InventoryRoomType, dates: string[], quantity: number) =>
    db.transaction((tx) =>
      take(tx, {
        tenantId,
        bookingId: null,
        takes: stayTakes(room, dates, quantity),
        soldOut: (counter) =>
          new SoldOutError(counter.ledger === 'inventory_allotments' ? counter.night : null),
      }),
    );

  /** Gives `quantity` rooms back on every night. */
  const giveRoomsBack = (room: InventoryRoomType, dates: string[], quantity: number) =>
    db.transaction((tx) => restock(tx, { tenantId, takes: stayTakes(room, dates, quantity) }));

  return {
    source: 'offline',

    async availability(req: AvailabilityRequest): Promise<HotelCandidate[]> {
      const where = req.hotelCodes?.length
        ? inArray(inventoryHotels.code, req.hotelCodes)
        : req.city
          ? eq(inventoryHotels.city, req.city)
          : undefined;
      if (!where) return [];
      const hotels = await db
        .select()
        .from(inventoryHotels)
        .where(and(eq(inventoryHotels.tenantId, tenantId), where))
        .orderBy(asc(inventoryHotels.code));
      if (hotels.length === 0) return [];
      const types = await db
        .select()
        .from(inventoryRoomTypes)
        .where(
          and(
            eq(inventoryRoomTypes.tenantId, tenantId),
            inArray(
              inventoryRoomTypes.hotelId,
              hotels.map((h) => h.id),
            ),
          ),
        )
        .orderBy(asc(inventoryRoomTypes.code));
      const dates = nightDates(req.checkIn, req.nights);
      const priced = await roomsWithNights(types, dates);
      return hotels.map((h) =>
        hotelCandidate(
          h,
          types
            .filter((t) => t.hotelId === h.id && req.rooms.some((r) => fits(t, r.adults, r.children)))
            .map((t) => {
              const p = priced.get(t.id);
              return roomCandidate(t, p?.currency ?? '', p?.nights ?? []);
            }),
        ),
      );
    },

    recheck,

    async book(req: BookRequest): Promise<BookingConfirmation> {
      const priced = await recheck(req);
      if (!priced.available) throw new SoldOutError(null);
      const { room } = await loadRoom(req.hotelCode, req.roomCode);
      await takeRooms(room, nightDates(req.checkIn, req.nights), req.quantity);
      return {
        source: 'offline',
        reference: `OFF-${randomBytes(5).toString('hex').toUpperCase()}`,
        hotelCode: req.hotelCode,
        roomCode: req.roomCode,
        checkIn: req.checkIn,
        nights: req.nights,
        quantity: req.quantity,
        totalMinor: priced.totalMinor,
        currency: priced.currency,
      };
    },

    async cancel(req: CancelRequest) {
      const { room } = await loadRoom(req.hotelCode, req.roomCode);
      await giveRoomsBack(room, nightDates(req.checkIn, req.nights), req.quantity);
      return { reference: req.reference, cancelled: true as const };
    },
  };
}

/** A room type of one of the tenant's hotels, by codes (SupplierNotFoundError when there is none). */
export async function roomOf(ctx: SupplierContext, hotelCode: string, roomCode: string) {
  const [row] = await ctx.db
    .select({ hotel: inventoryHotels, room: inventoryRoomTypes })
    .from(inventoryRoomTypes)
    .innerJoin(inventoryHotels, eq(inventoryHotels.id, inventoryRoomTypes.hotelId))
    .where(
      and(
        eq(inventoryRoomTypes.tenantId, ctx.tenantId),
        eq(inventoryRoomTypes.code, roomCode),
        eq(inventoryHotels.code, hotelCode),
      ),
    );
  if (!row) throw new SupplierNotFoundError(`Room ${roomCode} of hotel ${hotelCode}`);
  return row;
}
