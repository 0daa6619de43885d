'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useId, useState } from 'react';

/** The discount code field: Apply sends apply_discount; Remove sends an empty code. */
export function DiscountField({
  applied,
  disabled,
  onApply,
}: {
  applied: string | null;
  disabled: boolean;
  onApply: (code: string) => void;
}) {
  const t = useTranslations('Planner');
  const id = useId();
  const [code, setCode] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (code.trim()) onApply(code.trim());
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-semibold text-slate-700">
        {t('discount')}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          dir="ltr"
          autoComplete="off"
          className="min-h-11 min-w-0 flex-1 rounded-lg border border-slate-300 px-3 text-sm uppercase text-ink"
        />
        <button
          type="submit"
          disabled={disabled || !code.trim()}
          className="min-h-11 rounded-lg border border-brand px-4 text-sm font-semibold text-brand disabled:opacity-60"
        >
          {t('applyDiscount')}
        </button>
      </div>
      {applied && (
        <button
          type="button"
          disabled={disabled}
          onClick={() => onApply('')}
          className="min-h-8 w-fit text-xs text-brand underline"
        >
          {t('removeDiscount')}
        </button>
      )}
    </form>
  );
}
