import 'server-only';
import { and, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { agentQueryScope } from '@/lib/auth/rules';
import {
  AGENT_QUERY_STATUSES,
  type TAgentQuery,
  type TAgentQueryData,
  type TAgentSelections,
} from '@/lib/contract/agent-queries';
import type { Db } from '@/lib/db/open';
import {
  type AgentSelection,
  agentSelections,
  type Lead,
  leads,
  type Quotation,
  quotations,
  type Tenant,
  type UserRow,
  users,
} from '@/lib/db/schema';
import { isUuid } from '@/lib/db/uuid';
import { AppError } from '../http/errors';
import { formatOppId } from '../quotations/opp-id';
import { optionsOf } from './options';
import { agentQueryText } from './text';

/** Queries a page of get_agent_queries holds. */
export const AGENT_QUERY_PAGE_SIZE = 20;

export interface AgentQueryFilter {
  page: number;
  status: (typeof AGENT_QUERY_STATUSES)[number] | null;
  customerId: string | null;
}

type Staff = Pick<UserRow, 'id' | 'role' | 'permissions'>;

/** Which queries this user works on (lib/auth/rules agentQueryScope); anyone else is refused (403). */
export function scopeOf(user: Staff): 'all' | 'own' {
  const scope = agentQueryScope({ role: user.role, permission: user.permissions });
  if (!scope) throw new AppError('forbidden', 403, agentQueryText('staffOnly'));
  return scope;
}

/** The leads that are agent queries of the tenant, and for the 'own' scope only those the user quoted or saved selections on. */
function queryConditions(db: Db, tenantId: string, scope: 'all' | 'own', userId: string): SQL[] {
  const conditions: SQL[] = [eq(leads.tenantId, tenantId), inArray(leads.status, [...AGENT_QUERY_STATUSES])];
  if (scope === 'own') {
    const quoted = db
      .select({ id: quotations.leadId })
      .from(quotations)
      .where(and(eq(quotations.tenantId, tenantId), eq(quotations.createdBy, userId)));
    const worked = db
      .select({ id: agentSelections.leadId })
      .from(agentSelections)
      .where(and(eq(agentSelections.tenantId, tenantId), eq(agentSelections.agentId, userId)));
    const mine = or(inArray(leads.id, quoted), inArray(leads.id, worked));
    if (mine) conditions.push(mine);
  }
  return conditions;
}

/** A customer's queries: their own leads, and leads quoted to their e-mail address. */
function customerCondition(db: Db, tenantId: string, customerId: string): SQL {
  const email = db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, customerId)));
  const quotedTo = db
    .select({ id: quotations.leadId })
    .from(quotations)
    .where(and(eq(quotations.tenantId, tenantId), sql`lower(${quotations.customerEmail}) in (${email})`));
  return or(eq(leads.userId, customerId), inArray(leads.id, quotedTo)) ?? sql`false`;
}

interface Related {
  owners: Map<string, Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'email' | 'role'>>;
  latest: Map<string, Quotation>;
  selections: Map<string, AgentSelection>;
  agents: Map<string, string>;
}

const nameOf = (u: { firstName: string; lastName: string; email: string }) =>
  `${u.firstName} ${u.lastName}`.trim() || u.email;

/** The owners, latest quotations, selections and agents of some leads, in four reads. */
async function relatedOf(db: Db, tenantId: string, rows: Lead[]): Promise<Related> {
  const ids = rows.map((r) => r.id);
  const ownerIds = [...new Set(rows.map((r) => r.userId).filter((v): v is string => v !== null))];
  const related: Related = { owners: new Map(), latest: new Map(), selections: new Map(), agents: new Map() };
  if (ids.length === 0) return related;
  const person = {
    id: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    email: users.email,
    role: users.role,
  };
  if (ownerIds.length) {
    const owners = await db
      .select(person)
      .from(users)
      .where(and(eq(users.tenantId, tenantId), inArray(users.id, ownerIds)));
    for (const o of owners) related.owners.set(o.id, o);
  }
  const quoted = await db
    .select()
    .from(quotations)
    .where(and(eq(quotations.tenantId, tenantId), inArray(quotations.leadId, ids)))
    .orderBy(desc(quotations.createdAt), desc(quotations.oppNumber));
  for (const q of quoted) if (!related.latest.has(q.leadId)) related.latest.set(q.leadId, q);
  const chosen = await db
    .select()
    .from(agentSelections)
    .where(and(eq(agentSelections.tenantId, tenantId), inArray(agentSelections.leadId, ids)));
  for (const s of chosen) related.selections.set(s.leadId, s);
  const agentIds = [...new Set(chosen.map((s) => s.agentId).filter((v): v is string => v !== null))];
  if (agentIds.length) {
    const agents = await db
      .select(person)
      .from(users)
      .where(and(eq(users.tenantId, tenantId), inArray(users.id, agentIds)));
    for (const a of agents) related.agents.set(a.id, nameOf(a));
  }
  return related;
}

