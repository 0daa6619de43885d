import 'server-only';
import { eq } from 'drizzle-orm';
import type { LeadStatus, TPackageVariant, TSearchSummary } from '@/lib/contract/planner';
import type { Db } from '@/lib/db/open';
import { type Lead, leads } from '@/lib/db/schema';
import { forTenant } from '@/lib/db/scoped';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A lead of this tenant by id; null for another tenant's, an unknown one, or a malformed id. */
export async function findLead(db: Db, tenantId: string, leadId: string): Promise<Lead | null> {
  const id = leadId.trim();
  if (!UUID.test(id)) return null;
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

export async function updateLead(
  db: Db,
  tenantId: string,
  leadId: string,
  set: {
    variant?: TPackageVariant;
    status?: LeadStatus;
    discountCode?: string | null;
    offlineNote?: string | null;
    offlineRequestedAt?: Date;
  },
): Promise<Lead> {
  const [row] = await forTenant(db, tenantId).update(
    leads,
    { ...set, updatedAt: new Date() },
    eq(leads.id, leadId),
  );
  if (!row) throw new Error('lead update matched no row');
  return row;
}
