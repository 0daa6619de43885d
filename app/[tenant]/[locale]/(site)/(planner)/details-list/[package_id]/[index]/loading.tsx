import { getTranslations } from 'next-intl/server';
import { PlannerMessage } from '@/components/planner/package-list-view';

/** Shown while the planner builds the trips (streamed before the page). */
export default async function Loading() {
  const t = await getTranslations('Planner');
  return <PlannerMessage kind="loading" text={t('loading')} />;
}
