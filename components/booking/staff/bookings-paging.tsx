import { useTranslations } from 'next-intl';
import Link from '@/components/i18n/locale-link';
import type { BookingPage } from '@/lib/client/booking';
import { type BookingFilters, bookingsHref } from '@/lib/client/booking-filters';

/** Previous / Page x of y / Next under My Bookings, as links to the page's own address. */
export function BookingsPaging({ page, filters }: { page: BookingPage; filters: BookingFilters }) {
  const t = useTranslations('StaffBookings');
  const pages = page.count > 0 && page.pageSize > 0 ? Math.ceil(page.count / page.pageSize) : 1;
  if (pages <= 1) return null;
  const link = (to: number, label: string) => (
    <Link href={bookingsHref(filters, to)} className="inline-flex min-h-11 items-center text-brand underline">
      {label}
    </Link>
  );
  return (
    <nav aria-label={t('pagination')} className="flex flex-wrap items-center justify-between gap-3">
      {page.page > 1 ? link(page.page - 1, t('previous')) : <span />}
      <span className="text-sm text-slate-700">{t('pageOf', { page: page.page, pages })}</span>
      {page.page < pages ? link(page.page + 1, t('next')) : <span />}
    </nav>
  );
}
