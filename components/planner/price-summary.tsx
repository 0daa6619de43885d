import { useTranslations } from 'next-intl';
import { useAppLocale } from '@/i18n/use-app-locale';
import type { TPriceBreakdown } from '@/lib/contract/planner';
import { formatDisplayDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';

/**
 * The price breakdown of a variant: trip price, taxes, discount, total. The agency's markup is part
 * of the trip price (`base` includes it), so it is not listed as a line of its own that would seem
 * to be added on top.
 */
export function PriceSummary({ price, priceInclusive }: { price: TPriceBreakdown; priceInclusive: boolean }) {
  const locale = useAppLocale();
  const t = useTranslations('Planner');
  const rows: [string, string][] = [
    [t('base'), formatMoney(price.base, { locale })],
    [t('tax'), formatMoney(price.tax, { locale })],
  ];
  if (price.discount.amount !== 0)
    rows.push([
      t('discountLine'),
      `−${formatMoney({ ...price.discount, amount: Math.abs(price.discount.amount) }, { locale })}`,
    ]);
  return (
    <section aria-labelledby="price-heading" className="flex flex-col gap-2">
      <h2 id="price-heading" className="text-lg font-semibold text-ink">
        {t('priceSummary')}
      </h2>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        {rows.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="text-slate-700">{k}</dt>
            <dd className="text-end text-ink">{v}</dd>
          </div>
        ))}
        <div className="contents">
          <dt className="border-t border-slate-200 pt-2 font-semibold text-ink">{t('total')}</dt>
          <dd
            className="border-t border-slate-200 pt-2 text-end text-xl font-bold text-ink"
            data-testid="total-price"
          >
            {formatMoney(price.total, { locale })}
          </dd>
        </div>
      </dl>
      {(priceInclusive || price.price_inclusive) && (
        <p className="text-xs text-slate-600">{t('priceInclusive')}</p>
      )}
      {price.rate_date && (
        <p className="text-xs text-slate-600" data-testid="price-rate-date">
          {t('rateDate', { date: formatDisplayDate(price.rate_date, locale) })}
        </p>
      )}
      {price.discount_code && (
        <p className="text-xs text-emerald-800">{t('discountApplied', { code: price.discount_code })}</p>
      )}
    </section>
  );
}
