'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';

/** A labelled number with − and + buttons (24 px+ targets); the value is announced as it changes. */
export function Stepper({
  label,
  hint,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  hint?: string;
  value: number;
  min: number;
  max: number;
  onChange: (next: number) => void;
}) {
  const t = useTranslations('Search');
  const labelId = useId();
  const btn =
    'grid h-9 w-9 place-items-center rounded-full border border-slate-300 text-lg font-semibold text-ink hover:border-brand disabled:cursor-not-allowed disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-brand';
  return (
    <div className="flex items-center justify-between gap-3 py-1.5">
      <div id={labelId}>
        <p className="text-sm font-semibold text-ink">{label}</p>
        {hint ? <p className="text-xs text-slate-600">{hint}</p> : null}
      </div>
      <div className="flex items-center gap-2">
        <button
          type="button"
          className={btn}
          disabled={value <= min}
          onClick={() => onChange(value - 1)}
          aria-label={t('decrease', { what: label })}
        >
          <span aria-hidden="true">−</span>
        </button>
        <output
          aria-labelledby={labelId}
          aria-live="polite"
          className="w-6 text-center font-semibold tabular-nums"
        >
          {value}
        </output>
        <button
          type="button"
          className={btn}
          disabled={value >= max}
          onClick={() => onChange(value + 1)}
          aria-label={t('increase', { what: label })}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}
