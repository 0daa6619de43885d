import { formatMoney, type Money } from '@/lib/money';
import { toWinAnsi } from './text';

/**
 * Money as the PDFs print it: the pages' text (lib/money), '£1,234.56', '€99.00', 'JP¥1,200'.
 * A currency whose symbol the PDF fonts cannot print (₹, ₽) is shown with its code instead
 * ('INR 5,000.00').
 */
export function formatPdfMoney(money: Money): string {
  const symbol = formatMoney(money);
  return toWinAnsi(symbol) === symbol ? symbol : formatMoney(money, 'code');
}

/** '2027-05-10' → 'Mon 10 May 2027'; anything unparseable is returned as given. */
export function formatDate(iso: string | Date, withWeekday = true): string {
  const d = iso instanceof Date ? iso : new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return String(iso);
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'UTC',
    ...(withWeekday ? { weekday: 'short' as const } : {}),
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  })
    .format(d)
    .replace(',', '');
}

/** 'Paris, France' → 'Paris' for headings. */
export const cityName = (name: string) => name.split(',')[0]?.trim() || name;

/** 'Paris & Rome', 'Paris, Nice & Rome'. */
export function tripHeading(cities: readonly string[]): string {
  const names = cities.map(cityName);
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} & ${names[names.length - 1]}`;
}

/** A file name without extension: letters, digits and dashes only. */
export function fileSlug(...parts: string[]): string {
  const slug = parts
    .join('-')
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug.slice(0, 80) || 'document';
}
