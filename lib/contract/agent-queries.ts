import { z } from 'zod';

/**
 * Agent queries and the users autocomplete (spec §7: get_agent_queries, fetch_data_for_agent_query,
 * save_agent_selections, GET api/auth/api/v1/autocomplete/users). The spec names the calls only; the
 * shapes are the project's own. An agent query is a customer's enquiry: a lead the customer asked an
 * agent about (offline_requested) or that was quoted.
 */
export const AGENT_QUERY_PATHS = {
  list: 'get_agent_queries',
  fetch: 'fetch_data_for_agent_query',
  save: 'save_agent_selections',
  users: 'api/auth/api/v1/autocomplete/users',
} as const;

/** The lead statuses that make a lead an agent query. */
export const AGENT_QUERY_STATUSES = ['offline_requested', 'quoted'] as const;

/** One user of the agency as the autocomplete answers it. */
export const ZUserSuggestion = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
});
export type TUserSuggestion = z.infer<typeof ZUserSuggestion>;

/** GET api/auth/api/v1/autocomplete/users?q= : at most 10 users of the site's agency. */
export const ZUserSuggestions = z.object({ success: z.literal(true), data: z.array(ZUserSuggestion) });

const ZPerson = z.object({
  id: z.string().nullable(),
  name: z.string().nullable(),
  email: z.string().nullable(),
});

/** One query in the list. */
export const ZAgentQuery = z.object({
  lead_id: z.string(),
  status: z.enum(AGENT_QUERY_STATUSES),
  package_id: z.string(),
  title: z.string(),
  travel_date: z.string(),
  destinations: z.array(z.string()),
  customer: ZPerson,
  /** The agent who saved its selections last, if any. */
  agent: z.object({ id: z.string(), name: z.string() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TAgentQuery = z.infer<typeof ZAgentQuery>;

/** get_agent_queries (page, status, customer_id, search): Django REST paging, newest first. */
export const ZAgentQueryList = z.object({
  count: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  results: z.array(ZAgentQuery),
});

/** What the query offers to choose from: its itinerary's hotels (one per city stay) and day items. */
export const ZAgentQueryOptions = z.object({
  hotels: z.array(
    z.object({ code: z.string(), name: z.string(), city: z.string(), nights: z.number().int() }),
  ),
  items: z.array(
    z.object({
      id: z.string(),
      day: z.number().int(),
      kind: z.string(),
      title: z.string(),
      city: z.string(),
    }),
  ),
});

/** The agent's saved choice; version 0 means nothing saved yet. */
export const ZAgentSelections = z.object({
  hotel_codes: z.array(z.string()),
  item_ids: z.array(z.string()),
  note: z.string().nullable(),
  version: z.number().int(),
  saved_by: z.string().nullable(),
  saved_at: z.string().nullable(),
});
export type TAgentSelections = z.infer<typeof ZAgentSelections>;

/** fetch_data_for_agent_query?lead_id= */
export const ZAgentQueryData = z.object({
  query: ZAgentQuery,
  options: ZAgentQueryOptions,
  quotation: z
    .object({ quotation_id: z.string(), opp_id: z.string(), accepted_at: z.string().nullable() })
    .nullable(),
  selections: ZAgentSelections,
});
export type TAgentQueryData = z.infer<typeof ZAgentQueryData>;

const ZIds = z.array(z.string().trim().min(1).max(100)).max(200);

/** POST save_agent_selections: the version the agent read (0 when nothing was saved yet). */
export const ZSaveAgentSelections = z.object({
  lead_id: z.string().trim().min(1).max(64),
  version: z.number().int().min(0).max(1_000_000),
  hotel_codes: ZIds,
  item_ids: ZIds,
  note: z
    .string()
    .trim()
    .max(2000)
    .nullish()
    .transform((v) => v || null),
});
export type TSaveAgentSelections = z.infer<typeof ZSaveAgentSelections>;
