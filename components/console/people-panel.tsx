'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { PlannerStatus } from '@/components/common/planner-status';
import type { Answer } from '@/lib/client/answer';
import { type ConsolePeople, loadConsolePeople } from '@/lib/client/console-people';
import { InviteForm } from './invite-form';
import { PersonCard } from './person-card';

/**
 * The console's People (issue 32 item 4, agency admin): the site's staff with their role,
 * permissions, credit limit and invitation status, each saved or removed on its own, and a form to
 * invite someone. The server decides who may do what and records every change; this panel shows its
 * answers.
 */
export function PeoplePanel() {
  const t = useTranslations('ConsolePeople');
  const [answer, setAnswer] = useState<Answer<ConsolePeople> | undefined>(undefined);
  const [notice, setNotice] = useState<string | null>(null);

  const reload = useCallback(async () => {
    setAnswer(await loadConsolePeople());
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);

  const changed = (message: string) => {
    setNotice(message);
    void reload();
  };

  return (
    <section
      data-testid="console-people"
      aria-labelledby="console-people-heading"
      className="flex flex-col gap-4"
    >
      <header className="flex flex-col gap-1">
        <h2 id="console-people-heading" className="text-lg font-semibold text-ink">
          {t('heading')}
        </h2>
        <p className="text-sm text-slate-700">{t('intro')}</p>
      </header>
      <p role="status" className="text-sm text-green-800 empty:hidden">
        {notice}
      </p>
      {!answer ? (
        <PlannerStatus kind="loading" text={t('loading')} />
      ) : !answer.ok ? (
        <p role="alert" className="text-sm text-red-800">
          {answer.message ?? t('loadError')}
        </p>
      ) : (
        <>
          {answer.data.staff.length === 0 ? (
            <p className="text-sm text-slate-700">{t('noStaff')}</p>
          ) : (
            <ul className="flex flex-col gap-3" aria-label={t('staff')}>
              {answer.data.staff.map((person) => (
                <li key={person.id}>
                  <PersonCard person={person} people={answer.data} onChanged={changed} />
                </li>
              ))}
            </ul>
          )}
          <InviteForm people={answer.data} onInvited={changed} />
        </>
      )}
    </section>
  );
}
