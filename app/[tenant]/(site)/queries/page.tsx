import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AgentQueries } from '@/components/agent-queries/agent-queries';
import { requireSite } from '@/lib/client/require-site';

// Per signed-in staff member: a shell around a client leaf that asks get_agent_queries.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ tenant: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('AgentQueries');
  return { title: t('title'), robots: { index: false } };
}

/** queries (issue 29 item 4, login, agency staff): customers' enquiries, opened and answered with selections. */
export default async function Page({ params }: Props) {
  await requireSite(params);
  return <AgentQueries />;
}
