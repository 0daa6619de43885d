'use client';

import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import Link from '@/components/i18n/locale-link';
import { listPath, searchPath } from '@/components/planner/routes';
import { useAppLocale } from '@/i18n/use-app-locale';
import type { TSearchResults } from '@/lib/contract/products';
import { formatDisplayDate } from '@/lib/dates';
import {
  FACETS,
  type FacetFilter,
  type FacetSelection,
  facetMax,
  facetOptions,
  filterOffers,
  sortOffers,
  TIME_BUCKETS,
} from '@/lib/search/facets';
import { durationParts, humanise } from '../common/offer-text';
import { OfferCard } from './offer-card';

/** What the second date of a search is: a car's drop-off, a stay's check-out, else the way back. */
const RETURN_LABEL: Record<string, 'dropOffOn' | 'checkOutOn'> = { drive: 'dropOffOn', stay1: 'checkOutOn' };

/** A slider's step per `max` facet (minutes move by a quarter of an hour). */
const MAX_STEP: Record<string, number> = { stops: 1, distance: 0.5 };

function FilterControl({
  filter,
  results,
  chosen,
  onChange,
}: {
  filter: FacetFilter;
  results: TSearchResults;
  chosen: FacetSelection;
  onChange: (value: FacetSelection[string]) => void;
}) {
  const t = useTranslations('Results');
  const label = t(`facet.${filter.key}` as 'facet.stops');
  const want = chosen[filter.key];
  if (filter.type === 'flag')
    return (
      <label className="flex min-h-11 items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={want === true}
          onChange={(e) => onChange(e.target.checked || undefined)}
        />
        {label}
      </label>
    );
  if (filter.type === 'max') {
    const max = facetMax(results.offers, filter.key);
    // Nothing to narrow when every offer is at zero (all direct).
    if (max === null || max === 0) return null;
    const value = typeof want === 'number' ? want : max;
    const shown =
      filter.key === 'stops'
        ? t('stopsValue', { count: value })
        : filter.key === 'distance'
          ? t('km', { value })
          : t('minutes', durationParts(value));
    return (
      <label className="flex flex-col gap-1 text-sm">
        <span className="font-medium text-ink">
          {label}: {t('upTo', { value: shown })}
        </span>
        <input
          type="range"
          min={0}
          max={max}
          step={MAX_STEP[filter.key] ?? 15}
          value={value}
          aria-label={label}
          onChange={(e) => onChange(Number(e.target.value) >= max ? undefined : Number(e.target.value))}
        />
      </label>
    );
  }
  const options =
    filter.type === 'time'
      ? TIME_BUCKETS.filter((b) =>
          results.offers.some((o) => {
            const v = o.facets[filter.key];
            return v !== undefined && filterOffers([o], [filter], { [filter.key]: [b] }).length > 0;
          }),
        )
      : facetOptions(results.offers, filter.key);
  if (options.length < 2) return null;
  const picked = Array.isArray(want) ? want : [];
  return (
    <fieldset className="flex flex-col gap-1 text-sm">
      <legend className="mb-1 font-medium text-ink">{label}</legend>
      {options.map((o) => (
        <label key={o} className="flex min-h-9 items-center gap-2">
          <input
            type="checkbox"
            checked={picked.includes(o)}
            onChange={(e) => {
              const next = e.target.checked ? [...picked, o] : picked.filter((p) => p !== o);
              onChange(next.length ? next : undefined);
            }}
          />
          {filter.type === 'time'
            ? t(`time.${o}` as 'time.morning')
            : filter.key === 'stops'
              ? t('stopsValue', { count: Number(o) })
              : filter.key === 'stars'
                ? t('starsValue', { count: Number(o) })
                : t.has(`option.${filter.key}.${o}`)
                  ? t(`option.${filter.key}.${o}` as 'option.car_class.suv')
                  : humanise(o)}
        </label>
      ))}
    </fieldset>
  );
}

