import { useTranslations } from 'next-intl';
import { useAppLocale } from '@/i18n/use-app-locale';
import type { TSearchSummary } from '@/lib/contract/planner';
import { formatDisplayDate } from '@/lib/dates';

/** 'Paris & Rome': the destinations of a search, in visiting order. */
export function destinationsText(destinations: readonly string[]): string {
  if (destinations.length <= 1) return destinations[0] ?? '';
  return `${destinations.slice(0, -1).join(', ')} & ${destinations.at(-1)}`;
}

/** The trip's travellers as one phrase: '2 adults, 1 child'. */
export function useTravellersText() {
  const t = useTranslations('Planner');
  return (s: Pick<TSearchSummary, 'adults' | 'children' | 'infants'>) =>
    t('travellers', { adults: s.adults, children: s.children, infants: s.infants });
}

/** The page heading from the search summary: destinations, then nights, date, travellers, origin. */
export function SearchHeading({ search, id }: { search: TSearchSummary; id?: string }) {
  const locale = useAppLocale();
  const t = useTranslations('Planner');
  const travellers = useTravellersText();
  const nights = search.nights.reduce((a, b) => a + b, 0);
  return (
    <header className="flex flex-col gap-1">
      <h1 id={id} className="text-2xl font-bold text-ink lg:text-3xl">
        {t('tripTo', { destinations: destinationsText(search.destinations) })}
      </h1>
      <p className="text-sm text-slate-700">
        {t('summary', {
          nights,
          date: formatDisplayDate(search.start_date, locale),
          travellers: travellers(search),
        })}
      </p>
      {search.origin && <p className="text-sm text-slate-600">{t('from', { origin: search.origin })}</p>}
    </header>
  );
}
