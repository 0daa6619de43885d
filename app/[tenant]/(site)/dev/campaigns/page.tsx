import { CampaignsPanel } from '@/components/notify-engine/campaigns-panel';
import { SegmentsPanel } from '@/components/notify-engine/segments-panel';
import { TemplatesPanel } from '@/components/notify-engine/templates-panel';
import { requireSite } from '@/lib/client/require-site';

export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ tenant: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/**
 * TEMPORARY (helper N2): the engine's panels until notifications-engine?tab= (helper N1's shell)
 * renders them; removed at the merge. The server guards every call the panels make.
 */
export default async function Page({ params, searchParams }: Props) {
  await requireSite(params);
  const tab = (await searchParams).tab;
  return (
    <main className="mx-auto w-full max-w-4xl space-y-8 p-4">
      {tab === 'templates' ? <TemplatesPanel /> : tab === 'segments' ? <SegmentsPanel /> : <CampaignsPanel />}
    </main>
  );
}
