import { Hono } from 'hono';
import { z } from 'zod';
import type { BackendContext, BackendEnv } from '@/lib/backend/http/context';
import { AGENT_QUERY_STATUSES, ZSaveAgentSelections } from '@/lib/contract/agent-queries';
import { zOptionalWholeNumber } from '@/lib/contract/whole-number';
import { isUuid } from '@/lib/db/uuid';
import {
  AGENT_QUERY_PAGE_SIZE,
  agentQueryData,
  findAgentQuery,
  listAgentQueries,
  scopeOf,
} from '../agent-queries/repository';
import { saveAgentSelections } from '../agent-queries/save-selections';
import { agentQueryText } from '../agent-queries/text';
import { dbOf, requireCaller, tenantOf } from '../auth/request-context';
import { parseOr400, type Wording } from '../http/parse-or-400';
import { readPayload } from '../http/payload';

/**
 * Agent queries (spec §7: get_agent_queries, fetch_data_for_agent_query, save_agent_selections; the
 * spec gives the names only, see docs/api.md). A query is a customer's enquiry: a lead they asked an
 * agent about, or that was quoted. Staff who manage quotations work on all of the agency's; an
 * employee holding 'view all bookings' on the ones they quoted or saved selections on
 * (lib/auth/rules `agentQueryScope`); anyone else is refused (401 signed out, 403), and a query the
 * caller may not work on reads as unknown (404).
 */
export const agentQueryRoutes = new Hono<BackendEnv>();

const REQUIRED = 'This field is required.';
const WORDING: Wording = { message: agentQueryText('badRequest') };

const ZListQuery = z.object({
  page: zOptionalWholeNumber('page', 1, 100_000),
  status: z.enum(AGENT_QUERY_STATUSES).optional(),
  customer_id: z.string().trim().refine(isUuid, { message: 'This value is not valid.' }).optional(),
});

const ZLeadId = z.object({ lead_id: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(64) });

/** The signed-in caller with their scope checked (401, then 403), the tenant and the database. */
async function agentOf(c: BackendContext) {
  const tenant = await tenantOf(c);
  const user = await requireCaller(c, agentQueryText('login'));
  scopeOf(user);
  return { tenant, user, db: await dbOf(c) };
}

agentQueryRoutes.get('/get_agent_queries', async (c) => {
  const { tenant, user, db } = await agentOf(c);
  const query = parseOr400(ZListQuery, c.req.query(), WORDING);
  const page = query.page ?? 1;
  const { count, results } = await listAgentQueries(db, tenant, user, {
    page,
    status: query.status ?? null,
    customerId: query.customer_id?.toLowerCase() ?? null,
  });
  return c.json({ count, page, page_size: AGENT_QUERY_PAGE_SIZE, results });
});

agentQueryRoutes.get('/fetch_data_for_agent_query', async (c) => {
  const { tenant, user, db } = await agentOf(c);
  const { lead_id } = parseOr400(ZLeadId, c.req.query(), WORDING);
  const lead = await findAgentQuery(db, tenant, user, lead_id);
  return c.json(await agentQueryData(db, tenant, lead));
});

agentQueryRoutes.post('/save_agent_selections', async (c) => {
  const { tenant, user, db } = await agentOf(c);
  const input = parseOr400(ZSaveAgentSelections, await readPayload(c.req.raw), WORDING);
  const lead = await findAgentQuery(db, tenant, user, input.lead_id);
  const data = await saveAgentSelections(db, lead, user, input);
  return c.json({ success: true, data });
});
