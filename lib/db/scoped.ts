import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './open';

/** A table whose rows belong to one tenant. */
export type TenantTable = PgTable & { tenantId: PgColumn };

/**
 * Tenant-scoped queries: every read, update and delete is filtered by tenant_id and every insert
 * stamps it, so an unscoped query on a tenant-owned table cannot be written by accident.
 */
export function forTenant(db: Db, tenantId: string) {
  const scope = (table: TenantTable, where?: SQL) =>
    where ? and(eq(table.tenantId, tenantId), where) : eq(table.tenantId, tenantId);
  return {
    tenantId,
    select<T extends TenantTable>(table: T, where?: SQL) {
      return db
        .select()
        .from(table as PgTable)
        .where(scope(table, where)) as unknown as Promise<T['$inferSelect'][]>;
    },
    insert<T extends TenantTable>(
      table: T,
      values: Omit<T['$inferInsert'], 'tenantId'> | Omit<T['$inferInsert'], 'tenantId'>[],
    ) {
      const rows = (Array.isArray(values) ? values : [values]).map((v) => ({ ...v, tenantId }));
      return db
        .insert(table)
        .values(rows as T['$inferInsert'][])
        .returning() as unknown as Promise<T['$inferSelect'][]>;
    },
    update<T extends TenantTable>(table: T, set: Partial<Omit<T['$inferInsert'], 'tenantId'>>, where?: SQL) {
      return db
        .update(table)
        .set(set as T['$inferInsert'])
        .where(scope(table, where))
        .returning() as unknown as Promise<T['$inferSelect'][]>;
    },
    delete<T extends TenantTable>(table: T, where?: SQL) {
      return db.delete(table).where(scope(table, where)).returning() as unknown as Promise<
        T['$inferSelect'][]
      >;
    },
  };
}
