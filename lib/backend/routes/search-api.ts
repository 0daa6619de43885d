import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import type { BackendEnv } from '@/lib/backend/http/context';
import { ZSearchApiRequest } from '@/lib/contract/search-api';
import { searches } from '@/lib/db/schema';
import { forTenant } from '@/lib/db/scoped';
import { searchErrorText, searchSummaryText } from '@/lib/search/form/error-text';
import { dbOf, siteRequired, tenantOf } from '../auth/request-context';
import { AppError } from '../http/errors';
import { parseOr400, type Wording } from '../http/parse-or-400';
import { readPayload } from '../http/payload';
import { withKnownPlaces } from '../search/known-places';

export const searchApiRoutes = new Hono<BackendEnv>();

/** The search forms' own texts (their codes, lib/contract/search-rules.ts), under the forms' summary. */
const SEARCH_WORDING: Wording = {
  message: searchSummaryText(),
  text: (issue) => searchErrorText(issue.message),
};

/** A reference a visitor can read out on the phone: 12 characters from a 60-bit random number. */
const newPackageId = (): string => randomBytes(8).toString('hex').slice(0, 12).toUpperCase();

/**
 * POST v2/search_api (spec §7): validates the search with the schema the forms use (dates not in
 * the past, at least one adult per room, child ages 0–17, the limits of SEARCH_LIMITS), checks every
 * place against the site's place index and keeps the index's names (search/known-places), stores it for
 * the calling site and answers `{ package_id }`. The results pages (planner) read it by that id.
 */
searchApiRoutes.post('/v2/search_api', async (c) => {
  if (!c.get('site')) throw siteRequired();
  const search = parseOr400(ZSearchApiRequest, await readPayload(c.req.raw), SEARCH_WORDING);
  const tenant = await tenantOf(c);
  const db = await dbOf(c);

  const known = await withKnownPlaces(db, tenant.id, search);
  if (!known.ok) throw new AppError('invalid_request', 400, searchSummaryText(), known.errors);
  const request = known.request;
  const [row] = await forTenant(db, tenant.id).insert(searches, {
    packageId: newPackageId(),
    mode: request.mode,
    currency: request.currency,
    request: request as unknown as Record<string, unknown>,
  });
  if (!row) throw new Error('search insert returned no row');
  return c.json({ package_id: row.packageId });
});
