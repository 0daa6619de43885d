import type { Locale } from '@/i18n/locales';
import { formatMonthYear } from '@/lib/dates';

/**
 * The next twelve months as YYYY-MM values with 'December 2026' labels (in the locale: 'décembre
 * 2026'), from `today`.
 */
export function nextMonths(today: Date, locale: Locale, count = 12): { value: string; label: string }[] {
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + i, 1));
    return {
      value: d.toISOString().slice(0, 7),
      label: formatMonthYear(d, locale),
    };
  });
}
