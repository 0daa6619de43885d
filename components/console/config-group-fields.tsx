'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import {
  CONFIG_GROUPS,
  type ConfigField,
  linesOf,
  listOfLines,
  problemsOfField,
  readField,
  writeField,
} from './config-groups';
import { RecordListInput } from './record-list-input';

type Config = Record<string, unknown>;

const INPUT = 'min-h-11 w-full rounded-lg border border-slate-300 px-3 text-ink';

/**
 * The configuration groups of the console's draft (issue 32 item 1): one disclosure per group,
 * closed unless the last refused publish found a problem in it, so the page stays short on a phone
 * and no problem is hidden. JSON fields keep what is typed and change the draft only once it parses.
 */
export function ConfigGroupFields({
  draft,
  problems,
  onChange,
  onUnparsed,
}: {
  draft: Config;
  problems: readonly string[];
  onChange: (next: Config) => void;
  /** Told which JSON fields hold text that does not parse: the draft does not have it yet. */
  onUnparsed?: (fieldKey: string, unparsed: boolean) => void;
}) {
  const t = useTranslations('ConsoleGroups');
  return (
    <div className="flex flex-col gap-2" data-testid="console-groups">
      <h2 className="text-lg font-semibold text-ink">{t('heading')}</h2>
      <p className="text-sm text-slate-700">{t('intro')}</p>
      {CONFIG_GROUPS.map((group) => {
        const troubled = group.fields.some((field) => problemsOfField(problems, field).length > 0);
        return (
          <details
            key={group.id}
            open={troubled || undefined}
            className="rounded-xl border border-slate-200 bg-white open:pb-3"
          >
            <summary className="flex min-h-11 cursor-pointer items-center px-4 font-semibold text-ink">
              {t(`group.${group.id}`)}
            </summary>
            <div className="flex flex-col gap-4 px-4 pt-2">
              {group.fields.map((field) => (
                <FieldInput
                  key={field.key}
                  field={field}
                  draft={draft}
                  problems={problemsOfField(problems, field)}
                  onChange={onChange}
                  onUnparsed={onUnparsed}
                />
              ))}
            </div>
          </details>
        );
      })}
    </div>
  );
}

function FieldInput({
  field,
  draft,
  problems,
  onChange,
  onUnparsed,
}: {
  field: ConfigField;
  draft: Config;
  problems: string[];
  onChange: (next: Config) => void;
  onUnparsed?: (fieldKey: string, unparsed: boolean) => void;
}) {
  const t = useTranslations('ConsoleGroups');
  const id = `console-field-${field.key}`;
  const value = readField(draft, field);
  // A JSON field's text as typed, and why it does not parse (null: it does).
  const [typed, setTyped] = useState<string | null>(null);
  const [jsonError, setJsonErrorState] = useState<string | null>(null);
  const setJsonError = (reason: string | null) => {
    setJsonErrorState(reason);
    onUnparsed?.(field.key, reason !== null);
  };
  const own = jsonError ? [t('jsonInvalid', { reason: jsonError })] : problems;
  const describedBy = own.length > 0 ? `${id}-problem` : `${id}-hint`;
  const label = t(`field.${field.key}.label`);
  const hint = (
    <p id={`${id}-hint`} className="text-xs text-slate-600">
      {t(`field.${field.key}.hint`)}
    </p>
  );
  const problemLine =
    own.length > 0 ? (
      <p id={`${id}-problem`} className="text-sm text-red-800">
        {own.join(' ')}
      </p>
    ) : null;

  if (field.kind === 'boolean' || field.kind === 'flag')
    return (
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="inline-flex min-h-11 items-center gap-3 text-sm font-medium text-ink">
          <input
            id={id}
            type="checkbox"
            className="size-5"
            checked={value === true}
            aria-describedby={describedBy}
            aria-invalid={own.length > 0 || undefined}
            onChange={(e) => onChange(writeField(draft, field, e.target.checked))}
          />
          {label}
        </label>
        {problemLine ?? hint}
      </div>
    );

  if (field.kind === 'records')
    return (
      <div className="flex flex-col gap-1">
        <RecordListInput
          field={field}
          draft={draft}
          describedBy={describedBy}
          invalid={own.length > 0}
          onChange={onChange}
        />
        {problemLine ?? hint}
      </div>
    );

  const common = {
    id,
    'aria-describedby': describedBy,
    'aria-invalid': own.length > 0 || undefined,
  } as const;
  let input: React.ReactNode;
  if (field.kind === 'lines') {
    // Kept as typed (a line being written may be empty); the draft gets the non-empty lines.
    const text = typed ?? linesOf(value);
    input = (
      <textarea
        {...common}
        dir="ltr"
        spellCheck={false}
        rows={Math.min(10, Math.max(3, text.split('\n').length))}
        value={text}
        onChange={(e) => {
          setTyped(e.target.value);
          onChange(writeField(draft, field, listOfLines(e.target.value)));
        }}
        className="w-full rounded-lg border border-slate-300 px-3 py-2 font-mono text-sm text-ink"
      />
    );
  } else if (field.kind === 'json') {
    const text = typed ?? (value === undefined || value === null ? '' : JSON.stringify(value, null, 2));
    input = (
      <textarea
        {...common}
        dir="ltr"
        spellCheck={false}
        rows={Math.min(12, Math.max(3, text.split('\n').length))}
        value={text}
        onChange={(e) => {
          const next = e.target.value;
          setTyped(next);
          if (next.trim() === '') {
            setJsonError(null);
            onChange(writeField(draft, field, null));
            return;
          }
          try {
            const parsed: unknown = JSON.parse(next);
            setJsonError(null);
            onChange(writeField(draft, field, parsed));
          } catch (err) {
            setJsonError(err instanceof Error ? err.message : String(err));
          }
        }}
        className="w-full rounded-lg border border-slate-300 px-3 py-2 font-mono text-sm text-ink"
      />
    );
  } else if (field.kind === 'longtext') {
    input = (
      <textarea
        {...common}
        rows={4}
        value={typeof value === 'string' ? value : ''}
        onChange={(e) => onChange(writeField(draft, field, e.target.value))}
        className="w-full rounded-lg border border-slate-300 px-3 py-2 text-ink"
      />
    );
  } else if (field.kind === 'number') {
    input = (
      <input
        {...common}
        inputMode="numeric"
        dir="ltr"
        value={typeof value === 'number' ? String(value) : ''}
        onChange={(e) => {
          const n = e.target.value.trim();
          onChange(writeField(draft, field, n === '' ? null : Number.isFinite(Number(n)) ? Number(n) : n));
        }}
        className={INPUT}
      />
    );
  } else {
    input = (
      <input
        {...common}
        value={typeof value === 'string' ? value : ''}
        onChange={(e) => onChange(writeField(draft, field, e.target.value))}
        className={INPUT}
      />
    );
  }
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      {input}
      {problemLine ?? hint}
    </div>
  );
}
