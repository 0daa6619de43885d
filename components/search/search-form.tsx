'use client';

import clsx from 'clsx';
import dayjs from 'dayjs';
import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, useId, useRef, useState } from 'react';
import { inPageLanguage } from '@/components/i18n/locale-link';
import { useAppLocale } from '@/i18n/use-app-locale';
import { submitSearch } from '@/lib/client/search';
import type { TAutocompleteItem } from '@/lib/contract/search';
import { FLIGHT_MODES, type FlightMode, SEARCH_LIMITS, type SearchMode } from '@/lib/contract/search-rules';
import { formatDisplayDate } from '@/lib/dates';
import { addDays } from '@/lib/dates/calendar';
import {
  alignNights,
  buildRequest,
  endDate,
  initialState,
  isoDate,
  MODE_FORMS,
  type PlaceField,
  type SearchFormState,
  showsReturnDate,
} from '@/lib/search/form/form-model';
import { fieldErrors } from '@/lib/search/form/issues';
import { resultsPath } from '@/lib/search/form/results-path';
import { LocationAutocomplete } from './location-autocomplete';
import { PartyField } from './party-field';
import type { SearchErrorTranslator } from './search-error-translator';

export interface SearchFormSettings {
  style: 'new' | 'old';
  autofocus: boolean;
  /** The agency id to send on autocomplete calls, only for agencies that do (§6). */
  autocompleteAgencyId: number | null;
  hideLastTwoOptions: boolean;
}

type Outcome = { kind: 'accepted'; reference: string; summary: string } | { kind: 'failed' } | null;

const NIGHT_OPTIONS = Array.from(
  { length: SEARCH_LIMITS.maxNights - SEARCH_LIMITS.minNights + 1 },
  (_, i) => i + SEARCH_LIMITS.minNights,
);
const FLIGHT_MODE_KEYS: Record<FlightMode, string> = {
  one_way: 'flightOneWay',
  return: 'flightReturn',
  multi_city: 'flightMultiCity',
};

/**
 * The request schema (zod) and the error texts are loaded when the form is first used, not with the
 * page: the home's first load carries no validator and inlines no error text but the one shown when
 * this load fails. Focusing the form starts the load; submitting waits for it.
 */
const searchSchemas = () =>
  Promise.all([import('@/lib/contract/search-api'), import('./search-error-translator')]).then(
    ([schemas, { searchErrorTranslator }]) => ({ ...schemas, searchErrorTranslator }),
  );
// A failed warm-up is retried (and reported) by the submit that needs the schema.
const warmSearchSchemas = () => void searchSchemas().catch(() => undefined);

/**
 * One mode's search form (spec §3 mode types): places, dates, nights per destination, rooms and
 * travellers. Validated with the schema the backend uses; submitting POSTs v2/search_api and shows
 * that the search was accepted with its reference, then opens its results (resultsPath).
 */