/** list/{package_id} for a hotel, flight, activity, transfer, drive, rail or ferry search: its offers, filters, sorting. */
export function OfferResults({
  results,
  bookingDisabled = false,
}: {
  results: TSearchResults;
  /** no_booking / booking_disabled: no Book action (the booking calls refuse too). */
  bookingDisabled?: boolean;
}) {
  const locale = useAppLocale();
  const t = useTranslations('Results');
  const facets = FACETS[results.kind];
  const [chosen, setChosen] = useState<FacetSelection>({});
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [sortKey, setSortKey] = useState(facets.sorts[0]?.key ?? 'price');
  const shown = useMemo(
    () =>
      sortOffers(
        filterOffers(results.offers, facets.filters, chosen),
        sortKey,
        facets.sorts.find((s) => s.key === sortKey)?.descending,
      ),
    [results.offers, facets.filters, facets.sorts, chosen, sortKey],
  );
  const s = results.summary;
  const travellers = t('travellers', { adults: s.adults, children: s.children, infants: s.infants });
  const where = s.from && s.to ? t('route', { from: s.from, to: s.to }) : (s.to ?? s.from ?? '');
  const filtered = Object.values(chosen).some((v) => v !== undefined);

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 lg:px-6 lg:py-8">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-ink lg:text-3xl">
          {t(`heading.${results.kind}` as 'heading.flight')}
        </h1>
        <p className="text-sm text-slate-700" data-testid="results-summary">
          {[
            where,
            formatDisplayDate(s.date, locale),
            s.return_date
              ? t(RETURN_LABEL[results.mode] ?? 'returnOn', {
                  date: formatDisplayDate(s.return_date, locale),
                })
              : null,
            travellers,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        <Link
          href={searchPath}
          className="inline-flex min-h-11 items-center text-sm font-semibold text-brand underline"
        >
          {t('changeSearch')}
        </Link>
      </header>
      {results.kinds.length > 1 && (
        <nav aria-label={t('pageTitle')} className="flex flex-wrap gap-2">
          {results.kinds.map((k) => (
            <Link
              key={k}
              href={`${listPath(results.package_id)}?kind=${k}`}
              aria-current={k === results.kind ? 'page' : undefined}
              className={
                k === results.kind
                  ? 'inline-flex min-h-11 items-center rounded-full bg-brand px-4 text-sm font-semibold text-on-brand'
                  : 'inline-flex min-h-11 items-center rounded-full border border-slate-300 px-4 text-sm font-medium text-ink'
              }
            >
              {t(`heading.${k}` as 'heading.flight')}
            </Link>
          ))}
        </nav>
      )}
      <div className="grid gap-6 lg:grid-cols-[16rem_1fr]">
        <aside className="lg:sticky lg:top-4 lg:self-start">
          <div className="rounded-2xl border border-slate-200 bg-white p-4">
            {/* On a phone the filters fold away under their button; on a wide screen they stay open. */}
            <button
              type="button"
              className="flex min-h-11 w-full items-center justify-between font-semibold text-ink lg:hidden"
              aria-expanded={filtersOpen}
              aria-controls="results-filters"
              onClick={() => setFiltersOpen((o) => !o)}
            >
              {t('filters')}
              <span aria-hidden="true">{filtersOpen ? '−' : '+'}</span>
            </button>
            <h2 className="hidden font-semibold text-ink lg:block">{t('filters')}</h2>
            <div
              id="results-filters"
              className={clsx('mt-3 flex-col gap-4 lg:flex', filtersOpen ? 'flex' : 'hidden')}
              data-testid="results-filters"
            >
              {facets.filters.map((f) => (
                <FilterControl
                  key={f.key}
                  filter={f}
                  results={results}
                  chosen={chosen}
                  onChange={(value) => setChosen((c) => ({ ...c, [f.key]: value }))}
                />
              ))}
              {filtered && (
                <button
                  type="button"
                  className="min-h-11 text-start text-sm font-semibold text-brand underline"
                  onClick={() => setChosen({})}
                >
                  {t('clearFilters')}
                </button>
              )}
            </div>
          </div>
        </aside>
        <section aria-labelledby="offers-heading" className="flex min-w-0 flex-col gap-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="offers-heading" className="text-sm font-semibold text-slate-700" aria-live="polite">
              {filtered
                ? t('shown', { shown: shown.length, count: results.offers.length })
                : t('count', { count: results.offers.length })}
            </h2>
            <label className="flex items-center gap-2 text-sm">
              {t('sortBy')}
              <select
                className="min-h-11 rounded-lg border border-slate-300 bg-white px-2"
                value={sortKey}
                onChange={(e) => setSortKey(e.target.value)}
                data-testid="results-sort"
              >
                {facets.sorts.map((o) => (
                  <option key={o.key} value={o.key}>
                    {t(`sort.${o.key}` as 'sort.price')}
                  </option>
                ))}
              </select>
            </label>
          </div>
          {results.offers.length === 0 ? (
            <div
              className="rounded-2xl border border-dashed border-slate-300 p-8 text-center"
              data-testid="results-empty"
            >
              <p className="font-semibold text-ink">{results.sold_out ? t('soldOut') : t('empty')}</p>
              <p className="mt-1 text-sm text-slate-700">
                {results.sold_out ? t('soldOutHint') : t('emptyHint')}
              </p>
            </div>
          ) : shown.length === 0 ? (
            <div className="rounded-2xl border border-dashed border-slate-300 p-8 text-center">
              <p className="font-semibold text-ink">{t('noMatch')}</p>
              <button
                type="button"
                className="mt-2 min-h-11 text-sm font-semibold text-brand underline"
                onClick={() => setChosen({})}
              >
                {t('clearFilters')}
              </button>
            </div>
          ) : (
            <ol className="flex flex-col gap-4">
              {shown.map((o) => (
                <li key={o.ref}>
                  <OfferCard
                    offer={o}
                    packageId={results.package_id}
                    travellers={travellers}
                    bookingDisabled={bookingDisabled}
                  />
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>
    </div>
  );
}
