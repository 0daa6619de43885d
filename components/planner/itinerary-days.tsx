import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useAppLocale } from '@/i18n/use-app-locale';
import type { TDay, TDayItem } from '@/lib/contract/planner';
import { isLegKind } from '@/lib/contract/planner-kinds';
import { formatDisplayDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';

const KIND_STYLE: Record<TDayItem['kind'], string> = {
  leg: 'bg-sky-100 text-sky-900',
  transfer: 'bg-violet-100 text-violet-900',
  check_in: 'bg-emerald-100 text-emerald-900',
  check_out: 'bg-emerald-100 text-emerald-900',
  activity: 'bg-amber-100 text-amber-900',
  free_time: 'bg-slate-100 text-slate-800',
};

/**
 * The trip day by day, each item with its local times. Read-only unless the detail page passes
 * `actions` (remove an activity, change a transfer) and `dayActions` (add an activity).
 */
export function ItineraryDays({
  days,
  actions,
  dayActions,
  headingLevel = 2,
}: {
  days: readonly TDay[];
  actions?: (item: TDayItem) => ReactNode;
  dayActions?: (day: TDay) => ReactNode;
  headingLevel?: 2 | 3;
}) {
  const locale = useAppLocale();
  const t = useTranslations('Planner');
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const D = headingLevel === 2 ? 'h3' : 'h4';
  return (
    <section aria-labelledby="itinerary-heading" className="flex flex-col gap-3">
      <H id="itinerary-heading" className="text-xl font-semibold text-ink">
        {t('itinerary')}
      </H>
      <ol className="flex flex-col gap-3">
        {days.map((d) => (
          <li
            key={d.day}
            className="rounded-xl border border-slate-200 bg-white p-4"
            data-testid="itinerary-day"
          >
            <D className="font-semibold text-ink">
              {t('dayTitle', { day: d.day, date: formatDisplayDate(d.date, locale), city: d.city })}
            </D>
            <ol className="list-divided mt-2 flex flex-col">
              {d.items.map((item) => {
                const action = actions?.(item);
                return (
                  <li
                    key={item.id}
                    className="flex flex-wrap items-start gap-x-3 gap-y-1 py-2"
                    data-testid="itinerary-item"
                  >
                    <span className="w-full shrink-0 font-mono text-sm text-slate-700 sm:w-28">
                      <time>{item.start}</time>–<time>{item.end}</time>
                    </span>
                    <div className="flex min-w-0 flex-1 flex-col gap-1">
                      <p className="flex flex-wrap items-center gap-2">
                        <span
                          className={`rounded px-2 py-0.5 text-xs font-semibold ${KIND_STYLE[item.kind]}`}
                        >
                          {item.kind === 'leg' && isLegKind(item.detail)
                            ? t(`leg.${item.detail}`)
                            : t(`kind.${item.kind}`)}
                        </span>
                        <span className="font-medium text-ink">{item.title}</span>
                      </p>
                      {item.detail && item.kind !== 'leg' && (
                        <p className="text-xs text-slate-600">{item.detail}</p>
                      )}
                    </div>
                    {item.price && (
                      <span className="shrink-0 text-sm text-slate-700">
                        {formatMoney(item.price, { locale })}
                      </span>
                    )}
                    {/* Change controls take their own line under the item, aligned with its text. */}
                    {action && <div className="w-full sm:ps-[7.75rem]">{action}</div>}
                  </li>
                );
              })}
            </ol>
            {dayActions?.(d)}
          </li>
        ))}
      </ol>
    </section>
  );
}
