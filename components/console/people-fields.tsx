'use client';

import { useTranslations } from 'next-intl';
import { labelOf, PERMISSION_KEYS } from './people-labels';

/** A field's problem as the server wrote it, tied to its input by id; nothing when there is none. */
export function FieldProblem({ id, text }: { id: string; text: string | undefined }) {
  if (!text) return null;
  return (
    <p id={id} className="text-sm text-red-800">
      {text}
    </p>
  );
}

/** The permissions an admin may give, as checkboxes, each held one ticked. */
export function PermissionBoxes({
  idPrefix,
  offered,
  held,
  disabled,
  onChange,
  problem,
}: {
  idPrefix: string;
  offered: readonly string[];
  held: readonly string[];
  disabled: boolean;
  onChange: (next: string[]) => void;
  problem: string | undefined;
}) {
  const t = useTranslations('ConsolePeople');
  // A permission held but no longer offered stays listed, so saving does not drop it unseen.
  const shown = [...offered, ...held.filter((p) => !offered.includes(p))];
  return (
    <fieldset className="flex flex-col gap-1" aria-describedby={problem ? `${idPrefix}-problem` : undefined}>
      <legend className="text-sm font-medium text-ink">{t('permissions')}</legend>
      {shown.map((p, i) => {
        const id = `${idPrefix}-${i}`;
        return (
          <div key={p} className="flex items-center gap-3">
            <input
              id={id}
              type="checkbox"
              checked={held.includes(p)}
              disabled={disabled}
              onChange={(e) => onChange(e.target.checked ? [...held, p] : held.filter((x) => x !== p))}
              className="size-5 shrink-0 accent-brand"
            />
            <label htmlFor={id} className="flex min-h-11 flex-1 items-center text-sm text-ink">
              {labelOf(PERMISSION_KEYS, 'permission', p, t)}
            </label>
          </div>
        );
      })}
      <FieldProblem id={`${idPrefix}-problem`} text={problem} />
    </fieldset>
  );
}
