import 'server-only';
import { and, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { TCustomer } from '@/lib/contract/customers';
import type { Db, Tx } from '@/lib/db/open';
import { type Customer, customers } from '@/lib/db/schema';
import { forTenant } from '@/lib/db/scoped';
import type { CustomerValues } from './customer-input';

/**
 * The customers of one tenant (lib/db/schema/customers.ts). Every write that may meet another
 * customer's e-mail or mobile (add, edit, import) runs in a transaction holding the tenant's
 * customers lock, so two of them at once are applied one after the other and the second sees the
 * first's rows; the unique indexes (tenant, e-mail) and (tenant, mobile) stay the last line.
 */

export const toApiCustomer = (c: Customer): TCustomer => ({
  id: c.id,
  first_name: c.firstName,
  last_name: c.lastName,
  email: c.email,
  mobile: c.mobile,
  city: c.city,
  country: c.country,
  tags: c.tags,
  subscribed: c.subscribed,
  unsubscribed_at: c.unsubscribedAt?.toISOString() ?? null,
  source: c.source,
  created_at: c.createdAt.toISOString(),
  updated_at: c.updatedAt.toISOString(),
});

/** Serialises the tenant's customer writes for the rest of the transaction. */
export async function lockCustomers(tx: Tx, tenantId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`customers:${tenantId}`}, 0))`);
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);

export interface CustomerQuery {
  /** Words matched against the name, e-mail and mobile (each word somewhere). */
  search: string | null;
  /** The search read as a phone number (E.164), matched against the mobile as a whole. */
  searchPhone: string | null;
  subscribed: boolean | null;
  page: number;
  pageSize: number;
}

/** One page of the tenant's customers, newest first, and how many match in all. */
export async function listCustomers(
  db: Db,
  tenantId: string,
  q: CustomerQuery,
): Promise<{ count: number; rows: Customer[] }> {
  const where: SQL[] = [eq(customers.tenantId, tenantId)];
  if (q.subscribed !== null) where.push(eq(customers.subscribed, q.subscribed));
  const words: SQL[] = [];
  for (const word of (q.search ?? '').split(/\s+/).filter(Boolean).slice(0, 5)) {
    const like = `%${escapeLike(word)}%`;
    const digits = word.replace(/[^0-9]/g, '');
    const match = or(
      ilike(customers.firstName, like),
      ilike(customers.lastName, like),
      ilike(customers.email, like),
      ...(digits.length >= 3 ? [ilike(customers.mobile, `%${digits}%`)] : []),
    );
    if (match) words.push(match);
  }
  const found = or(and(...words), ...(q.searchPhone ? [eq(customers.mobile, q.searchPhone)] : []));
  if (words.length && found) where.push(found);
  const condition = and(...where);
  const [total] = await db.select({ n: count() }).from(customers).where(condition);
  const rows = await db
    .select()
    .from(customers)
    .where(condition)
    .orderBy(desc(customers.createdAt), desc(customers.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  return { count: total?.n ?? 0, rows };
}

export const findCustomer = async (db: Db, tenantId: string, id: string): Promise<Customer | null> =>
  (await forTenant(db, tenantId).select(customers, eq(customers.id, id)))[0] ?? null;

/** Which of the e-mail and mobile another customer (not `exceptId`) already has: the first field, or null. */
async function takenField(
  tx: Tx,
  tenantId: string,
  values: Pick<CustomerValues, 'email' | 'mobile'>,
  exceptId: string | null,
): Promise<'email' | 'mobile' | null> {
  for (const field of ['email', 'mobile'] as const) {
    const value = values[field];
    if (!value) continue;
    const column = field === 'email' ? customers.email : customers.mobile;
    const [other] = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.tenantId, tenantId), eq(column, value)));
    if (other && other.id !== exceptId) return field;
  }
  return null;
}

export type WriteResult = { ok: true; row: Customer } | { ok: false; taken: 'email' | 'mobile' } | null;

const storedFields = (v: CustomerValues) => ({
  firstName: v.first_name,
  lastName: v.last_name,
  email: v.email,
  mobile: v.mobile,
  city: v.city,
  country: v.country,
  tags: v.tags,
});

/** A new customer, or the field another customer already holds. */
export async function createCustomer(
  db: Db,
  tenantId: string,
  values: CustomerValues,
  subscribed: boolean,
): Promise<WriteResult> {
  return db.transaction(async (tx) => {
    await lockCustomers(tx, tenantId);
    const taken = await takenField(tx, tenantId, values, null);
    if (taken) return { ok: false, taken };
    const [row] = await tx
      .insert(customers)
      .values({
        ...storedFields(values),
        tenantId,
        subscribed,
        unsubscribedAt: subscribed ? null : new Date(),
        source: 'manual',
      })
      .onConflictDoNothing()
      .returning();
    // Only a writer that skipped the lock could have taken it meanwhile: say so as above.
    return row
      ? { ok: true, row }
      : { ok: false, taken: (await takenField(tx, tenantId, values, null)) ?? 'email' };
  });
}

/**
 * The customer with these values (null: no such customer of this tenant). `subscribed: false`
 * unsubscribes (once: the first date is kept); nothing here subscribes a customer again.
 */
export async function updateCustomer(
  db: Db,
  tenantId: string,
  id: string,
  values: CustomerValues,
  unsubscribe: boolean,
): Promise<WriteResult> {
  return db.transaction(async (tx) => {
    await lockCustomers(tx, tenantId);
    const taken = await takenField(tx, tenantId, values, id);
    if (taken) return { ok: false, taken };
    const [row] = await tx
      .update(customers)
      .set({
        ...storedFields(values),
        ...(unsubscribe
          ? { subscribed: false, unsubscribedAt: sql`coalesce(${customers.unsubscribedAt}, now())` }
          : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(customers.tenantId, tenantId), eq(customers.id, id)))
      .returning();
    return row ? { ok: true, row } : null;
  });
}

export async function deleteCustomer(db: Db, tenantId: string, id: string): Promise<boolean> {
  return (await forTenant(db, tenantId).delete(customers, eq(customers.id, id))).length > 0;
}

/** The tenant's customers holding any of these e-mails or mobiles. */
export async function customersByContact(
  tx: Tx,
  tenantId: string,
  emails: string[],
  mobiles: string[],
): Promise<Customer[]> {
  const match = [
    ...(emails.length ? [inArray(customers.email, emails)] : []),
    ...(mobiles.length ? [inArray(customers.mobile, mobiles)] : []),
  ];
  if (!match.length) return [];
  return tx
    .select()
    .from(customers)
    .where(and(eq(customers.tenantId, tenantId), or(...match)));
}