/** One query as the list shows it: the customer is the lead's traveller, else the latest quotation's. */
function toApiQuery(lead: Lead, related: Related): TAgentQuery {
  const owner = lead.userId ? related.owners.get(lead.userId) : undefined;
  const quote = related.latest.get(lead.id);
  const traveller = owner && owner.role === 'Consumer' ? owner : undefined;
  const selection = related.selections.get(lead.id);
  const agentName = selection?.agentId ? related.agents.get(selection.agentId) : undefined;
  return {
    lead_id: lead.id,
    status: lead.status as TAgentQuery['status'],
    package_id: lead.packageId,
    title: lead.variant.title,
    travel_date: lead.variant.start_date,
    destinations: lead.search.destinations,
    customer: traveller
      ? { id: traveller.id, name: nameOf(traveller), email: traveller.email }
      : { id: null, name: quote?.customerName ?? null, email: quote?.customerEmail ?? null },
    agent: selection?.agentId && agentName ? { id: selection.agentId, name: agentName } : null,
    created_at: lead.createdAt.toISOString(),
    updated_at: lead.updatedAt.toISOString(),
  };
}

/** One page of the queries this user works on, newest first. */
export async function listAgentQueries(
  db: Db,
  tenant: Tenant,
  user: Staff,
  filter: AgentQueryFilter,
): Promise<{ count: number; results: TAgentQuery[] }> {
  const conditions = queryConditions(db, tenant.id, scopeOf(user), user.id);
  if (filter.status) conditions.push(eq(leads.status, filter.status));
  if (filter.customerId) conditions.push(customerCondition(db, tenant.id, filter.customerId));
  const where = and(...conditions);
  const [total] = await db.select({ n: count() }).from(leads).where(where);
  const rows = await db
    .select()
    .from(leads)
    .where(where)
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(AGENT_QUERY_PAGE_SIZE)
    .offset((filter.page - 1) * AGENT_QUERY_PAGE_SIZE);
  const related = await relatedOf(db, tenant.id, rows);
  return { count: Number(total?.n ?? 0), results: rows.map((r) => toApiQuery(r, related)) };
}

const notFound = () => new AppError('query_not_found', 404, agentQueryText('notFound'));

/**
 * The lead of one query this user works on: an unknown id, another tenant's, a lead that is not a
 * query (a draft, a cancelled one) and, for the 'own' scope, a colleague's query all read as 404.
 */
export async function findAgentQuery(db: Db, tenant: Tenant, user: Staff, leadId: string): Promise<Lead> {
  const scope = scopeOf(user);
  if (!isUuid(leadId)) throw notFound();
  const conditions = queryConditions(db, tenant.id, scope, user.id);
  const [lead] = await db
    .select()
    .from(leads)
    .where(and(...conditions, eq(leads.id, leadId.toLowerCase())));
  if (!lead) throw notFound();
  return lead;
}

/** The saved selections as the calls answer them (version 0: nothing saved yet). */
export function toApiSelections(row: AgentSelection | undefined, savedBy: string | null): TAgentSelections {
  return {
    hotel_codes: row?.hotelCodes ?? [],
    item_ids: row?.itemIds ?? [],
    note: row?.note ?? null,
    version: row?.version ?? 0,
    saved_by: row ? savedBy : null,
    saved_at: row?.updatedAt.toISOString() ?? null,
  };
}

/** fetch_data_for_agent_query: the query, what it offers, its latest quotation and the saved selections. */
export async function agentQueryData(db: Db, tenant: Tenant, lead: Lead): Promise<TAgentQueryData> {
  const related = await relatedOf(db, tenant.id, [lead]);
  const quote = related.latest.get(lead.id);
  const selection = related.selections.get(lead.id);
  return {
    query: toApiQuery(lead, related),
    options: optionsOf(lead.variant),
    quotation: quote
      ? {
          quotation_id: quote.id,
          opp_id: formatOppId(tenant.agencyId, quote.oppNumber),
          accepted_at: quote.acceptedAt?.toISOString() ?? null,
        }
      : null,
    selections: toApiSelections(
      selection,
      selection?.agentId ? (related.agents.get(selection.agentId) ?? null) : null,
    ),
  };
}
