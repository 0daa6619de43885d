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
  return (
    <div className="flex items-center justify-between gap-3 py-1.5">
      <div id={labelId}>
        <p className="text-sm font-semibold text-ink">{label}</p>
        {hint ? <p className="text-xs text-slate-600">{hint}</p> : null}
      </div>
      <div className="flex items-center gap-2">
        <button
          type="button"
          className="stepper-button"
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
          className="stepper-button"
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
