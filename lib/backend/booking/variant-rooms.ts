import { and, eq, getTableColumns, inArray } from 'drizzle-orm';
import { cancellationOf } from '@/lib/backend/inventory/candidates';
import { roomNightCounter, type Take } from '@/lib/backend/inventory/ledger/counters';
import { strictestPolicy } from '@/lib/booking/cancellation';
import type { TPackageVariant } from '@/lib/contract/planner';
import type { Tx } from '@/lib/db/open';
import { inventoryHotels, inventoryRoomTypes } from '@/lib/db/schema';
import type { CancellationPolicy } from '@/lib/planner/types';
import { AppError } from '../http/errors';
import { stayNights } from '../planner/availability';
import { BOOKING_MESSAGES } from './messages';
import { soldOutOf } from './stock';

/**
 * The offline supplier's room-nights a planned variant takes: one take of the capacity ledger
 * (lib/backend/inventory/ledger) per room of each stay on each of its nights, on the room type's
 * allotment row, created from its default_allotment on first use (as departure_seats is from the
 * package's seats). The ledger adds up several rooms of one type on a night and takes them with the
 * booking's other counters in its one lock order (stock.ts).
 */

/**
 * The room-nights the variant takes, and its cancellation terms: the strictest of its rooms'. A
 * stay at a hotel of another source is not bookable here (409); a room type no longer in the
 * inventory is a hotel without rooms (409).
 */
export async function variantRoomNights(
  tx: Tx,
  tenantId: string,
  variant: TPackageVariant,
): Promise<{ takes: Take[]; cancellationPolicy: CancellationPolicy }> {
  const takes: Take[] = [];
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
      if (!type) throw soldOutOf({ ledger: 'inventory_allotments' });
      policies.push(cancellationOf(type));
      for (const night of stayNights(stay.check_in, stay.check_out))
        takes.push({ counter: roomNightCounter(type, night), quantity: 1 });
    }
  }
  return { takes, cancellationPolicy: strictestPolicy(policies) };
}
