import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { BoardType } from '@/lib/contract/planner';
import {
  type InventoryRoomType,
  inventoryAllotments,
  inventoryHotels,
  inventoryRoomRates,
  inventoryRoomTypes,
} from '@/lib/db/schema';
import type { HotelCandidate, NightRate, RoomCandidate } from '@/lib/planner/types';
import { SoldOutError, SupplierNotFoundError } from '../errors';
import { nightDates, resolveNights } from '../nights';
import type {
  AvailabilityRequest,
  BookingConfirmation,
  BookRequest,
  CancelRequest,
  HotelSupplier,
  RecheckRequest,
  RecheckResult,
  SupplierContext,
} from '../types';
import { fits, roomNightMinor } from './price';

interface PricedNights {
  nights: Map<string, NightRate[]>;
  currency: Map<string, string>;
}

/**
 * The offline hotel source: the tenant's own inventory tables. Booking takes rooms off every night
 * of the stay with ONE conditional update (available >= wanted) inside a transaction, so two
 * bookings racing for the last room cannot both succeed; cancelling gives them back.
 */
export function offlineSupplier(ctx: SupplierContext): HotelSupplier {
  const { db, tenantId } = ctx;

  /** Room types with their nights for the stay (rates + allotments), one query per table. */
  async function roomsWithNights(types: InventoryRoomType[], dates: string[]): Promise<PricedNights> {
    const ids = types.map((t) => t.id);
    if (ids.length === 0 || dates.length === 0) return { nights: new Map(), currency: new Map() };
    const first = dates[0] as string;
    const last = dates[dates.length - 1] as string;
    const [rates, allots] = await Promise.all([
      db
        .select()
        .from(inventoryRoomRates)
        .where(
          and(
            eq(inventoryRoomRates.tenantId, tenantId),
            inArray(inventoryRoomRates.roomTypeId, ids),
            lte(inventoryRoomRates.dateFrom, last),
            gte(inventoryRoomRates.dateTo, first),
          ),
        ),
      db
        .select()
        .from(inventoryAllotments)
        .where(
          and(
            eq(inventoryAllotments.tenantId, tenantId),
            inArray(inventoryAllotments.roomTypeId, ids),
            gte(inventoryAllotments.night, first),
            lte(inventoryAllotments.night, last),
          ),
        ),
    ]);
    const out = new Map<string, NightRate[]>();
    for (const t of types) {
      const allot = new Map(allots.filter((a) => a.roomTypeId === t.id).map((a) => [a.night, a.available]));
      out.set(
        t.id,
        resolveNights(
          dates,
          rates.filter((r) => r.roomTypeId === t.id),
          allot,
          t.defaultAllotment,
        ),
      );
    }
    return { nights: out, currency: new Map(rates.map((r) => [r.roomTypeId, r.currency])) };
  }

  async function loadRoom(hotelCode: string, roomCode: string) {
    const [row] = await db
      .select({ hotel: inventoryHotels, room: inventoryRoomTypes })
      .from(inventoryRoomTypes)
      .innerJoin(inventoryHotels, eq(inventoryHotels.id, inventoryRoomTypes.hotelId))
      .where(
        and(
          eq(inventoryRoomTypes.tenantId, tenantId),
          eq(inventoryRoomTypes.code, roomCode),
          eq(inventoryHotels.code, hotelCode),
        ),
      );
    if (!row) throw new SupplierNotFoundError(`Room ${roomCode} of hotel ${hotelCode}`);
    return row;
  }

  async function recheck(req: RecheckRequest): Promise<RecheckResult> {
    const { room } = await loadRoom(req.hotelCode, req.roomCode);
    const dates = nightDates(req.checkIn, req.nights);
    const { nights, currency } = await roomsWithNights([room], dates);
    const list = nights.get(room.id) ?? [];
    const complete = list.length === dates.length;
    const remaining = complete ? Math.min(...list.map((n) => n.available)) : 0;
    const perRoom = list.reduce((s, n) => s + roomNightMinor(room, n, req.adults, req.children), 0);
    return {
      hotelCode: req.hotelCode,
      roomCode: req.roomCode,
      available: complete && remaining >= req.quantity && fits(room, req.adults, req.children),
      remaining,
      totalMinor: perRoom * req.quantity,
      currency: currency.get(room.id) ?? '',
    };
  }

  /** Adds (delta > 0) or takes (delta < 0) rooms on every night; all or nothing. */
  async function moveAllotment(room: InventoryRoomType, roomCode: string, dates: string[], delta: number) {
    await db.transaction(async (tx) => {
      // Nights without an exception row start from the default allotment.
      const seed = dates.map((night) => ({
        tenant_id: tenantId,
        room_type_id: room.id,
        code: `${roomCode}-${night}`,
        night,
        available: room.defaultAllotment,
      }));
      await tx.execute(sql`
        INSERT INTO inventory_allotments (tenant_id, room_type_id, code, night, available)
        SELECT tenant_id, room_type_id, code, night, available
        FROM json_to_recordset(${JSON.stringify(seed)}::json)
          AS x(tenant_id uuid, room_type_id uuid, code text, night date, available integer)
        ON CONFLICT DO NOTHING`);
      const updated = await tx
        .update(inventoryAllotments)
        .set({ available: sql`${inventoryAllotments.available} + ${delta}`, updatedAt: new Date() })
        .where(
          and(
            eq(inventoryAllotments.tenantId, tenantId),
            eq(inventoryAllotments.roomTypeId, room.id),
            inArray(inventoryAllotments.night, dates),
            gte(inventoryAllotments.available, Math.max(0, -delta)),
          ),
        )
        .returning({ night: inventoryAllotments.night });
      if (updated.length !== dates.length) {
        const done = new Set(updated.map((u) => u.night));
        // Throwing rolls the whole transaction back: no night is taken.
        throw new SoldOutError(dates.find((d) => !done.has(d)) ?? null);
      }
    });
  }

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
      const { nights, currency } = await roomsWithNights(types, dates);
      return hotels.map((h) => ({
        code: h.code,
        name: h.name,
        city: h.city,
        countryCode: h.countryCode,
        lat: h.lat,
        lon: h.lon,
        stars: h.stars ?? 0,
        popularity: h.popularity,
        imageUrl: h.imageUrl ?? h.images[0] ?? null,
        source: h.source,
        rooms: types
          .filter((t) => t.hotelId === h.id && req.rooms.some((r) => fits(t, r.adults, r.children)))
          .map(
            (t): RoomCandidate => ({
              code: t.code,
              name: t.name,
              board: t.board as BoardType,
              baseOccupancy: t.baseOccupancy,
              maxAdults: t.maxAdults,
              maxChildren: t.maxChildren,
              maxOccupancy: t.maxOccupancy,
              childMinAge: t.childMinAge,
              childMaxAge: t.childMaxAge,
              currency: currency.get(t.id) ?? '',
              cancellation: {
                refundable: t.refundable,
                freeUntilDaysBefore: t.freeCancelDays,
                penaltyPercent: t.penaltyPercent,
              },
              nights: nights.get(t.id) ?? [],
            }),
          ),
      }));
    },

    recheck,

    async book(req: BookRequest): Promise<BookingConfirmation> {
      const priced = await recheck(req);
      if (!priced.available) throw new SoldOutError(null);
      const { room } = await loadRoom(req.hotelCode, req.roomCode);
      await moveAllotment(room, req.roomCode, nightDates(req.checkIn, req.nights), -req.quantity);
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
      await moveAllotment(room, req.roomCode, nightDates(req.checkIn, req.nights), req.quantity);
      return { reference: req.reference, cancelled: true as const };
    },
  };
}
