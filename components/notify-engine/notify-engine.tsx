'use client';

import { useTranslations } from 'next-intl';
import { useAuth } from '@/components/auth/auth-context';
import { useSignedIn } from '@/components/booking/use-signed-in';
import { PlannerStatus } from '@/components/common/planner-status';
import { managesNotifications } from '@/lib/auth/rules';
import { CampaignsPanel } from './campaigns-panel';
import { CustomersPanel } from './customers-panel';
import { type EngineTab, EngineTabs } from './engine-tabs';
import { SegmentsPanel } from './segments-panel';
import { TemplatesPanel } from './templates-panel';

/**
 * notifications-engine (spec §2: login; Agency Employee or Agency Admin only, with the
 * notification_engine feature): the section links and the chosen section. Anyone the rule
 * (lib/auth/rules `managesNotifications`, the same the server's guard asks) leaves out sees a
 * notice and no list; the server refuses them every call anyway.
 */
export function NotifyEngine({ tab }: { tab: EngineTab }) {
  const t = useTranslations('NotifyEngine');
  const auth = useAuth();
  const { gate } = useSignedIn();
  const state = auth?.state;
  const user = state?.loggedIn ? state.user : null;

  if (gate) return gate;
  if (!user || !managesNotifications(user, auth?.config.notificationEngineEnabled === true))
    return <PlannerStatus kind="error" text={t('staffOnly')} />;
  return (
    <section className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 py-6 lg:px-6 lg:py-10">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-ink lg:text-3xl">{t('heading')}</h1>
        <p className="text-sm text-slate-700">{t('intro')}</p>
      </header>
      <EngineTabs current={tab} />
      <EnginePanel tab={tab} />
    </section>
  );
}

/** The chosen section's panel. */
function EnginePanel({ tab }: { tab: EngineTab }) {
  switch (tab) {
    case 'customers':
      return <CustomersPanel />;
    case 'segments':
      return <SegmentsPanel />;
    case 'templates':
      return <TemplatesPanel />;
    default:
      return <CampaignsPanel />;
  }
}
