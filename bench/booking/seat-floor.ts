// The database's own speed for what a booking must do under its lock (issue 33 item 5): the smallest
// transaction that takes one seat — one conditional update of the departure's counter and one
// insert — run by the same number of clients on one departure of the same database, in the same
// run as the booking benchmark, so bookings/s can be read as a ratio of it.
import { and, eq, gte, sql } from 'drizzle-orm';
import { makePackage } from '@/lib/backend/booking/test-helpers';
import type { Db } from '@/lib/db/open';
import { departureSeats, type Tenant } from '@/lib/db/schema';

export interface SeatFloorRow {
  clients: number;
  seats: number;
  taken: number;
  takes_per_s: number;
}

export async function seatFloor(
  db: Db,
  tenant: Tenant,
  { seats, clients, departure }: { seats: number; clients: number; departure: string },
): Promise<SeatFloorRow> {
  const pkg = await makePackage(db, tenant, departure, seats);
  await db
    .insert(departureSeats)
    .values({ tenantId: tenant.id, packageId: pkg.id, departureDate: departure, available: seats });
  await db.execute(
    sql`CREATE TABLE IF NOT EXISTS bench_seat_takes (id bigserial PRIMARY KEY, package_id uuid NOT NULL, at timestamptz NOT NULL DEFAULT now())`,
  );
  const attempts = Math.ceil(seats * 1.2);
  let next = 0;
  let taken = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next++ < attempts) {
        await db.transaction(async (tx) => {
          const took = await tx
            .update(departureSeats)
            .set({ available: sql`${departureSeats.available} - 1` })
            .where(
              and(
                eq(departureSeats.packageId, pkg.id),
                eq(departureSeats.departureDate, departure),
                gte(departureSeats.available, 1),
              ),
            )
            .returning({ id: departureSeats.id });
          if (took.length === 0) return;
          await tx.execute(sql`INSERT INTO bench_seat_takes (package_id) VALUES (${pkg.id})`);
          taken += 1;
        });
      }
    }),
  );
  const wall = (performance.now() - started) / 1000;
  return { clients, seats, taken, takes_per_s: Number((taken / wall).toFixed(1)) };
}
