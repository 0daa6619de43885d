'use client';

import { useId } from 'react';

export interface SelectOption {
  value: string;
  label: string;
}

/**
 * A labelled select that applies its choice at once (each choice reprices through the backend).
 * The empty first option keeps "no change" selectable and readable. Without choices it is not shown,
 * unless they are pending.
 */
export function OptionSelect({
  label,
  placeholder,
  options,
  value = '',
  disabled,
  pending = false,
  onSelect,
  testId,
}: {
  label: string;
  placeholder: string;
  options: readonly SelectOption[];
  value?: string;
  disabled: boolean;
  /** The choices are still coming: shown disabled, in its place, even without any yet. */
  pending?: boolean;
  onSelect: (value: string) => void;
  testId?: string;
}) {
  const id = useId();
  if (options.length === 0 && !pending) return null;
  return (
    <div className="mt-2 flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-semibold text-slate-700">
        {label}
      </label>
      {/* Its choices arrive with the lead: a new element, built with them and enabled, replaces the
          pending one. Enabling the pending select after adding them would restyle every option
          (each one's :disabled follows its select) in the commit that shows the lead. */}
      <select
        key={pending ? 'pending' : 'ready'}
        id={id}
        data-testid={testId}
        value={value}
        disabled={disabled || pending}
        onChange={(e) => e.target.value && onSelect(e.target.value)}
        className="min-h-10 w-full rounded-lg border border-slate-300 bg-white px-2 text-sm text-ink sm:w-auto"
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
