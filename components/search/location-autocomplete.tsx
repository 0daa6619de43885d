'use client';

import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { fetchSuggestions, type Suggestions } from '@/lib/client/search';
import type { AutocompleteMode, TAutocompleteItem } from '@/lib/contract/search';
import {
  AUTOCOMPLETE_DEBOUNCE_MS,
  type AutocompleteType,
  addTag,
  applyDestinationFilter,
  clearTagsOnEmptyInput,
  type DestinationFilter,
  destinationFilters,
  displayName,
  emptyResultKeys,
  hasFilterList,
  inputAfterTagRemoved,
  isSelectable,
  localSearchOption,
  nextEnabledIndex,
  placeholderKey,
  prepareResults,
  secondaryLine,
  shouldSearch,
  showsZeroActivities,
  truncateTag,
} from '@/lib/search/form/autocomplete-rules';

export interface LocationAutocompleteProps {
  id: string;
  label: string;
  type: AutocompleteType;
  searchMode: AutocompleteMode;
  tags: TAutocompleteItem[];
  onTagsChange: (tags: TAutocompleteItem[]) => void;
  maxTags?: number;
  autoFocus?: boolean;
  currency?: string | null;
  /** Set only when the agency sends agency_id on autocomplete calls (§6). */
  agencyId?: number | null;
  staticPackages?: boolean;
  hideLastTwoOptions?: boolean;
  oldStyle?: boolean;
  hotelFilter?: boolean;
  /** Removing an activity/hotel tag puts its text back in the input (§4). */
  resetOnRemove?: boolean;
  error?: string | null;
  /** Text to search for at once (a destination passed in the page address); the first pick is taken. */
  initialText?: string | null;
}

type Row = { kind: 'local'; item: TAutocompleteItem } | { kind: 'item'; item: TAutocompleteItem };

const FILTER_KEYS: Record<DestinationFilter, string> = {
  All: 'filterAll',
  Continent: 'filterContinent',
  Region: 'filterRegion',
  Country: 'filterCountry',
  Packages: 'filterPackages',
};

/**
 * The location autocomplete of spec §2: tags, an input and a dropdown, as one WAI-ARIA combobox
 * (input with role combobox, a listbox popup, aria-activedescendant; arrows, Home/End, Enter,
 * Escape). Every list rule is a pure function of lib/search/form/autocomplete-rules.
 */
