'use client';

import { useTranslations } from 'next-intl';
import type { ConfigField, RecordColumn } from './config-groups';
import { rowsOf, withCell, withNewRow, withoutRow, withSwitch, writeField } from './config-groups';

type Config = Record<string, unknown>;

const INPUT = 'min-h-11 w-full rounded-lg border border-slate-300 px-3 text-ink';

/**
 * A list of simple records edited row by row (issue 32 item 1): each record a card of labelled
 * inputs, one per column, with a button that removes it, and a button that adds an empty one. Every
 * change writes the whole list into the draft; what a record holds beyond the columns is kept.
 */
export function RecordListInput({
  field,
  draft,
  describedBy,
  invalid,
  onChange,
}: {
  field: ConfigField;
  draft: Config;
  describedBy: string;
  invalid: boolean;
  onChange: (next: Config) => void;
}) {
  const t = useTranslations('ConsoleGroups');
  const columns = field.columns ?? [];
  const rows = rowsOf(draft, field);
  const label = t(`field.${field.key}.label`);
  const write = (next: Config[]) => onChange(writeField(draft, field, next));
  return (
    <fieldset
      className="flex flex-col gap-3"
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      data-testid={`console-records-${field.key}`}
    >
      <legend className="text-sm font-medium text-ink">{label}</legend>
      {rows.length === 0 && <p className="text-sm text-slate-600">{t('noRows')}</p>}
      <ol className="flex flex-col gap-3">
        {rows.map((row, at) => (
          // Rows have no identity of their own: their place is their key.
          // biome-ignore lint/suspicious/noArrayIndexKey: a row is where it is in the list
          <li key={at} className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3">
            {columns.map((column) => (
              <Cell
                key={column.key}
                id={`console-${field.key}-${at}-${column.key}`}
                column={column}
                value={row[column.key]}
                rowNumber={at + 1}
                onType={(typed) => write(withCell(rows, at, column, typed))}
                onSwitch={(on) => write(withSwitch(rows, at, column, on))}
              />
            ))}
            <button
              type="button"
              className="min-h-11 self-start rounded-lg border border-slate-300 px-3 text-sm text-ink"
              onClick={() => write(withoutRow(rows, at))}
            >
              {t('removeRow', { field: label, n: at + 1 })}
            </button>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="min-h-11 self-start rounded-lg border border-slate-300 px-3 text-sm font-medium text-ink"
        onClick={() => write(withNewRow(rows, columns))}
      >
        {t('addRow', { field: label })}
      </button>
    </fieldset>
  );
}

function Cell({
  id,
  column,
  value,
  rowNumber,
  onType,
  onSwitch,
}: {
  id: string;
  column: RecordColumn;
  value: unknown;
  rowNumber: number;
  onType: (typed: string) => void;
  onSwitch: (on: boolean) => void;
}) {
  const t = useTranslations('ConsoleGroups');
  const text = value === null || value === undefined ? '' : String(value);
  const name = (
    <>
      {t(`column.${column.key}`)}
      {/* "Caption, row 2": each input's name is its own for a screen reader. */}
      <span className="sr-only">{t('rowSuffix', { n: rowNumber })}</span>
    </>
  );
  if (column.kind === 'switch')
    return (
      <label htmlFor={id} className="inline-flex min-h-11 items-center gap-3 text-sm text-ink">
        {/* Absent is on: only an explicit false switches an entry off (lib/pricing/rules.ts). */}
        <input
          id={id}
          type="checkbox"
          className="size-5"
          checked={value !== false}
          onChange={(e) => onSwitch(e.target.checked)}
        />
        {name}
      </label>
    );
  let input: React.ReactNode;
  if (column.kind === 'choice') {
    const options = column.options ?? [];
    input = (
      <select id={id} value={text} onChange={(e) => onType(e.target.value)} className={INPUT}>
        {/* A value the list does not know (from the CLI or the original platform) stays selectable. */}
        {text !== '' && !options.includes(text) && <option value={text}>{text}</option>}
        {options.map((o) => (
          <option key={o} value={o}>
            {t(`option.${o}`)}
          </option>
        ))}
      </select>
    );
  } else if (column.kind === 'longtext') {
    input = (
      <textarea
        id={id}
        rows={3}
        value={text}
        onChange={(e) => onType(e.target.value)}
        className="w-full rounded-lg border border-slate-300 px-3 py-2 text-ink"
      />
    );
  } else {
    input = (
      <input
        id={id}
        value={text}
        dir={column.kind === 'address' || column.kind === 'number' ? 'ltr' : undefined}
        inputMode={column.kind === 'number' ? 'decimal' : column.kind === 'address' ? 'url' : undefined}
        onChange={(e) => onType(e.target.value)}
        className={INPUT}
      />
    );
  }
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-slate-700">
        {name}
      </label>
      {input}
    </div>
  );
}
