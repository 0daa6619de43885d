import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { timestamps } from './columns';
import { leads } from './leads';
import { tenantId } from './tenant-owned';

/**
 * What an agent chose for a customer's enquiry (spec §7 save_agent_selections; issue 29 item 4): an
 * agent query is a lead the customer asked an agent about or that was quoted, and these are the
 * hotels and day items of its itinerary the agent picked, with a note. One row per lead; `agent_id`
 * is whoever saved last (the query is then theirs). `version` is bumped by every save, and a save
 * names the version it was made from, so two agents saving at once cannot overwrite each other.
 */
export const agentSelections = pgTable(
  'agent_selections',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    tenantId: tenantId(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    agentId: uuid('agent_id').references(() => users.id, { onDelete: 'set null' }),
    /** Codes of the chosen hotels (a city stay's hotel.code). */
    hotelCodes: jsonb('hotel_codes').$type<string[]>().notNull(),
    /** Ids of the chosen day items (days[].items[].id). */
    itemIds: jsonb('item_ids').$type<string[]>().notNull(),
    note: text('note'),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('agent_selections_tenant_lead_uq').on(t.tenantId, t.leadId),
    index('agent_selections_tenant_agent_idx').on(t.tenantId, t.agentId),
  ],
);

/** The audit trail of agent queries: who saved which selections when, and what changed. Tenant-owned. */
export const agentQueryEvents = pgTable(
  'agent_query_events',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    tenantId: tenantId(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    changes: jsonb('changes').$type<Record<string, unknown>>(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('agent_query_events_lead_idx').on(t.tenantId, t.leadId, t.at)],
);

export type AgentSelection = typeof agentSelections.$inferSelect;
