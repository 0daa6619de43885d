'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { type Answer, fieldErrorsOf } from '@/lib/client/answer';
import {
  type ConsoleInvited,
  type ConsolePeople,
  type InviteInput,
  inviteConsolePerson,
} from '@/lib/client/console-people';
import { FieldProblem, PermissionBoxes } from './people-fields';
import { labelOf, ROLE_KEYS } from './people-labels';

const INPUT = 'min-h-11 w-full rounded-lg border border-slate-300 px-3 text-ink';
const TEXT_FIELDS = [
  { field: 'email', type: 'email', autoComplete: 'off' },
  { field: 'first_name', type: 'text', autoComplete: 'off' },
  { field: 'last_name', type: 'text', autoComplete: 'off' },
] as const;
const LABELS = { email: 'email', first_name: 'firstName', last_name: 'lastName' } as const;

/** Invites someone as staff: the server creates them (invitation pending) and e-mails the invitation. */
export function InviteForm({
  people,
  onInvited,
}: {
  people: ConsolePeople;
  onInvited: (message: string) => void;
}) {
  const t = useTranslations('ConsolePeople');
  const blank = (): InviteInput => ({
    email: '',
    first_name: '',
    last_name: '',
    role: people.roles[0] ?? '',
    permissions: [],
  });
  const [draft, setDraft] = useState<InviteInput>(blank);
  const [result, setResult] = useState<Answer<ConsoleInvited> | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const problems = fieldErrorsOf(result);
  // An e-mail already on the site (409) is the e-mail field's problem.
  if (result && !result.ok && result.status === 409 && result.message) problems.email = result.message;

  const send = async () => {
    setBusy(true);
    const answer = await inviteConsolePerson(draft);
    setBusy(false);
    setResult(answer);
    if (!answer.ok) return;
    setDraft(blank());
    const email = answer.data.person.email;
    onInvited(answer.data.invitation_sent ? t('invited', { email }) : t('invitedNotSent', { email }));
  };

  return (
    <form
      aria-labelledby="console-invite"
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4"
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <h3 id="console-invite" className="font-semibold text-ink">
        {t('invite')}
      </h3>
      {TEXT_FIELDS.map(({ field, type, autoComplete }) => {
        const id = `invite-${field}`;
        const problem = problems[field];
        return (
          <div key={field} className="flex flex-col gap-1">
            <label htmlFor={id} className="text-sm font-medium text-ink">
              {t(LABELS[field])}
            </label>
            <input
              id={id}
              type={type}
              required
              autoComplete={autoComplete}
              dir={field === 'email' ? 'ltr' : undefined}
              value={draft[field]}
              disabled={busy}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${id}-problem` : undefined}
              onChange={(e) => setDraft((d) => ({ ...d, [field]: e.target.value }))}
              className={INPUT}
            />
            <FieldProblem id={`${id}-problem`} text={problem} />
          </div>
        );
      })}
      <div className="flex flex-col gap-1">
        <label htmlFor="invite-role" className="text-sm font-medium text-ink">
          {t('role')}
        </label>
        <select
          id="invite-role"
          value={draft.role}
          disabled={busy}
          aria-invalid={problems.role ? true : undefined}
          aria-describedby={problems.role ? 'invite-role-problem' : undefined}
          onChange={(e) => setDraft((d) => ({ ...d, role: e.target.value }))}
          className={INPUT}
        >
          {people.roles.map((r) => (
            <option key={r} value={r}>
              {labelOf(ROLE_KEYS, 'roles', r, t)}
            </option>
          ))}
        </select>
        <FieldProblem id="invite-role-problem" text={problems.role} />
      </div>
      <PermissionBoxes
        idPrefix="invite-permission"
        offered={people.permissions}
        held={draft.permissions}
        disabled={busy}
        onChange={(permissions) => setDraft((d) => ({ ...d, permissions }))}
        problem={problems.permissions ?? problems['permissions.0']}
      />
      {result && !result.ok && (
        <p role="alert" className="text-sm text-red-800">
          {result.status === 400 ? t('notInvited') : (result.message ?? t('inviteError'))}
        </p>
      )}
      <div>
        <button
          type="submit"
          disabled={busy}
          className="inline-flex min-h-11 items-center rounded-lg bg-brand px-5 font-semibold text-white disabled:opacity-60"
        >
          {busy ? t('sending') : t('send')}
        </button>
      </div>
    </form>
  );
}
