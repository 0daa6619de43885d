import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { LeadStatus, TPackageVariant, TSearchSummary } from '@/lib/contract/planner';
import type { Db } from '@/lib/db/open';
import { type Lead, leads } from '@/lib/db/schema';
import { forTenant } from '@/lib/db/scoped';
import { isUuid } from '@/lib/db/uuid';

/** A lead of this tenant by id; null for another tenant's, an unknown one, or a malformed id. */
export async function findLead(db: Db, tenantId: string, leadId: string): Promise<Lead | null> {
  const id = leadId.trim();
  if (!isUuid(id)) return null;
  const [row] = await forTenant(db, tenantId).select(leads, eq(leads.id, id.toLowerCase()));
  return row ?? null;
}

export async function insertLead(
  db: Db,
  tenantId: string,
  values: {
    userId: string | null;
    packageId: string;
    variantIndex: number;
    search: TSearchSummary;
    variant: TPackageVariant;
  },
): Promise<Lead> {
  const [row] = await forTenant(db, tenantId).insert(leads, {
    ...values,
    status: 'draft',
    discountCode: null,
  });
  if (!row) throw new Error('lead insert returned no row');
  return row;
}

/** What a lead write may change. */
export interface LeadChanges {
  variant?: TPackageVariant;
  status?: LeadStatus;
  discountCode?: string | null;
  offlineNote?: string | null;
  offlineRequestedAt?: Date;
}

/**
 * Saves `set` on the lead only if it is still at the version the caller read (optimistic
 * concurrency) and moves the version on. Null when another write came first: the caller's changes
 * were computed from a stale lead and must not overwrite it.
 */
export async function updateLead(
  db: Db,
  tenantId: string,
  read: Pick<Lead, 'id' | 'version'>,
  set: LeadChanges,
): Promise<Lead | null> {
  const [row] = await forTenant(db, tenantId).update(
    leads,
    { ...set, version: read.version + 1, updatedAt: new Date() },
    and(eq(leads.id, read.id), eq(leads.version, read.version)),
  );
  return row ?? null;
}
