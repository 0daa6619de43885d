'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { type Answer, fieldErrorsOf } from '@/lib/client/answer';
import {
  type ConsolePeople,
  type ConsolePerson,
  changeConsolePerson,
  removeConsolePerson,
} from '@/lib/client/console-people';
import { FieldProblem, PermissionBoxes } from './people-fields';
import { creditFromFields, labelOf, ROLE_KEYS } from './people-labels';

const INPUT = 'min-h-11 w-full rounded-lg border border-slate-300 px-3 text-ink disabled:bg-slate-100';

/** One staff member: role, permissions and credit limit saved together; access removed after a confirmation. */
export function PersonCard({
  person,
  people,
  onChanged,
}: {
  person: ConsolePerson;
  people: ConsolePeople;
  onChanged: (message: string) => void;
}) {
  const t = useTranslations('ConsolePeople');
  const format = useFormatter();
  const self = person.id === people.you;
  const name = `${person.first_name} ${person.last_name}`.trim() || person.email;
  const [role, setRole] = useState(person.role);
  const [permissions, setPermissions] = useState(person.permissions);
  const [amount, setAmount] = useState(person.credit_limit ? String(person.credit_limit.amount) : '');
  const [currency, setCurrency] = useState(person.credit_limit?.currency ?? '');
  const [result, setResult] = useState<Answer<ConsolePerson> | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // A reload after any change starts the fields again from what the server holds.
  useEffect(() => {
    setRole(person.role);
    setPermissions(person.permissions);
    setAmount(person.credit_limit ? String(person.credit_limit.amount) : '');
    setCurrency(person.credit_limit?.currency ?? '');
  }, [person]);

  const problems = fieldErrorsOf(result);
  const id = (field: string) => `person-${person.id}-${field}`;
  const roles = people.roles.includes(person.role) ? people.roles : [person.role, ...people.roles];

  const act = async (call: () => Promise<Answer<ConsolePerson>>, done: string) => {
    setBusy(true);
    const answer = await call();
    setBusy(false);
    setResult(answer);
    if (answer.ok) onChanged(done);
  };
  const save = () =>
    act(
      () =>
        changeConsolePerson(person.id, {
          ...(self ? {} : { role }),
          permissions,
          credit_limit: creditFromFields(amount, currency),
        }),
      t('saved', { name }),
    );

  return (
    <form
      aria-labelledby={id('name')}
      data-testid="console-person"
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between">
        <h3 id={id('name')} className="break-words font-semibold text-ink">
          {name}
          {self && <span className="ms-2 text-sm font-normal text-slate-700">({t('you')})</span>}
        </h3>
        <p className="text-sm text-slate-700">{t('status', { status: person.invitation })}</p>
      </div>
      <p className="break-all text-sm text-slate-700" dir="ltr">
        {person.email}
      </p>

      <div className="flex flex-col gap-1">
        <label htmlFor={id('role')} className="text-sm font-medium text-ink">
          {t('role')}
        </label>
        <select
          id={id('role')}
          value={role}
          disabled={self || busy}
          aria-describedby={self ? id('self') : undefined}
          aria-invalid={problems.role ? true : undefined}
          onChange={(e) => setRole(e.target.value)}
          className={INPUT}
        >
          {roles.map((r) => (
            <option key={r} value={r}>
              {labelOf(ROLE_KEYS, 'roles', r, t)}
            </option>
          ))}
        </select>
        <FieldProblem id={id('role-problem')} text={problems.role} />
      </div>

      <PermissionBoxes
        idPrefix={id('permission')}
        offered={people.permissions}
        held={permissions}
        disabled={busy}
        onChange={setPermissions}
        problem={problems.permissions ?? problems['permissions.0']}
      />

      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium text-ink">{t('creditLimit')}</legend>
        <div className="grid grid-cols-[1fr_6rem] gap-2">
          <div className="flex flex-col gap-1">
            <label htmlFor={id('amount')} className="text-xs text-slate-700">
              {t('creditAmount')}
            </label>
            <input
              id={id('amount')}
              inputMode="decimal"
              dir="ltr"
              value={amount}
              disabled={busy}
              aria-describedby={problems['credit_limit.amount'] ? id('amount-problem') : id('credit-hint')}
              aria-invalid={problems['credit_limit.amount'] ? true : undefined}
              onChange={(e) => setAmount(e.target.value)}
              className={INPUT}
            />
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={id('currency')} className="text-xs text-slate-700">
              {t('creditCurrency')}
            </label>
            <input
              id={id('currency')}
              dir="ltr"
              maxLength={3}
              autoCapitalize="characters"
              value={currency}
              disabled={busy}
              aria-invalid={problems['credit_limit.currency'] ? true : undefined}
              aria-describedby={problems['credit_limit.currency'] ? id('currency-problem') : undefined}
              onChange={(e) => setCurrency(e.target.value.toUpperCase())}
              className={`${INPUT} uppercase`}
            />
          </div>
        </div>
        <p id={id('credit-hint')} className="text-xs text-slate-600">
          {t('creditHint')}
        </p>
        {person.balance && (
          <p className="text-sm text-ink" data-testid="person-balance">
            {t('balance', {
              amount: format.number(person.balance.amount, {
                style: 'currency',
                currency: person.balance.currency,
              }),
            })}
          </p>
        )}
        <FieldProblem id={id('amount-problem')} text={problems['credit_limit.amount']} />
        <FieldProblem id={id('currency-problem')} text={problems['credit_limit.currency']} />
      </fieldset>

      {self && (
        <p id={id('self')} className="text-sm text-slate-700">
          {t('ownAccess')}
        </p>
      )}
      {result && !result.ok && (
        <p role="alert" className="text-sm text-red-800">
          {result.status === 400 ? t('notSaved') : (result.message ?? t('saveError'))}
        </p>
      )}
      <div className="flex flex-col gap-2 sm:flex-row">
        <button
          type="submit"
          disabled={busy}
          className="inline-flex min-h-11 items-center justify-center rounded-lg bg-brand px-5 font-semibold text-white disabled:opacity-60"
        >
          {busy ? t('saving') : t('save')}
          <span className="sr-only"> {name}</span>
        </button>
        {!self && (
          <button
            type="button"
            disabled={busy}
            onClick={() => setConfirming(true)}
            className="inline-flex min-h-11 items-center justify-center rounded-lg border border-red-700 px-5 font-semibold text-red-800 disabled:opacity-60"
          >
            {t('remove')}
            <span className="sr-only"> {name}</span>
          </button>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        tone="danger"
        title={t('removeTitle')}
        message={t('removeMessage', { name })}
        confirmLabel={t('removeConfirm')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void act(() => removeConsolePerson(person.id), t('removed', { name }));
        }}
      />
    </form>
  );
}
