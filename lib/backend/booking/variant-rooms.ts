import { and, eq, getTableColumns, gte, inArray, sql } from 'drizzle-orm';
import { cancellationOf } from '@/lib/backend/inventory/candidates';
import { strictestPolicy } from '@/lib/booking/cancellation';
import type { TPackageVariant } from '@/lib/contract/planner';
import { bookingRoomNights, inventoryAllotments, inventoryHotels, inventoryRoomTypes } from '@/lib/db/schema';
import type { CancellationPolicy } from '@/lib/planner/types';
import { AppError } from '../http/errors';
import { stayNights } from '../planner/availability';
import { BOOKING_MESSAGES } from './messages';
import type { Tx } from './tx';

/**
 * The offline supplier's room-nights of a planned variant, taken and given back inside the booking's
 * transaction. Each (room type, night) is ONE conditional update (`available >= wanted`), its
 * allotment row created from the room type's default_allotment on first use (as departure_seats is
 * from the package's seats), so a night never oversells. Rows are taken in one fixed order (room
 * type id, night) so concurrent bookings of overlapping stays wait on each other instead of deadlocking.
 */

export const roomsSoldOut = () => new AppError('sold_out', 409, BOOKING_MESSAGES.roomsSoldOut);

interface Want {
  roomTypeId: string;
  roomCode: string;
  defaultAllotment: number;
  night: string;
  rooms: number;
}

/**
 * Room-nights the variant needs, per room type and night (several rooms of one type add up), and
 * the cancellation terms of each room booked.
 */
async function wantedRoomNights(
  tx: Tx,
  tenantId: string,
  variant: TPackageVariant,
): Promise<{ wanted: Want[]; policies: CancellationPolicy[] }> {
  const wanted = new Map<string, Want>();
  const policies: CancellationPolicy[] = [];
  for (const stay of variant.cities) {
    if (stay.hotel.source !== 'offline')
      throw new AppError('not_bookable', 409, BOOKING_MESSAGES.notBookableOnline(stay.hotel.name));
    const codes = [...new Set(stay.hotel.rooms.map((r) => r.room_code))];
    const types = await tx
      .select(getTableColumns(inventoryRoomTypes))
      .from(inventoryRoomTypes)
      .innerJoin(inventoryHotels, eq(inventoryHotels.id, inventoryRoomTypes.hotelId))
      .where(
        and(
          eq(inventoryRoomTypes.tenantId, tenantId),
          eq(inventoryHotels.code, stay.hotel.code),
          inArray(inventoryRoomTypes.code, codes),
        ),
      );
    for (const room of stay.hotel.rooms) {
      const type = types.find((t) => t.code === room.room_code);
      if (!type) throw roomsSoldOut();
      policies.push(cancellationOf(type));
      for (const night of stayNights(stay.check_in, stay.check_out)) {
        const k = `${type.id}|${night}`;
        const w = wanted.get(k) ?? {
          roomTypeId: type.id,
          roomCode: type.code,
          defaultAllotment: type.defaultAllotment,
          night,
          rooms: 0,
        };
        w.rooms += 1;
        wanted.set(k, w);
      }
    }
  }
  return { wanted: [...wanted.values()], policies };
}

/** One fixed order for every booking's room-nights (room type id, night): no deadlock between them. */
const byRoomNight = (a: Want, b: Want) =>
  a.roomTypeId === b.roomTypeId ? a.night.localeCompare(b.night) : a.roomTypeId.localeCompare(b.roomTypeId);