export function LocationAutocomplete(props: LocationAutocompleteProps) {
  const {
    id,
    label,
    type,
    searchMode,
    tags,
    onTagsChange,
    maxTags = Number.POSITIVE_INFINITY,
    autoFocus = false,
    currency,
    agencyId,
    staticPackages = false,
    hideLastTwoOptions = false,
    oldStyle = false,
    hotelFilter = false,
    resetOnRemove = false,
    error,
    initialText,
  } = props;
  const t = useTranslations('Search');
  const listId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [answer, setAnswer] = useState<Suggestions | null>(null);
  const [active, setActive] = useState(-1);
  const [filter, setFilter] = useState<DestinationFilter>('All');
  const lastSearched = useRef<string | null>(null);
  const clearedOnce = useRef(false);
  const pending = useRef<AbortController | null>(null);
  const autoPick = useRef(false);

  const filters = hasFilterList(type)
    ? destinationFilters({ staticPackages, hideLastTwo: hideLastTwoOptions })
    : [];

  const rows: Row[] = useMemo(() => {
    if (!answer) return [];
    let items = prepareResults(answer.items, { type, hotelFilter, ports: answer.ports, rails: answer.rails });
    if (filters.length) items = applyDestinationFilter(items, filter);
    const out: Row[] = items.map((item) => ({ kind: 'item', item }));
    if (type === 'activity' && text.trim()) out.unshift({ kind: 'local', item: localSearchOption(text) });
    return out;
  }, [answer, type, hotelFilter, filter, filters.length, text]);
  const enabled = rows.map((r) => r.kind === 'local' || isSelectable(r.item));

  // §5: search after 500 ms, only for changed, non-empty text; stale answers are dropped. `pick`
  // is left out on purpose: the search depends on the text and the query settings only.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (!shouldSearch(text, lastSearched.current)) return;
    const timer = window.setTimeout(() => {
      lastSearched.current = text.trim();
      pending.current?.abort();
      const controller = new AbortController();
      pending.current = controller;
      setLoading(true);
      setFailed(false);
      fetchSuggestions({ text, mode: searchMode, currency, agencyId }, controller.signal)
        .then((res) => {
          if (controller.signal.aborted) return;
          setAnswer(res);
          setActive(-1);
          if (autoPick.current) {
            autoPick.current = false;
            const first = prepareResults(res.items, { type, hotelFilter }).find(isSelectable);
            if (first) {
              pick(first);
              return;
            }
          }
          if (document.activeElement === inputRef.current) setOpen(true);
        })
        .catch(() => {
          if (controller.signal.aborted) return;
          setFailed(true);
          setAnswer(null);
          if (document.activeElement === inputRef.current) setOpen(true);
        })
        .finally(() => {
          if (!controller.signal.aborted) setLoading(false);
        });
    }, AUTOCOMPLETE_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, searchMode, currency, agencyId, type, hotelFilter]);

  useEffect(() => () => pending.current?.abort(), []);

  useEffect(() => {
    if (initialText?.trim()) {
      autoPick.current = true;
      setText(initialText.trim());
    }
  }, [initialText]);

  function pick(item: TAutocompleteItem) {
    const result = addTag(tags, item, type, maxTags);
    if (!result.added) return;
    onTagsChange(result.tags);
    setText('');
    lastSearched.current = null;
    clearedOnce.current = true;
    setOpen(false);
    setActive(-1);
    setAnswer(null);
  }

  function remove(index: number) {
    const removed = tags[index];
    if (!removed) return;
    onTagsChange(tags.filter((_, i) => i !== index));
    setText(inputAfterTagRemoved(type, removed, resetOnRemove));
    inputRef.current?.focus();
  }

  function onInput(next: string) {
    const decision = clearTagsOnEmptyInput(text, next, clearedOnce.current);
    clearedOnce.current = decision.clearedAlready;
    if (decision.clear && tags.length > 0) onTagsChange([]);
    setText(next);
    if (!next.trim()) {
      setOpen(false);
      setAnswer(null);
      lastSearched.current = null;
    }
  }

  function move(direction: 1 | -1 | 'first' | 'last') {
    setOpen(true);
    setActive((current) => nextEnabledIndex(enabled, current, direction));
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    const hasRows = rows.length > 0;
    switch (e.key) {
      case 'ArrowDown':
        if (!hasRows) return;
        e.preventDefault();
        move(open ? 1 : 'first');
        break;
      case 'ArrowUp':
        if (!hasRows) return;
        e.preventDefault();
        move(open ? -1 : 'last');
        break;
      case 'Home':
      case 'End':
        if (!open || !hasRows) return;
        e.preventDefault();
        move(e.key === 'Home' ? 'first' : 'last');
        break;
      case 'Enter': {
        if (!open) return;
        const row = rows[active];
        e.preventDefault();
        if (row && enabled[active]) pick(row.item);
        break;
      }
      case 'Escape':
        if (open) {
          e.preventDefault();
          setOpen(false);
          setActive(-1);
        }
        break;
      default:
    }
  }

  const activeId = open && active >= 0 ? `${id}-opt-${active}` : undefined;
  const wide = type === 'activity';
  const empty = emptyResultKeys(type);
  const showEmpty = open && !loading && !failed && answer !== null && rows.length === 0;
  const canType = tags.length < maxTags || maxTags === 1;

  return (
    // Focus leaving the whole widget closes the popup (a focus-out listener, not an interaction).
    // biome-ignore lint/a11y/noStaticElementInteractions: see above
    <div
      ref={rootRef}
      className="relative min-w-0"
      onBlur={(e) => {
        if (!rootRef.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <div
        className={clsx('place-box focus-within:border-brand', error ? 'border-red-600' : 'border-slate-300')}
      >
        {tags.length > 0 ? (
          <ul className="contents" aria-label={label}>
            {tags.map((tag, i) => (
              <li
                key={tag.id}
                className="flex max-w-full items-center gap-1 rounded-full bg-brand/10 py-0.5 ps-3 pe-1 text-sm font-medium text-ink"
              >
                <span className="truncate" title={tag.name}>
                  {truncateTag(displayName(tag))}
                </span>
                <button
                  type="button"
                  onClick={() => remove(i)}
                  aria-label={t('removeTag', { name: tag.name })}
                  className="grid h-6 w-6 shrink-0 place-items-center rounded-full text-slate-600 hover:bg-brand/20 hover:text-ink focus-visible:outline-2 focus-visible:outline-brand"
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <input
          ref={inputRef}
          id={id}
          type="text"
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          autoComplete="off"
          spellCheck={false}
          // The agency decides (§6 searchAutofocus); only the form's first field asks for it.
          // biome-ignore lint/a11y/noAutofocus: spec §5 autofocus, switched off per agency
          autoFocus={autoFocus}
          placeholder={tags.length > 0 && maxTags === 1 ? undefined : t(placeholderKey(type))}
          value={text}
          readOnly={!canType}
          onChange={(e) => onInput(e.target.value)}
          onKeyDown={onKeyDown}
          onFocus={() => {
            if (rows.length > 0 || failed) setOpen(true);
          }}
          className="place-input"
        />
        {loading ? (
          <span className="sr-only" role="status">
            {t('searching')}
          </span>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}

      <div
        hidden={!open}
        className={clsx(
          'place-popup',
          wide ? 'w-[min(420px,calc(100vw-2rem))]' : 'w-full min-w-[min(100%,22rem)]',
          filters.length > 0 && 'sm:min-w-[30rem]',
        )}
      >
        <div className="flex">
          {/* The filters are drawn when the popup opens: a closed popup is not shown. */}
          {open && filters.length > 0 ? (
            <fieldset className="w-28 shrink-0 border-e border-slate-100 bg-slate-50 p-1">
              <legend className="sr-only">{t('filtersLabel')}</legend>
              {filters.map((f) => (
                <button
                  key={f}
                  type="button"
                  aria-pressed={filter === f}
                  onClick={() => {
                    setFilter(f);
                    setActive(-1);
                    inputRef.current?.focus();
                  }}
                  className={clsx(
                    'block min-h-8 w-full rounded-md px-2 text-start text-sm',
                    filter === f
                      ? 'bg-brand font-semibold text-on-brand'
                      : 'text-slate-700 hover:bg-slate-200',
                  )}
                >
                  {t(FILTER_KEYS[f])}
                </button>
              ))}
            </fieldset>
          ) : null}
          {/* WAI-ARIA combobox: focus stays in the input, options are pointed at with
              aria-activedescendant, so they are neither focusable nor keyboard targets themselves. */}
          <div
            id={listId}
            role="listbox"
            aria-label={label}
            hidden={rows.length === 0}
            className={clsx('min-w-0 flex-1 overflow-y-auto py-1', wide ? 'max-h-[400px]' : 'max-h-[300px]')}
          >
            {rows.map((row, i) => {
              const disabled = !enabled[i];
              const second = secondaryLine(row.item);
              return (
                // biome-ignore lint/a11y/useKeyWithClickEvents: keys are handled on the combobox input
                // biome-ignore lint/a11y/useFocusableInteractive: options are pointed at with aria-activedescendant
                <div
                  key={`${row.kind}-${row.item.id}`}
                  id={`${id}-opt-${i}`}
                  role="option"
                  aria-selected={i === active}
                  aria-disabled={disabled || undefined}
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => {
                    if (!disabled) pick(row.item);
                  }}
                  onMouseEnter={() => !disabled && setActive(i)}
                  className={clsx(
                    'flex min-h-11 cursor-pointer flex-col justify-center px-3 py-1.5 text-sm',
                    row.kind === 'local' &&
                      'sticky top-0 z-10 border-b border-slate-100 bg-white font-semibold text-brand',
                    i === active && 'bg-brand/10',
                    disabled && 'cursor-not-allowed text-slate-500',
                  )}
                >
                  {row.kind === 'local' ? (
                    t('searchInAllActivities', { text: row.item.name })
                  ) : (
                    <>
                      <span className="font-medium text-ink">
                        {displayName(row.item)}
                        {showsZeroActivities(row.item, oldStyle) ? ` ${t('zeroActivities')}` : ''}
                      </span>
                      {second.kind !== 'none' ? (
                        <span className="text-xs text-slate-600">
                          {second.kind === 'price' && row.item.currency
                            ? `${row.item.currency} ${second.value}`
                            : second.value}
                        </span>
                      ) : row.item.geo_type ? (
                        <span className="text-xs text-slate-600">{row.item.geo_type}</span>
                      ) : null}
                    </>
                  )}
                </div>
              );
            })}
          </div>
        </div>
        {showEmpty ? (
          <div className="px-4 py-3 text-sm" role="status">
            <p className="font-semibold text-ink">{t(empty.title)}</p>
            <p className="text-slate-600">{t(empty.hint)}</p>
          </div>
        ) : null}
        {failed ? (
          <p className="px-4 py-3 text-sm text-red-700" role="alert">
            {t('suggestionsFailed')}
          </p>
        ) : null}
      </div>
    </div>
  );
}
