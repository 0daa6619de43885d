'use client';

import { useTranslations } from 'next-intl';
import type { Answer } from '@/lib/client/answer';

/** Loading, refused (401/403/404) or failed: the panel's one line instead of its content; null when answered. */
export function PanelState({ answer }: { answer: Answer<unknown> | undefined }) {
  const t = useTranslations('NotifyCampaigns');
  if (!answer) return <p aria-live="polite">{t('loading')}</p>;
  if (answer.ok) return null;
  return (
    <p role="alert" className="text-red-700">
      {[401, 403, 404].includes(answer.status) ? t('denied') : (answer.message ?? t('failed'))}
    </p>
  );
}