export function SearchForm({
  mode,
  modeLabel,
  currency,
  settings,
  initialDestination,
}: {
  mode: SearchMode;
  modeLabel: string;
  currency: string;
  settings: SearchFormSettings;
  initialDestination: string | null;
}) {
  const t = useTranslations('Search');
  const te = useTranslations('SearchErrors');
  const locale = useLocale();
  const shownLocale = useAppLocale();
  // The error texts, once the schema has been loaded with them (errors exist only after that).
  const [errorText, setErrorText] = useState<SearchErrorTranslator | null>(null);
  const form = MODE_FORMS[mode];
  const uid = useId();
  const [state, setState] = useState<SearchFormState>(() => initialState(mode));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const today = isoDate(dayjs());
  const latest = addDays(today, SEARCH_LIMITS.maxDaysAhead);
  const oldStyle = settings.style === 'old';
  const multiCity = form.flights && state.flightMode === 'multi_city';

  const set = (patch: Partial<SearchFormState>) => setState((s) => ({ ...s, ...patch }));
  const err = (...keys: string[]) => {
    for (const k of keys) if (errors[k]) return errors[k];
    const nested = Object.keys(errors).find((e) => keys.some((k) => e.startsWith(`${k}.`)));
    return nested ? errors[nested] : null;
  };

  const placeProps = (field: PlaceField, key: string) => ({
    type: field.type,
    searchMode: field.searchMode,
    label: t(field.label),
    maxTags: field.maxTags,
    currency,
    agencyId: settings.autocompleteAgencyId,
    hideLastTwoOptions: settings.hideLastTwoOptions,
    staticPackages: mode === 'static_packages_type',
    oldStyle,
    resetOnRemove: true,
    id: `${uid}-${key}`,
  });

  async function submit(e: FormEvent) {
    e.preventDefault();
    // One search at a time, also while the schema is still loading (a second click is ignored).
    if (busy.current) return;
    busy.current = true;
    try {
      await send();
    } finally {
      busy.current = false;
    }
  }

  async function send() {
    const request = buildRequest(state, currency);
    let schemas: Awaited<ReturnType<typeof searchSchemas>>;
    try {
      schemas = await searchSchemas();
    } catch {
      setOutcome({ kind: 'failed' });
      return;
    }
    const { ZSearchApiRequest } = schemas;
    const text = schemas.searchErrorTranslator(locale);
    setErrorText(() => text);
    const parsed = ZSearchApiRequest.safeParse(request);
    if (!parsed.success) {
      const codes = fieldErrors(parsed.error.issues);
      setErrors(Object.fromEntries(Object.entries(codes).map(([k, code]) => [k, text(code, SEARCH_LIMITS)])));
      return;
    }
    setErrors({});
    setSubmitting(true);
    setOutcome(null);
    try {
      const answer = await submitSearch(request);
      if (answer.kind === 'refused') {
        setErrors(answer.errors);
        return;
      }
      if (answer.kind === 'accepted') {
        setOutcome({
          kind: 'accepted',
          reference: answer.packageId,
          summary: t('acceptedSummary', {
            mode: modeLabel,
            date: formatDisplayDate(parsed.data.start_date, shownLocale),
          }),
        });
        window.location.assign(inPageLanguage(resultsPath(parsed.data, answer.packageId)));
      } else setOutcome({ kind: 'failed' });
    } catch {
      setOutcome({ kind: 'failed' });
    } finally {
      setSubmitting(false);
    }
  }

  if (outcome?.kind === 'accepted') {
    return (
      <section
        aria-labelledby={`${uid}-accepted`}
        className="rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-5 sm:px-6"
        data-testid="search-accepted"
      >
        <h2
          id={`${uid}-accepted`}
          className="text-lg font-bold text-ink"
          tabIndex={-1}
          ref={(el) => el?.focus()}
        >
          {t('acceptedTitle')}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{outcome.summary}</p>
        <p className="mt-1 text-sm text-slate-700">{t('acceptedText', { reference: outcome.reference })}</p>
        <p
          className="mt-1 font-mono text-base font-bold tracking-wider text-ink"
          data-testid="search-reference"
        >
          {outcome.reference}
        </p>
        <button
          type="button"
          onClick={() => setOutcome(null)}
          className="mt-3 min-h-10 rounded-lg border border-brand px-4 text-sm font-semibold text-brand"
        >
          {t('newSearch')}
        </button>
      </section>
    );
  }

  const dateField = (
    <div className="min-w-0">
      <label htmlFor={`${uid}-date`} className="field-label">
        {t(form.dateLabel)}
      </label>
      <input
        id={`${uid}-date`}
        type="date"
        min={today}
        max={latest}
        value={state.startDate}
        onChange={(e) => set({ startDate: e.target.value })}
        aria-invalid={err('start_date') ? true : undefined}
        aria-describedby={`${uid}-date-shown`}
        className="field-input"
      />
      <p id={`${uid}-date-shown`} className="mt-0.5 text-xs text-slate-600">
        {form.nights && state.nights.length > 0
          ? `${formatDisplayDate(state.startDate, shownLocale)} · ${t('untilDate', { date: formatDisplayDate(endDate(state.startDate, state.nights), shownLocale) })}`
          : formatDisplayDate(state.startDate, shownLocale)}
      </p>
      {err('start_date') ? <p className="text-sm font-medium text-red-700">{err('start_date')}</p> : null}
    </div>
  );

  return (
    <form
      noValidate
      onSubmit={submit}
      onFocusCapture={warmSearchSchemas}
      aria-label={modeLabel}
      data-mode={mode}
      data-style={settings.style}
    >
      {form.flights ? (
        <fieldset className="mb-3 flex flex-wrap gap-2">
          <legend className="sr-only">{t('flightModeLabel')}</legend>
          {FLIGHT_MODES.map((fm) => (
            <label
              key={fm}
              className={clsx(
                'flex min-h-9 cursor-pointer items-center gap-2 rounded-full border px-3 text-sm font-semibold',
                state.flightMode === fm
                  ? 'border-brand bg-brand/10 text-brand'
                  : 'border-slate-300 text-slate-700',
              )}
            >
              <input
                type="radio"
                name={`${uid}-flight-mode`}
                value={fm}
                checked={state.flightMode === fm}
                onChange={() => set({ flightMode: fm })}
                className="accent-[var(--color-brand)]"
              />
              {t(FLIGHT_MODE_KEYS[fm])}
            </label>
          ))}
        </fieldset>
      ) : null}

      {multiCity ? (
        <div className="[&>*+*]:mt-3">
          {state.legs.map((leg, i) => (
            <fieldset
              // biome-ignore lint/suspicious/noArrayIndexKey: flights are positional (Flight 1, Flight 2)
              key={`leg-${i + 1}`}
              className="grid gap-2 rounded-lg border border-slate-200 p-2 lg:grid-cols-[1fr_1fr_12rem_auto]"
            >
              <legend className="px-1 text-xs font-bold text-slate-700">
                {t('legLabel', { number: i + 1 })}
              </legend>
              <LocationAutocomplete
                {...placeProps(MODE_FORMS.travel.origin as PlaceField, `leg${i}-from`)}
                autoFocus={settings.autofocus && i === 0}
                tags={leg.origin ? [leg.origin] : []}
                onTagsChange={(tags) =>
                  set({ legs: state.legs.map((l, j) => (j === i ? { ...l, origin: tags[0] ?? null } : l)) })
                }
                error={err(`multicity_flights.${i}.origin`)}
              />
              <LocationAutocomplete
                {...placeProps(
                  { ...MODE_FORMS.travel.destination, type: 'multicity-destination', searchMode: 12 },
                  `leg${i}-to`,
                )}
                label={t('flyingTo')}
                maxTags={1}
                tags={leg.destination ? [leg.destination] : []}
                onTagsChange={(tags) =>
                  set({
                    legs: state.legs.map((l, j) => (j === i ? { ...l, destination: tags[0] ?? null } : l)),
                  })
                }
                error={err(`multicity_flights.${i}.destination`)}
              />
              <div>
                <label htmlFor={`${uid}-leg${i}-date`} className="field-label">
                  {t('departure')}
                </label>
                <input
                  id={`${uid}-leg${i}-date`}
                  type="date"
                  min={today}
                  max={latest}
                  value={leg.date}
                  onChange={(e) =>
                    set({ legs: state.legs.map((l, j) => (j === i ? { ...l, date: e.target.value } : l)) })
                  }
                  className="field-input"
                />
                <p className="mt-0.5 text-xs text-slate-600">{formatDisplayDate(leg.date, shownLocale)}</p>
                {err(`multicity_flights.${i}.date`) ? (
                  <p className="text-sm font-medium text-red-700">{err(`multicity_flights.${i}.date`)}</p>
                ) : null}
              </div>
              {state.legs.length > SEARCH_LIMITS.minLegs ? (
                <button
                  type="button"
                  onClick={() => set({ legs: state.legs.filter((_, j) => j !== i) })}
                  className="min-h-9 self-end rounded-lg px-2 text-sm font-semibold text-brand underline"
                >
                  {t('removeLeg', { number: i + 1 })}
                </button>
              ) : null}
            </fieldset>
          ))}
          {state.legs.length < SEARCH_LIMITS.maxLegs ? (
            <button
              type="button"
              onClick={() => {
                const last = state.legs[state.legs.length - 1];
                set({
                  legs: [
                    ...state.legs,
                    {
                      origin: last?.destination ?? null,
                      destination: null,
                      date: addDays(last?.date ?? state.startDate, 3),
                    },
                  ],
                });
              }}
              className="min-h-9 rounded-lg px-2 text-sm font-semibold text-brand underline"
            >
              {t('addLeg')}
            </button>
          ) : null}
          {err('multicity_flights') ? (
            <p className="text-sm font-medium text-red-700">{err('multicity_flights')}</p>
          ) : null}
        </div>
      ) : (
        <div
          className={clsx(
            'grid gap-3',
            oldStyle ? 'grid-cols-1 sm:grid-cols-2' : 'grid-cols-1 lg:grid-flow-col lg:auto-cols-fr',
          )}
        >
          {form.origin ? (
            <LocationAutocomplete
              {...placeProps(form.origin, 'origin')}
              autoFocus={settings.autofocus}
              tags={state.origin ? [state.origin] : []}
              onTagsChange={(tags) => set({ origin: tags[0] ?? null })}
              error={err('origin')}
            />
          ) : null}
          <LocationAutocomplete
            {...placeProps(form.destination, 'destination')}
            autoFocus={settings.autofocus && !form.origin}
            tags={state.destination}
            initialText={initialDestination}
            onTagsChange={(tags: TAutocompleteItem[]) =>
              setState((s) => ({
                ...s,
                destination: tags,
                nights: alignNights(s.destination, tags, s.nights),
              }))
            }
            error={err('destination')}
          />
          {dateField}
          {form.returnDateLabel && showsReturnDate(form, state.flightMode) ? (
            <div className="min-w-0">
              <label htmlFor={`${uid}-return`} className="field-label">
                {t(form.returnDateLabel)}
              </label>
              <input
                id={`${uid}-return`}
                type="date"
                min={state.startDate || today}
                max={latest}
                value={state.returnDate}
                onChange={(e) => set({ returnDate: e.target.value })}
                className="field-input"
              />
              <p className="mt-0.5 text-xs text-slate-600">
                {formatDisplayDate(state.returnDate, shownLocale)}
              </p>
              {err('return_date') ? (
                <p className="text-sm font-medium text-red-700">{err('return_date')}</p>
              ) : null}
            </div>
          ) : null}
          {form.pickupTime ? (
            <div className="min-w-0">
              <label htmlFor={`${uid}-time`} className="field-label">
                {t('pickUpTime')}
              </label>
              <input
                id={`${uid}-time`}
                type="time"
                value={state.pickupTime}
                onChange={(e) => set({ pickupTime: e.target.value })}
                className="field-input"
              />
            </div>
          ) : null}
          <PartyField
            rooms={state.rooms}
            withRooms={form.party === 'rooms'}
            onChange={(rooms) => set({ rooms })}
            errors={Object.fromEntries(Object.entries(errors).filter(([k]) => k.startsWith('rooms')))}
          />
        </div>
      )}

      {form.nights && state.destination.length > 0 && !multiCity ? (
        <fieldset className="mt-3 flex flex-wrap gap-3">
          {state.destination.map((d, i) => (
            <label key={d.id} className="flex items-center gap-2 text-sm text-slate-700">
              {t('nightsLabel', { place: d.name.split(',')[0] ?? d.name })}
              <select
                value={state.nights[i] ?? 3}
                onChange={(e) =>
                  set({ nights: state.nights.map((n, j) => (j === i ? Number(e.target.value) : n)) })
                }
                className="min-h-9 rounded-md border border-slate-300 bg-white px-2 text-sm text-ink"
              >
                {NIGHT_OPTIONS.map((n) => (
                  <option key={n} value={n}>
                    {t('nightsShort', { count: n })}
                  </option>
                ))}
              </select>
            </label>
          ))}
          {err('nights') ? <p className="w-full text-sm font-medium text-red-700">{err('nights')}</p> : null}
        </fieldset>
      ) : null}

      {multiCity ? (
        <div className="mt-3 max-w-xs">
          <PartyField
            rooms={state.rooms}
            withRooms={false}
            onChange={(rooms) => set({ rooms })}
            errors={Object.fromEntries(Object.entries(errors).filter(([k]) => k.startsWith('rooms')))}
          />
        </div>
      ) : null}

      <div
        className={clsx(
          'mt-4 flex flex-wrap items-center gap-3',
          oldStyle ? 'flex-col items-stretch' : 'justify-between',
        )}
      >
        <p className="text-xs text-slate-600">{t('currencyNote', { currency })}</p>
        <button
          type="submit"
          disabled={submitting}
          className={clsx(
            'min-h-12 rounded-lg bg-brand px-8 text-base font-bold text-on-brand shadow hover:opacity-90 disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand',
            oldStyle && 'w-full',
          )}
        >
          {submitting ? t('submitting') : t('search')}
        </button>
      </div>
      {Object.keys(errors).length > 0 && errorText ? (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {errorText('summary')}
        </p>
      ) : null}
      {outcome?.kind === 'failed' ? (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {te('network')}
        </p>
      ) : null}
    </form>
  );
}
