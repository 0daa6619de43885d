'use client';

import { useTranslations } from 'next-intl';
import useSWR from 'swr';
import { useDisplayCurrency } from '@/lib/preferences';

interface CurrencyRow {
  code: string;
  conversion_factor: number;
  minor_units: number;
}

const fetchCurrencies = async (url: string): Promise<CurrencyRow[]> => {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`get_currency ${res.status}`);
  return ((await res.json()) as { data: CurrencyRow[] }).data;
};

const format = (amount: number, currency: string) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency, maximumFractionDigits: 0 }).format(amount);

/**
 * A package's "from" price in the visitor's currency (per-visitor, so a client leaf inside a cached
 * page). Converts with the ratio of the tenant's conversion factors (get_currency); until they load,
 * or when the currency cannot be priced, the package's own currency shows.
 */
export function PackagePrice({
  amountMinor,
  currency,
  minorUnits,
  size = 'md',
}: {
  amountMinor: number;
  currency: string;
  minorUnits: number;
  size?: 'md' | 'lg';
}) {
  const t = useTranslations('Packages');
  const target = useDisplayCurrency(currency) ?? currency;
  const { data } = useSWR(target !== currency ? '/api/get_currency' : null, fetchCurrencies, {
    revalidateOnFocus: false,
  });
  const own = amountMinor / 10 ** minorUnits;
  let shown = format(own, currency);
  let converted = false;
  const from = data?.find((c) => c.code === currency);
  const to = data?.find((c) => c.code === target);
  if (from && to) {
    shown = format((own * to.conversion_factor) / from.conversion_factor, target);
    converted = true;
  }
  return (
    <span className="inline-flex flex-col" data-testid="package-price">
      <span className="text-xs uppercase tracking-wide text-slate-600">{t('priceFrom')}</span>
      <span className={size === 'lg' ? 'text-3xl font-bold text-ink' : 'text-xl font-bold text-ink'}>
        {shown}
      </span>
      <span className="text-xs text-slate-600">
        {t('perPerson')}
        {converted && (
          <span className="sr-only">, {t('convertedFrom', { price: format(own, currency) })}</span>
        )}
      </span>
    </span>
  );
}
