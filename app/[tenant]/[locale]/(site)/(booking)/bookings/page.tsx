import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { MyBookings } from '@/components/booking/my-bookings';
import { routeLocale } from '@/i18n/route-locale';
import { bookingFiltersFromParams } from '@/lib/client/booking-filters';
import { requireSite } from '@/lib/client/require-site';

// Per signed-in visitor: a shell around a client leaf that asks get-bookings.
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ tenant: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: { params: Promise<object> }): Promise<Metadata> {
  await routeLocale(params);
  const t = await getTranslations('Booking');
  return { title: t('myBookings'), robots: { index: false } };
}

/** bookings (spec §2, login): My Bookings, searched by the filters in its address (issue 29 item 3). */
export default async function Page({ params, searchParams }: Props) {
  await routeLocale(params);
  await requireSite(params);
  return <MyBookings filters={bookingFiltersFromParams(await searchParams)} />;
}
