import 'server-only';
import { createTranslator } from 'next-intl';
import messages from '@/messages/en-GB/AgentQueries.json';

/** The agent-query and user-search calls' user-facing texts (messages/en-GB/AgentQueries.json `server`). */
export const agentQueryText = createTranslator({
  locale: 'en-GB',
  messages: { AgentQueries: messages },
  namespace: 'AgentQueries.server',
});
