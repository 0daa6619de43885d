import { Hono } from 'hono';
import { z } from 'zod';
import type { BackendContext, BackendEnv } from '@/lib/backend/http/context';
import { AUTH_MESSAGES } from '@/lib/contract/auth';
import { ZItineraryChange } from '@/lib/contract/planner';
import {
  isNumberRuleMessage,
  zOptionalMinorAmount,
  zOptionalWholeNumber,
  zWholeNumber,
} from '@/lib/contract/whole-number';
import type { Db } from '@/lib/db/open';
import type { Lead, Tenant } from '@/lib/db/schema';
import { callerOf, dbOf, tenantOf } from '../auth/request-context';
import { sameSiteOnly } from '../auth/sessions';
import { AppError } from '../http/errors';
import { parseOr400, type Wording } from '../http/parse-or-400';
import { readPayload } from '../http/payload';
import { leadAccess, leadService, PLANNER_MESSAGES } from '../planner';
import { limitDiscountGuesses } from '../planner/discount-attempts';

/**
 * The lead calls (spec §7 Lead) and v1/calculate_price. A lead belongs to this site's tenant; a
 * lead of a signed-in traveller is theirs and the agency staff's, an anonymous one anyone's who
 * holds its id (an unguessable uuid).
 */
export const leadRoutes = new Hono<BackendEnv>();

const REQUIRED = 'This field is required.';
const INVALID = 'This value is not valid.';

/** The value at a zod issue's path in the input, to tell a missing field from a wrong one. */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let v: unknown = input;
  for (const key of path) {
    if (!v || typeof v !== 'object') return undefined;
    v = (v as Record<PropertyKey, unknown>)[key];
  }
  return v;
}

/** Each field's text: required, its range for a number (whole-number.ts), else "not valid". */
const LEAD_WORDING: Wording = {
  message: PLANNER_MESSAGES.badRequest,
  text: (issue, input) => {
    const value = valueAt(input, issue.path);
    if (value === undefined || value === null || value === '') return REQUIRED;
    return isNumberRuleMessage(issue.message) ? issue.message : INVALID;
  },
};

const ZLeadId = z.string().trim().min(1);
const ZIndex = zWholeNumber('index', 0, 9999);

const ZPutFromPackage = z.object({
  package_id: z.string().trim().min(1),
  index: ZIndex,
  /** The budget the list was filtered by, so `index` points at the variant the traveller saw. */
  budget_min: zOptionalMinorAmount('budget_min'),
  budget_max: zOptionalMinorAmount('budget_max'),
});
const ZPutChange = z.object({ lead_id: ZLeadId, change: ZItineraryChange });
const ZLeadRequest = z.object({ lead_id: ZLeadId });
const ZOfflineRequest = z.object({ lead_id: ZLeadId, note: z.string().max(2000).nullish() });
const ZCalculatePrice = z.object({
  lead_id: ZLeadId,
  agency_id: zOptionalWholeNumber('agency_id', 0, 2_147_483_647).nullable(),
  /** The site's partner (an id or the partner object); the site header already names the tenant. */
  partner: z.unknown().optional(),
  currency: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{3}$/)
    .nullish(),
});

/** The lead, if this request may use it: 404 unknown, 401 signed out on an owned lead, 403 someone else's. */
async function leadFor(c: BackendContext, db: Db, tenant: Tenant, leadId: string): Promise<Lead> {
  const lead = await leadService.find(db, tenant, leadId);
  if (lead.userId === null) return lead;
  const user = await callerOf(c);
  const access = leadAccess(lead.userId, user);
  if (access === 'login') throw new AppError('unauthorized', 401, AUTH_MESSAGES.unauthorized);
  if (access === 'forbidden') throw new AppError('forbidden', 403, PLANNER_MESSAGES.leadForbidden);
  return lead;
}

/**
 * POST put_itinerary: `{ package_id, index }` opens a lead from that variant (the signed-in user's,
 * else anonymous); `{ lead_id, change }` applies one change (ZItineraryChange) and re-prices.
 */
