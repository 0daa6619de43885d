import {
  AGENT_QUERY_PATHS,
  type TAgentQueryData,
  type TAgentSelections,
  type TSaveAgentSelections,
  type TUserSuggestion,
  ZAgentQueryData,
  ZAgentQueryList,
  ZAgentSelections,
  ZUserSuggestions,
} from '@/lib/contract/agent-queries';
import { type Answer, answerOf } from './answer';
import { callApi } from './browser-api';

/** The agent-query calls and the users autocomplete of the staff Queries page (spec §7), same-origin through /api/. */

const reader =
  <T>(schema: { safeParse: (v: unknown) => { success: boolean; data?: T } }) =>
  (body: unknown): T | null => {
    const parsed = schema.safeParse(body);
    return parsed.success ? (parsed.data ?? null) : null;
  };

export type AgentQueryPage = ReturnType<typeof ZAgentQueryList.parse>;

export const listAgentQueries = async (query: Record<string, string>): Promise<Answer<AgentQueryPage>> =>
  answerOf(await callApi(AGENT_QUERY_PATHS.list, { query }), reader(ZAgentQueryList));

export const fetchAgentQuery = async (leadId: string): Promise<Answer<TAgentQueryData>> =>
  answerOf(await callApi(AGENT_QUERY_PATHS.fetch, { query: { lead_id: leadId } }), reader(ZAgentQueryData));

export const saveAgentSelections = async (body: TSaveAgentSelections): Promise<Answer<TAgentSelections>> =>
  answerOf(await callApi(AGENT_QUERY_PATHS.save, { method: 'POST', body }), (b) =>
    reader(ZAgentSelections)((b as { data?: unknown } | null)?.data),
  );

export const searchAgencyUsers = async (
  q: string,
  signal?: AbortSignal,
): Promise<Answer<TUserSuggestion[]>> =>
  answerOf(
    await callApi(AGENT_QUERY_PATHS.users, { query: { q }, ...(signal ? { signal } : {}) }),
    (b) => reader(ZUserSuggestions)(b)?.data ?? null,
  );
