'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import { searchAgencyUsers } from '@/lib/client/agent-queries';
import type { TUserSuggestion } from '@/lib/contract/agent-queries';

/** Debounce of the customer search, as the spec's autocompletes (§9: 500 ms). */
const DEBOUNCE_MS = 500;

/**
 * The customer filter: a WAI-ARIA combobox over GET api/auth/api/v1/autocomplete/users (2 characters
 * at least), arrow keys to move, Enter to choose, Escape to close.
 */
export function CustomerCombobox({
  chosen,
  onChoose,
}: {
  chosen: TUserSuggestion | null;
  onChoose: (user: TUserSuggestion | null) => void;
}) {
  const t = useTranslations('AgentQueries.filters');
  const id = useId();
  const [text, setText] = useState('');
  const [options, setOptions] = useState<TUserSuggestion[] | null>(null);
  const [active, setActive] = useState(-1);

  useEffect(() => {
    const q = text.trim();
    if (q.length < 2) {
      setOptions(null);
      return;
    }
    const abort = new AbortController();
    const timer = setTimeout(() => {
      void searchAgencyUsers(q, abort.signal).then((r) => {
        if (!abort.signal.aborted) setOptions(r.ok ? r.data : []);
      });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [text]);

  if (chosen)
    return (
      <div className="flex min-h-11 flex-wrap items-center gap-2">
        <span className="text-sm text-ink" data-testid="chosen-customer">
          {chosen.name} ({chosen.email})
        </span>
        <button
          type="button"
          className="min-h-11 text-sm text-brand underline"
          onClick={() => onChoose(null)}
        >
          {t('clearCustomer')}
        </button>
      </div>
    );

  const open = options !== null;
  const choose = (u: TUserSuggestion) => {
    onChoose(u);
    setText('');
    setOptions(null);
    setActive(-1);
  };
  return (
    <div className="relative">
      <input
        id={`${id}-input`}
        role="combobox"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-describedby={`${id}-hint`}
        aria-activedescendant={open && active >= 0 ? `${id}-opt-${active}` : undefined}
        aria-label={t('customer')}
        autoComplete="off"
        className="min-h-11 w-full rounded-md border border-slate-400 px-3 text-base"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setActive(-1);
        }}
        onKeyDown={(e) => {
          if (!options?.length) return;
          if (e.key === 'ArrowDown') setActive((a) => Math.min(a + 1, options.length - 1));
          else if (e.key === 'ArrowUp') setActive((a) => Math.max(a - 1, 0));
          else if (e.key === 'Enter' && active >= 0 && options[active]) choose(options[active]);
          else if (e.key === 'Escape') setOptions(null);
          else return;
          e.preventDefault();
        }}
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-700">
        {t('customerHint')}
      </p>
      {open ? (
        <div
          id={`${id}-list`}
          role="listbox"
          aria-label={t('customer')}
          className="absolute z-10 mt-1 max-h-64 w-full overflow-auto rounded-md border border-slate-300 bg-white shadow"
        >
          {options.length === 0 ? (
            <p className="px-3 py-2 text-sm text-slate-700">{t('noCustomers')}</p>
          ) : (
            options.map((u, i) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: keys are handled on the combobox input (aria-activedescendant)
              <div
                key={u.id}
                id={`${id}-opt-${i}`}
                role="option"
                tabIndex={-1}
                aria-selected={i === active}
                className={`min-h-11 cursor-pointer px-3 py-2 text-sm ${i === active ? 'bg-brand/10' : ''}`}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => choose(u)}
              >
                <span className="font-medium text-ink">{u.name}</span>{' '}
                <span className="break-all text-slate-700">{u.email}</span>
              </div>
            ))
          )}
        </div>
      ) : null}
    </div>
  );
}
