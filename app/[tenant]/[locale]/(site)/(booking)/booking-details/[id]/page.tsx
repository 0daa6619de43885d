import { agencyCancelPolicy } from '@/components/booking/agency-cancel-policy';
import { BookingDetails } from '@/components/booking/booking-details';
import { StaffBookingWork } from '@/components/booking/staff/staff-booking-work';
import { routeLocale } from '@/i18n/route-locale';
import { requireSite } from '@/lib/client/require-site';

export { generateMetadata } from '../../bookingDetails/[id]/page';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ tenant: string; id: string }> };

/** booking-details/{booking_id} (spec §2, mobile): the same booking detail as bookingDetails/{id}. */
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
