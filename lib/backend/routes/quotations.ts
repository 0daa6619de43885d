import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { isAgencyStaff } from '@/lib/auth/roles';
import type { BackendContext, BackendEnv } from '@/lib/backend/http/context';
import type { Db } from '@/lib/db/open';
import { type Lead, type Tenant, type UserRow, users } from '@/lib/db/schema';
import { forTenant } from '@/lib/db/scoped';
import { siteOrigin } from '@/lib/seo/site-origin';
import { detailPath } from '@/lib/shell/planner-paths';
import { dbOf, requireCaller, tenantOf } from '../auth/request-context';
import {
  assertHasCustomerEmail,
  assertQuotationEmailAllowed,
  quotationStaffText,
  sendQuotationEmail,
} from '../booking/quotation-email';
import { AppError } from '../http/errors';
import { parseOr400, type Wording } from '../http/parse-or-400';
import { readPayload } from '../http/payload';
import { findLead } from '../planner/lead-repository';
import { canActOnQuotation, managesAllQuotations } from '../quotations/access';
import { parseQuotationQuery, QUOTATION_PAGE_SIZE } from '../quotations/list-query';
import { formatOppId } from '../quotations/opp-id';
import {
  createQuotation,
  findQuotation,
  latestQuotationOfLead,
  listQuotations,
  toApiQuotation,
} from '../quotations/repository';

/**
 * Quotations (spec §7: generate_quotation, get_quotation, quotation_details, get_opp_id and the
 * agents' list api/partner_integration/v1/quotation/). A quotation copies the lead's trip and price
 * when it is made; staff who manage quotations (lib/auth/rules managesQuotations) see all of their
 * tenant's; anyone else, an employee without 'view all quotations' included, only those they made or
 * whose lead is theirs.
 */
export const quotationRoutes = new Hono<BackendEnv>();

export const QUOTATION_MESSAGES = {
  login: 'Please login to continue',
  badRequest: 'Please check the highlighted fields',
  leadNotFound: 'We could not find this itinerary.',
  leadCancelled: 'This itinerary has been cancelled.',
  notFound: 'We could not find this quotation.',
} as const;

const REQUIRED = 'This field is required.';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v || null);

const ZGenerateQuotation = z.object({
  lead_id: z.string({ error: REQUIRED }).trim().min(1, REQUIRED),
  customer_name: optionalText(200),
  customer_email: optionalText(254).refine((v) => v === null || z.email().safeParse(v).success, {
    message: 'Enter a valid e-mail address.',
  }),
  customer_mobile: optionalText(30).refine((v) => v === null || /^\+?[0-9 ()-]{5,30}$/.test(v), {
    message: 'Enter a valid mobile number.',
  }),
});

/** A missing field reads as required; anything else as the schema says. */
const QUOTATION_WORDING: Wording = {
  message: QUOTATION_MESSAGES.badRequest,
  text: (issue) => (issue.code === 'invalid_type' ? REQUIRED : issue.message),
};

const fullName = (u: Pick<UserRow, 'firstName' | 'lastName'>) =>
  `${u.firstName} ${u.lastName}`.trim() || null;
const mobileOf = (u: Pick<UserRow, 'dialCode' | 'mobileNumber'>) =>
  u.mobileNumber ? [u.dialCode, u.mobileNumber].filter(Boolean).join(' ') : null;

/** The customer a quotation is for: what the agent typed, else the lead's traveller, else the caller when a traveller. */
async function customerOf(
  db: Db,
  tenant: Tenant,
  lead: Lead,
  user: UserRow,
  given: { name: string | null; email: string | null; mobile: string | null },
) {
  let who: UserRow | null = null;
  if (lead.userId && lead.userId !== user.id) {
    const [owner] = await forTenant(db, tenant.id).select(users, eq(users.id, lead.userId));
    who = owner ?? null;
  } else if (!isAgencyStaff(user.role)) who = user;
  return {
    name: given.name ?? (who ? fullName(who) : null),
    email: given.email ?? who?.email ?? null,
    mobile: given.mobile ?? (who ? mobileOf(who) : null),
  };
}

/** The package's detail page on the tenant's own site, with the lead so the changes show. */
const tripUrlOf = (tenant: Tenant, lead: Lead) =>
  `${siteOrigin(tenant.key, process.env)}${detailPath(lead.packageId, lead.variantIndex, lead.id)}`;

