'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import type { TRoom } from '@/lib/contract/search-api';
import { SEARCH_LIMITS } from '@/lib/contract/search-rules';
import { DEFAULT_ROOM, partyCounts } from '@/lib/search/form/form-model';
import { Stepper } from './stepper';

const CHILD_AGES = Array.from({ length: SEARCH_LIMITS.maxChildAge + 1 }, (_, i) => i);
const DEFAULT_CHILD_AGE = 8;

/**
 * Rooms and travellers (adults, children with their ages, infants) as a disclosure: a summary
 * button that opens a panel; Escape or Done closes it and returns focus to the button.
 */
export function PartyField({
  rooms,
  onChange,
  withRooms,
  errors,
}: {
  rooms: TRoom[];
  onChange: (rooms: TRoom[]) => void;
  withRooms: boolean;
  errors: Record<string, string>;
}) {
  const t = useTranslations('Search');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const counts = partyCounts(rooms);
  const summary = withRooms ? t('partySummary', counts) : t('travellersSummary', counts);
  const problems = Object.entries(errors).filter(([k]) => k.startsWith('rooms'));

  useEffect(() => {
    if (problems.length > 0) setOpen(true);
  }, [problems.length]);

  const update = (index: number, patch: Partial<TRoom>) =>
    onChange(rooms.map((r, i) => (i === index ? { ...r, ...patch } : r)));
  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    // Escape anywhere in the panel closes it (a key listener for the disclosure, not an interaction).
    // biome-ignore lint/a11y/noStaticElementInteractions: see above
    <div
      ref={rootRef}
      className="relative min-w-0"
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation();
          close();
        }
      }}
    >
      <span className="field-label">{withRooms ? t('roomsAndGuests') : t('travellers')}</span>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className="flex min-h-12 w-full items-center justify-between gap-2 rounded-lg border border-slate-300 bg-white px-3 text-start text-base text-ink focus-visible:outline-2 focus-visible:outline-brand"
      >
        <span className="truncate">{summary}</span>
        <span aria-hidden="true" className="text-slate-500">
          ▾
        </span>
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute end-0 z-30 mt-1 max-h-[70vh] w-[min(22rem,calc(100vw-2rem))] overflow-y-auto rounded-xl border border-slate-200 bg-white p-3 shadow-2xl"
      >
        {/* Filled when opened: the closed panel is not shown, so the page does not carry its markup. */}
        {open ? (
          <>
            {rooms.map((room, i) => (
              // Rooms and child ages have no identity but their position (Room 1, child 2).
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <fieldset key={`room-${i + 1}`} className="border-b border-slate-100 pb-2 last:border-0">
                {withRooms ? (
                  <legend className="flex w-full items-center justify-between pt-1 text-sm font-bold text-ink">
                    {t('roomNumber', { number: i + 1 })}
                    {rooms.length > 1 ? (
                      <button
                        type="button"
                        className="min-h-6 rounded px-2 text-xs font-semibold text-brand underline"
                        onClick={() => onChange(rooms.filter((_, j) => j !== i))}
                      >
                        {t('removeRoom', { number: i + 1 })}
                      </button>
                    ) : null}
                  </legend>
                ) : (
                  <legend className="sr-only">{t('travellers')}</legend>
                )}
                <Stepper
                  label={t('adults')}
                  hint={t('adultsHint')}
                  value={room.adults}
                  min={SEARCH_LIMITS.minAdults}
                  max={SEARCH_LIMITS.maxAdults}
                  onChange={(adults) => update(i, { adults, infants: Math.min(room.infants ?? 0, adults) })}
                />
                <Stepper
                  label={t('children')}
                  hint={t('childrenHint')}
                  value={room.children?.length ?? 0}
                  min={0}
                  max={SEARCH_LIMITS.maxChildren}
                  onChange={(n) => {
                    const ages = room.children ?? [];
                    update(i, {
                      children: n > ages.length ? [...ages, DEFAULT_CHILD_AGE] : ages.slice(0, n),
                    });
                  }}
                />
                {(room.children ?? []).length > 0 ? (
                  <div className="grid grid-cols-2 gap-2 pb-1">
                    {(room.children ?? []).map((age, c) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: positional, see above
                      <label key={`age-${c + 1}`} className="text-xs font-medium text-slate-700">
                        {t('childAge', { number: c + 1 })}
                        <select
                          value={age}
                          onChange={(e) => {
                            const children = [...(room.children ?? [])];
                            children[c] = Number(e.target.value);
                            update(i, { children });
                          }}
                          className="mt-0.5 block min-h-9 w-full rounded-md border border-slate-300 bg-white px-2 text-sm text-ink"
                        >
                          {CHILD_AGES.map((a) => (
                            <option key={a} value={a}>
                              {a}
                            </option>
                          ))}
                        </select>
                      </label>
                    ))}
                  </div>
                ) : null}
                <Stepper
                  label={t('infants')}
                  hint={t('infantsHint')}
                  value={room.infants ?? 0}
                  min={0}
                  max={room.adults}
                  onChange={(infants) => update(i, { infants })}
                />
              </fieldset>
            ))}
            {problems.length > 0 ? (
              <ul className="py-1 text-sm font-medium text-red-700">
                {problems.map(([k, msg]) => (
                  <li key={k}>{msg}</li>
                ))}
              </ul>
            ) : null}
            <div className="flex items-center justify-between gap-2 pt-2">
              {withRooms && rooms.length < SEARCH_LIMITS.maxRooms ? (
                <button
                  type="button"
                  onClick={() => onChange([...rooms, { ...DEFAULT_ROOM, children: [] }])}
                  className="min-h-9 rounded-lg px-2 text-sm font-semibold text-brand underline"
                >
                  {t('addRoom')}
                </button>
              ) : (
                <span />
              )}
              <button
                type="button"
                onClick={close}
                className="min-h-9 rounded-lg bg-brand px-4 text-sm font-semibold text-on-brand"
              >
                {t('done')}
              </button>
            </div>
          </>
        ) : null}
      </div>
    </div>
  );
}
