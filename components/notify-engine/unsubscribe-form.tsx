'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import { unsubscribe, unsubscribeStatus } from '@/lib/client/notify-campaigns';
import { buttonClass, useAnswer } from './use-answer';

/** The page a campaign mail's unsubscribe link opens: whose address, and one button that unsubscribes it. */
export function UnsubscribeForm({ token }: { token: string }) {
  const t = useTranslations('NotifyCampaigns');
  const [answer] = useAnswer(useCallback(() => unsubscribeStatus(token), [token]));
  const [done, setDone] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  if (!answer) return <p aria-live="polite">{t('loading')}</p>;
  if (!answer.ok) return <p role="alert">{t('unsubscribe.invalid')}</p>;
  const email = answer.data.email ?? '';
  if (done !== null) return <p role="status">{t('unsubscribe.done', { email: done })}</p>;
  if (!answer.data.subscribed) return <p role="status">{t('unsubscribe.already', { email })}</p>;
  return (
    <div className="flex flex-col gap-4">
      <p>{t('unsubscribe.question', { email })}</p>
      <button
        type="button"
        className={buttonClass}
        onClick={async () => {
          const r = await unsubscribe(token);
          if (r.ok) setDone(r.data.email ?? email);
          else setFailed(true);
        }}
      >
        {t('unsubscribe.confirm')}
      </button>
      {failed && <p role="alert">{t('failed')}</p>}
    </div>
  );
}
