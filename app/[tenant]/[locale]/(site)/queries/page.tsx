import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AgentQueries } from '@/components/agent-queries/agent-queries';
import { routeLocale } from '@/i18n/route-locale';
import { requireSite } from '@/lib/client/require-site';

// Per signed-in staff member: a shell around a client leaf that asks get_agent_queries.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ tenant: string }> };

export async function generateMetadata({ params }: { params: Promise<object> }): Promise<Metadata> {
  await routeLocale(params);
  const t = await getTranslations('AgentQueries');
  return { title: t('title'), robots: { index: false } };
}

/** queries (issue 29 item 4, login, agency staff): customers' enquiries, opened and answered with selections. */
export default async function Page({ params }: Props) {
  await routeLocale(params);
  await requireSite(params);
  return <AgentQueries />;
}