leadRoutes.post('/put_itinerary', sameSiteOnly, async (c) => {
  const body = await readPayload(c.req.raw);
  const tenant = await tenantOf(c);
  const db = await dbOf(c);
  if (body.lead_id !== undefined || body.change !== undefined) {
    const input = parseOr400(ZPutChange, body, LEAD_WORDING);
    const lead = await leadFor(c, db, tenant, input.lead_id);
    const change = () => leadService.change(db, tenant, lead, input.change);
    return c.json(await limitDiscountGuesses(c, db, tenant.id, lead.id, input.change, change));
  }
  const input = parseOr400(ZPutFromPackage, body, LEAD_WORDING);
  const user = await callerOf(c);
  return c.json(
    await leadService.create(db, tenant, {
      packageId: input.package_id,
      index: input.index,
      budget: {
        ...(input.budget_min !== undefined ? { min: input.budget_min } : {}),
        ...(input.budget_max !== undefined ? { max: input.budget_max } : {}),
      },
      userId: user?.id ?? null,
    }),
  );
});

/** GET get_itinerary?lead_id=…: the lead with the hotels each stay could swap to. */
leadRoutes.get('/get_itinerary', async (c) => {
  const input = parseOr400(ZLeadRequest, c.req.query(), LEAD_WORDING);
  const tenant = await tenantOf(c);
  const db = await dbOf(c);
  const lead = await leadFor(c, db, tenant, input.lead_id);
  return c.json(await leadService.view(db, tenant, lead));
});

/** POST check_itinerary {lead_id}: still available, at which price? */
leadRoutes.post('/check_itinerary', sameSiteOnly, async (c) => {
  const input = parseOr400(ZLeadRequest, await readPayload(c.req.raw), LEAD_WORDING);
  const tenant = await tenantOf(c);
  const db = await dbOf(c);
  const lead = await leadFor(c, db, tenant, input.lead_id);
  return c.json(await leadService.check(db, tenant, lead));
});

/** POST cancel_itinerary {lead_id}: the lead is cancelled (again: no change). */
leadRoutes.post('/cancel_itinerary', sameSiteOnly, async (c) => {
  const input = parseOr400(ZLeadRequest, await readPayload(c.req.raw), LEAD_WORDING);
  const tenant = await tenantOf(c);
  const db = await dbOf(c);
  const lead = await leadFor(c, db, tenant, input.lead_id);
  return c.json(await leadService.cancel(db, tenant, lead));
});

/** POST offline_itinerary {lead_id, note?}: an agent takes the trip over offline. */
leadRoutes.post('/offline_itinerary', sameSiteOnly, async (c) => {
  const input = parseOr400(ZOfflineRequest, await readPayload(c.req.raw), LEAD_WORDING);
  const tenant = await tenantOf(c);
  const db = await dbOf(c);
  const lead = await leadFor(c, db, tenant, input.lead_id);
  return c.json(await leadService.offline(db, tenant, lead, input.note ?? null));
});

/**
 * POST v1/calculate_price {lead_id, agency_id, partner, currency}: the lead's total in major units
 * of `currency` (the lead's own when absent), and what has been paid (nothing yet).
 */
leadRoutes.post('/v1/calculate_price', sameSiteOnly, async (c) => {
  const input = parseOr400(ZCalculatePrice, await readPayload(c.req.raw), LEAD_WORDING);
  const tenant = await tenantOf(c);
  const db = await dbOf(c);
  // Another agency's id names no lead of this site.
  if (input.agency_id != null && input.agency_id !== tenant.agencyId) {
    throw new AppError('lead_not_found', 404, PLANNER_MESSAGES.leadNotFound);
  }
  const lead = await leadFor(c, db, tenant, input.lead_id);
  return c.json(await leadService.calculatePrice(db, tenant, lead, input.currency ?? ''));
});