quotationRoutes.post('/generate_quotation', async (c) => {
  const tenant = await tenantOf(c);
  const user = await requireCaller(c, QUOTATION_MESSAGES.login);
  const db = await dbOf(c);
  const input = parseOr400(ZGenerateQuotation, await readPayload(c.req.raw), QUOTATION_WORDING);
  const lead = await findLead(db, tenant.id, input.lead_id);
  // Another traveller's lead reads as unknown: its id tells a stranger nothing.
  if (!lead || (lead.userId !== null && lead.userId !== user.id && !isAgencyStaff(user.role)))
    throw new AppError('lead_not_found', 404, QUOTATION_MESSAGES.leadNotFound);
  if (lead.status === 'cancelled')
    throw new AppError('lead_cancelled', 400, QUOTATION_MESSAGES.leadCancelled);
  const customer = await customerOf(db, tenant, lead, user, {
    name: input.customer_name,
    email: input.customer_email,
    mobile: input.customer_mobile,
  });
  const row = await createQuotation(db, tenant, {
    lead,
    createdBy: user.id,
    customer,
    tripUrl: tripUrlOf(tenant, lead),
  });
  return c.json(toApiQuotation(row, tenant.agencyId));
});

/** The quotation by id, or the lead's latest, if this user may see it; else 404. */
async function visibleQuotation(
  c: BackendContext,
  by: { id?: string | undefined; leadId?: string | undefined },
) {
  const tenant = await tenantOf(c);
  const user = await requireCaller(c, QUOTATION_MESSAGES.login);
  const db = await dbOf(c);
  const id = by.id?.trim();
  const leadId = by.leadId?.trim();
  if (!id && !leadId) {
    throw new AppError('invalid_request', 400, QUOTATION_MESSAGES.badRequest, {
      [by.id !== undefined ? 'id' : 'lead_id']: [REQUIRED],
    });
  }
  const row = id
    ? await findQuotation(db, tenant.id, id)
    : await latestQuotationOfLead(db, tenant.id, leadId ?? '');
  if (!row) throw new AppError('quotation_not_found', 404, QUOTATION_MESSAGES.notFound);
  // The lead (for its owner) is read only when the caller neither manages quotations nor made it.
  const visible =
    canActOnQuotation(row, null, user) ||
    canActOnQuotation(row, (await findLead(db, tenant.id, row.leadId))?.userId ?? null, user);
  if (!visible) throw new AppError('quotation_not_found', 404, QUOTATION_MESSAGES.notFound);
  return { row, tenant };
}

quotationRoutes.get('/get_quotation', async (c) => {
  const { row, tenant } = await visibleQuotation(c, {
    id: c.req.query('id') ?? c.req.query('quotation_id'),
    leadId: c.req.query('lead_id'),
  });
  return c.json(toApiQuotation(row, tenant.agencyId));
});

quotationRoutes.get('/quotation_details', async (c) => {
  const { row, tenant } = await visibleQuotation(c, { leadId: c.req.query('lead_id') ?? '' });
  return c.json(toApiQuotation(row, tenant.agencyId));
});

quotationRoutes.get('/get_opp_id', async (c) => {
  const { row, tenant } = await visibleQuotation(c, { leadId: c.req.query('lead_id') ?? '' });
  return c.json({ opp_id: formatOppId(tenant.agencyId, row.oppNumber) });
});

quotationRoutes.get('/api/partner_integration/v1/quotation/', async (c) => {
  const tenant = await tenantOf(c);
  const user = await requireCaller(c, QUOTATION_MESSAGES.login);
  const db = await dbOf(c);
  const parsed = parseQuotationQuery(c.req.query());
  if (!parsed.ok) throw new AppError('invalid_request', 400, QUOTATION_MESSAGES.badRequest, parsed.errors);
  // The agency's whole list is for the staff who manage quotations; anyone else (a traveller, an
  // employee without 'view all quotations') lists only the quotations they made or whose lead is theirs.
  const { count, rows } = await listQuotations(
    db,
    tenant,
    parsed.query,
    managesAllQuotations(user) ? null : user.id,
  );
  return c.json({
    count,
    page: parsed.query.page,
    page_size: QUOTATION_PAGE_SIZE,
    results: rows.map((r) => toApiQuotation(r, tenant.agencyId)),
  });
});

const ZQuotationId = z.object({
  quotation_id: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(64),
});

/**
 * send_quotation_email/ (issue 29 item 2; the spec names no call for it, so in the style of
 * send_book_email/): the agency re-sends a quotation, its PDF attached, to the customer it names.
 * Staff who manage quotations only (403 for anyone else, before the quotation is looked up);
 * another tenant's or an unknown id is 404; 3 an hour per quotation.
 */
quotationRoutes.post('/send_quotation_email/', async (c) => {
  const tenant = await tenantOf(c);
  const user = await requireCaller(c, QUOTATION_MESSAGES.login);
  if (!managesAllQuotations(user)) throw new AppError('forbidden', 403, quotationStaffText('staffOnly'));
  const db = await dbOf(c);
  const { quotation_id } = parseOr400(ZQuotationId, await readPayload(c.req.raw), QUOTATION_WORDING);
  const row = await findQuotation(db, tenant.id, quotation_id);
  if (!row) throw new AppError('quotation_not_found', 404, QUOTATION_MESSAGES.notFound);
  assertHasCustomerEmail(row);
  await assertQuotationEmailAllowed(c, tenant, row.id);
  await sendQuotationEmail(db, tenant, row);
  return c.json({ success: true, message: quotationStaffText('sent') });
});