/** Takes each (room type, night) for the booking (held); sold out (409) leaves the transaction to roll back. */
async function takeWanted(
  tx: Tx,
  tenantId: string,
  bookingId: string,
  wanted: readonly Want[],
): Promise<void> {
  for (const w of [...wanted].sort(byRoomNight)) {
    await tx
      .insert(inventoryAllotments)
      .values({
        tenantId,
        roomTypeId: w.roomTypeId,
        code: `${w.roomCode}-${w.night}`,
        night: w.night,
        available: Math.max(0, w.defaultAllotment),
      })
      .onConflictDoNothing();
    const [row] = await tx
      .update(inventoryAllotments)
      .set({ available: sql`${inventoryAllotments.available} - ${w.rooms}`, updatedAt: new Date() })
      .where(
        and(
          eq(inventoryAllotments.tenantId, tenantId),
          eq(inventoryAllotments.roomTypeId, w.roomTypeId),
          eq(inventoryAllotments.night, w.night),
          gte(inventoryAllotments.available, w.rooms),
        ),
      )
      .returning({ id: inventoryAllotments.id });
    // Throwing rolls the booking's whole transaction back: no night stays taken.
    if (!row) throw roomsSoldOut();
    await tx.insert(bookingRoomNights).values({
      tenantId,
      bookingId,
      allotmentId: row.id,
      rooms: w.rooms,
      state: 'held',
    });
  }
}

/**
 * Takes the room-nights of a booked hotel offer (lib/backend/inventory/products/offline/hotel-offers.ts): its claims
 * name the room type by code, the night, and how many rooms.
 */
export async function takeClaimedRoomNights(
  tx: Tx,
  input: {
    tenantId: string;
    bookingId: string;
    claims: readonly { code: string; day: string; quantity: number }[];
  },
): Promise<void> {
  if (input.claims.length === 0) return;
  const types = await tx
    .select({
      id: inventoryRoomTypes.id,
      code: inventoryRoomTypes.code,
      defaultAllotment: inventoryRoomTypes.defaultAllotment,
    })
    .from(inventoryRoomTypes)
    .where(
      and(
        eq(inventoryRoomTypes.tenantId, input.tenantId),
        inArray(inventoryRoomTypes.code, [...new Set(input.claims.map((c) => c.code))]),
      ),
    );
  const wanted = input.claims.map((c) => {
    const type = types.find((t) => t.code === c.code);
    if (!type) throw roomsSoldOut();
    return {
      roomTypeId: type.id,
      roomCode: type.code,
      defaultAllotment: type.defaultAllotment,
      night: c.day,
      rooms: c.quantity,
    };
  });
  await takeWanted(tx, input.tenantId, input.bookingId, wanted);
}

/**
 * Takes every room-night of the variant for the booking (held); sold out (409) leaves nothing taken.
 * Answers the trip's cancellation terms: the strictest of its rooms'.
 */
export async function takeRoomNights(
  tx: Tx,
  input: { tenantId: string; bookingId: string; variant: TPackageVariant },
): Promise<CancellationPolicy> {
  const { wanted, policies } = await wantedRoomNights(tx, input.tenantId, input.variant);
  await takeWanted(tx, input.tenantId, input.bookingId, wanted);
  return strictestPolicy(policies);
}

/** Marks the booking's held room-nights sold (they stay taken). */
export async function sellRoomNights(tx: Tx, tenantId: string, bookingId: string): Promise<void> {
  await tx
    .update(bookingRoomNights)
    .set({ state: 'sold', updatedAt: new Date() })
    .where(
      and(
        eq(bookingRoomNights.tenantId, tenantId),
        eq(bookingRoomNights.bookingId, bookingId),
        eq(bookingRoomNights.state, 'held'),
      ),
    );
}

/** Gives the booking's room-nights back, once: only rows flipped to released here add their rooms back. */
export async function releaseRoomNights(tx: Tx, tenantId: string, bookingId: string): Promise<number> {
  const released = await tx
    .update(bookingRoomNights)
    .set({ state: 'released', updatedAt: new Date() })
    .where(
      and(
        eq(bookingRoomNights.tenantId, tenantId),
        eq(bookingRoomNights.bookingId, bookingId),
        sql`${bookingRoomNights.state} <> 'released'`,
      ),
    )
    .returning({ allotmentId: bookingRoomNights.allotmentId, rooms: bookingRoomNights.rooms });
  released.sort((a, b) => a.allotmentId.localeCompare(b.allotmentId));
  for (const r of released) {
    await tx
      .update(inventoryAllotments)
      .set({ available: sql`${inventoryAllotments.available} + ${r.rooms}`, updatedAt: new Date() })
      .where(and(eq(inventoryAllotments.tenantId, tenantId), eq(inventoryAllotments.id, r.allotmentId)));
  }
  return released.reduce((s, r) => s + r.rooms, 0);
}
