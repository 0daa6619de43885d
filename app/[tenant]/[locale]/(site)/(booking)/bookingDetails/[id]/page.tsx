import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { agencyCancelPolicy } from '@/components/booking/agency-cancel-policy';
import { BookingDetails } from '@/components/booking/booking-details';
import { StaffBookingWork } from '@/components/booking/staff/staff-booking-work';
import { routeLocale } from '@/i18n/route-locale';
import { requireSite } from '@/lib/client/require-site';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ tenant: string; id: string }> };

export async function generateMetadata({ params }: { params: Promise<object> }): Promise<Metadata> {
  await routeLocale(params);
  const t = await getTranslations('Booking');
  return { title: t('reference'), robots: { index: false } };
}

/** bookingDetails/{booking_id} and its mobile twin booking-details/{booking_id} (spec §2, login). */
export default async function Page({ params }: Props) {
  await routeLocale(params);
  const wc = await requireSite(params);
  const { id } = await params;
  return (
    <>
      <BookingDetails bookingId={decodeURIComponent(id)} agencyPolicy={agencyCancelPolicy(wc)} />
      <StaffBookingWork bookingId={decodeURIComponent(id)} />
    </>
  );
}
