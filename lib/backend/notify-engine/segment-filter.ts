import { and, eq, exists, gte, ilike, lt, not, or, type SQL, sql } from 'drizzle-orm';
import { bookings, customers, type TSegmentFilter, users } from '@/lib/db/schema';

/**
 * A segment's saved filter (schema/notify-engine TSegmentFilter; its input schema is the contract's
 * ZSegmentFilter) as SQL over the tenant's customers. A customer's bookings are those of the
 * tenant's user account with the same e-mail (customers keep e-mails lower-cased).
 */
/** A LIKE pattern matching `value` literally anywhere. */
const containing = (value: string) => `%${value.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

/** The condition a segment's filter puts on `customers` (tenant scoping is the caller's). */
export function segmentCondition(filter: TSegmentFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (filter.search) {
    const like = containing(filter.search);
    parts.push(
      or(
        ilike(customers.firstName, like),
        ilike(customers.lastName, like),
        ilike(customers.email, like),
        ilike(customers.mobile, like),
        ilike(sql`${customers.firstName} || ' ' || ${customers.lastName}`, like),
      ),
    );
  }
  if (filter.tags?.length)
    parts.push(
      sql`${customers.tags} ?| array[${sql.join(
        filter.tags.map((t) => sql`${t}`),
        sql`, `,
      )}]::text[]`,
    );
  if (filter.city) parts.push(sql`lower(${customers.city}) = lower(${filter.city})`);
  if (filter.country) parts.push(sql`lower(${customers.country}) = lower(${filter.country})`);
  if (filter.subscribed_only) parts.push(eq(customers.subscribed, true));
  const datesGiven = Boolean(filter.booked_from || filter.booked_to);
  if (filter.has_booked !== undefined || datesGiven) {
    const booked = exists(
      sql`(select 1 from ${bookings} inner join ${users} on ${users.id} = ${bookings.userId} where ${and(
        eq(bookings.tenantId, customers.tenantId),
        eq(sql`lower(${users.email})`, customers.email),
        filter.booked_from ? gte(bookings.createdAt, sql`${filter.booked_from}::date`) : undefined,
        filter.booked_to ? lt(bookings.createdAt, sql`${filter.booked_to}::date + 1`) : undefined,
      )})`,
    );
    parts.push(filter.has_booked === false ? not(booked) : booked);
  }
  return and(...parts);
}
