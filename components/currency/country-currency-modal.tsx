'use client';

import { useTranslations } from 'next-intl';
import { useId, useMemo, useState } from 'react';
import { DialogButton, ModalFrame } from '@/components/dialogs';
import { useAppLocale } from '@/i18n/use-app-locale';
import { currencyName, sortByName } from '@/lib/reference/names';
import { currencyForCountryChoice } from './currency-filter';
import { CurrencyPopover } from './currency-popover';
import type { ChooserLists, CurrencyOption } from './types';
import { useCurrencies } from './use-currencies';

/**
 * The country and currency chooser (spec §2 dialog 6): Traveler Nationality and Currency, Close and
 * Save. Choosing a country picks its currency (spec §4); nothing is stored until Save. The currencies
 * are the site's, from get_currency; until they arrive (or if the call fails) the reference list the
 * page came with stands in. get_currency names them in English (the API's); they are shown, like the
 * reference lists, in the page's locale and its order.
 */
export function CountryCurrencyModal({
  open,
  onClose,
  onSave,
  initial,
  lists,
}: {
  open: boolean;
  onClose: () => void;
  onSave: (choice: { country: string; currency: string }) => void;
  initial: { country: string; currency: string };
  lists: ChooserLists;
}) {
  const t = useTranslations('Currency');
  const locale = useAppLocale();
  const [country, setCountry] = useState(initial.country);
  const [currency, setCurrency] = useState(initial.currency);
  const offered = useCurrencies().data;
  const currencies = useMemo<CurrencyOption[]>(
    () =>
      offered?.length
        ? sortByName(
            offered.map((c) => ({ code: c.code, name: currencyName(c.code, locale, c.name) })),
            locale,
          )
        : lists.currencies,
    [offered, lists.currencies, locale],
  );
  const countryId = useId();
  const currencyLabelId = useId();

  return (
    <ModalFrame
      open={open}
      onClose={onClose}
      title={t('title')}
      footer={
        <>
          <DialogButton variant="secondary" onClick={onClose}>
            {t('close')}
          </DialogButton>
          <DialogButton onClick={() => onSave({ country, currency })}>{t('save')}</DialogButton>
        </>
      }
    >
      <div className="flex flex-col gap-5 pb-48 lg:pb-72">
        <div className="flex flex-col gap-2">
          <label htmlFor={countryId} className="text-sm font-semibold text-ink">
            {t('nationality')}
          </label>
          <select
            id={countryId}
            value={country}
            onChange={(e) => {
              const next = e.target.value;
              setCountry(next);
              const own = currencyForCountryChoice(next, lists.countries, currencies);
              if (own) setCurrency(own);
            }}
            className="min-h-11 rounded-xl border border-slate-300 bg-white px-3 text-sm text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
          >
            {lists.countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-2">
          <span id={currencyLabelId} className="text-sm font-semibold text-ink">
            {t('currency')}
          </span>
          <CurrencyPopover
            currencies={currencies}
            value={currency}
            onChange={setCurrency}
            labelId={currencyLabelId}
          />
        </div>
      </div>
    </ModalFrame>
  );
}
