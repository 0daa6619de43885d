'use client';

import { useTranslations } from 'next-intl';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { filterCurrencies } from './currency-filter';
import type { CurrencyOption } from './types';

/**
 * The currency picker of the chooser (spec §2 dialog 6): a button showing 'name (code)' that opens
 * a popover with a 'Search currency' box and the A–Z list (WAI-ARIA combobox with a listbox:
 * arrows move, Enter picks, Escape closes the popover only).
 */
export function CurrencyPopover({
  currencies,
  value,
  onChange,
  labelId,
}: {
  currencies: readonly CurrencyOption[];
  value: string | null;
  onChange: (code: string) => void;
  labelId: string;
}) {
  const t = useTranslations('Currency');
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const trigger = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const optionId = (code: string) => `${listId}-${code}`;
  const matches = useMemo(() => filterCurrencies(currencies, text), [currencies, text]);
  const selected = currencies.find((c) => c.code === value);
  const label = (c: CurrencyOption) => t('currencyOption', { name: c.name, code: c.code });

  // Only on opening: typing resets the active option itself.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the popover opens, not on every keystroke
  useEffect(() => {
    if (!open) return;
    setActive(
      Math.max(
        0,
        matches.findIndex((c) => c.code === value),
      ),
    );
    input.current?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    document.getElementById(optionId(matches[active]?.code ?? ''))?.scrollIntoView?.({ block: 'nearest' });
  });

  const close = (focusTrigger: boolean) => {
    setOpen(false);
    setText('');
    if (focusTrigger) trigger.current?.focus();
  };
  const pick = (code: string) => {
    onChange(code);
    close(true);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setActive((i) => Math.min(matches.length - 1, i + 1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((i) => Math.max(0, i - 1));
    } else if (e.key === 'Home') {
      e.preventDefault();
      setActive(0);
    } else if (e.key === 'End') {
      e.preventDefault();
      setActive(Math.max(0, matches.length - 1));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const c = matches[active];
      if (c) pick(c.code);
    } else if (e.key === 'Escape') {
      // The popover closes; the dialog around it stays open.
      e.preventDefault();
      e.stopPropagation();
      close(true);
    } else if (e.key === 'Tab') {
      close(false);
    }
  };

  return (
    <div className="relative">
      <button
        ref={trigger}
        type="button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-labelledby={`${labelId} ${listId}-value`}
        onClick={() => (open ? close(false) : setOpen(true))}
        className="flex min-h-11 w-full items-center justify-between rounded-xl border border-slate-300 bg-white px-3 text-start text-sm text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
      >
        <span id={`${listId}-value`}>{selected ? label(selected) : value}</span>
        <span aria-hidden="true" className="ms-2 text-slate-500">
          ▾
        </span>
      </button>
      {open && (
        <div className="absolute inset-x-0 top-full z-10 mt-1 rounded-xl border border-slate-200 bg-white p-2 shadow-xl">
          <input
            ref={input}
            type="search"
            role="combobox"
            aria-expanded="true"
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={matches[active] ? optionId(matches[active].code) : undefined}
            aria-label={t('searchCurrency')}
            placeholder={t('searchCurrency')}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
            className="mb-2 min-h-11 w-full rounded-lg border border-slate-300 px-3 text-sm focus-visible:outline-2 focus-visible:outline-brand"
          />
          <div
            id={listId}
            role="listbox"
            aria-label={t('currencyList')}
            className="max-h-[300px] overflow-y-auto"
          >
            {matches.map((c, i) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: keys are handled on the combobox input (aria-activedescendant)
              <div
                key={c.code}
                id={optionId(c.code)}
                role="option"
                tabIndex={-1}
                aria-selected={c.code === value}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => pick(c.code)}
                className={`cursor-pointer rounded-md px-3 py-2 text-sm ${
                  i === active ? 'bg-brand/10 text-ink' : 'text-ink/90'
                } ${c.code === value ? 'font-semibold' : ''}`}
              >
                {label(c)}
              </div>
            ))}
          </div>
          {matches.length === 0 && (
            <p role="status" className="px-3 py-2 text-sm text-slate-600">
              {t('noCurrency', { text })}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
