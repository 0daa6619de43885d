'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { useCurrencies } from '@/components/currency/use-currencies';
import { useAppLocale } from '@/i18n/use-app-locale';
import { formatDisplayDate } from '@/lib/dates';
import { canConvert, convertMoney, formatMoney, ratesFromFactors } from '@/lib/money';
import { useDisplayCurrency } from '@/lib/preferences';

/**
 * A package's "from" price in the visitor's currency (per-visitor, so a client leaf inside a cached
 * page), exact to the minor unit of ISO 4217 (lib/money). Converts with the tenant's rates
 * (get_currency) and says which day's rates; until they load, or when the currency cannot be
 * priced, the package's own currency shows.
 */
export function PackagePrice({
  amountMinor,
  currency,
  size = 'md',
}: {
  amountMinor: number;
  currency: string;
  size?: 'md' | 'lg';
}) {
  const locale = useAppLocale();
  const t = useTranslations('Packages');
  const target = useDisplayCurrency(currency) ?? currency;
  // The same get_currency list the currency chooser reads (one request per page); rows carry their rate's date.
  const { data: rows } = useCurrencies(target !== currency);
  const rates = useMemo(
    () => (rows ? ratesFromFactors(rows, String(rows[0]?.rate_date ?? ''), '') : null),
    [rows],
  );
  const own = { amount: amountMinor, currency };
  const converted =
    rates && canConvert(rates, currency) && canConvert(rates, target)
      ? convertMoney(own, target, rates)
      : null;
  return (
    <span className="inline-flex flex-col" data-testid="package-price">
      <span className="text-xs uppercase tracking-wide text-slate-600">{t('priceFrom')}</span>
      <span className={size === 'lg' ? 'text-3xl font-bold text-ink' : 'text-xl font-bold text-ink'}>
        {formatMoney(converted ?? own, { locale })}
      </span>
      <span className="text-xs text-slate-600">{t('perPerson')}</span>
      {converted?.rate_date && (
        <span className="text-xs text-slate-600" data-testid="package-price-rate">
          {t('convertedFrom', {
            price: formatMoney(own, { locale }),
            date: formatDisplayDate(converted.rate_date, locale),
          })}
        </span>
      )}
    </span>
  );
}
