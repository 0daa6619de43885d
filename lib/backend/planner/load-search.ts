import 'server-only';
import { eq } from 'drizzle-orm';
import { searchRequestSchema, type TSearchApiRequest } from '@/lib/contract/search-api';
import type { Db } from '@/lib/db/open';
import { searches } from '@/lib/db/schema';
import { forTenant } from '@/lib/db/scoped';

export interface StoredSearch {
  packageId: string;
  request: TSearchApiRequest;
  createdAt: Date;
}

/** Package ids are 12 upper-case hex characters (search-api); anything else is not looked up. */
const PACKAGE_ID = /^[0-9A-Za-z]{6,40}$/;

/**
 * The search behind a package_id, for this tenant only (another tenant's id reads as unknown).
 * The stored request is read back with the search schema as of its creation time, so a search
 * whose dates were valid when made is not refused because a day has passed since.
 */
export async function loadSearch(db: Db, tenantId: string, packageId: string): Promise<StoredSearch | null> {
  const id = packageId.trim();
  if (!PACKAGE_ID.test(id)) return null;
  const [row] = await forTenant(db, tenantId).select(searches, eq(searches.packageId, id.toUpperCase()));
  if (!row) return null;
  const parsed = searchRequestSchema(() => row.createdAt).safeParse(row.request);
  if (!parsed.success) return null;
  return { packageId: row.packageId, request: parsed.data, createdAt: row.createdAt };
}
