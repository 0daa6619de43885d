import { useTranslations } from 'next-intl';
import { useAppLocale } from '@/i18n/use-app-locale';
import type { TBookingRefund } from '@/lib/contract/booking';
import { formatDisplayDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { Panel } from './panel';

/**
 * Money going back through a gateway for this booking (the booking's `refunds`): each refund with
 * where it stands — requested until the gateway confirms, then its reference — so a refund that
 * keeps failing is seen, not silently dropped. Nothing is shown when there is none.
 */
export function RefundLines({ refunds }: { refunds: readonly TBookingRefund[] | undefined }) {
  const locale = useAppLocale();
  const t = useTranslations('Booking');
  if (!refunds || refunds.length === 0) return null;
  return (
    <Panel id="refunds" title={t('refunds')}>
      <ul className="list-divided flex flex-col text-sm" data-testid="refund-lines">
        {refunds.map((r) => (
          <li
            // One refund per payment: its time, reason and amount tell them apart.
            key={`${r.created_at}-${r.reason}-${r.amount.amount}`}
            className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2"
          >
            <span className="text-slate-700">
              {formatDisplayDate(r.created_at.slice(0, 10), locale)}
              {r.gateway_refund_id ? ` · ${t('refundReference', { id: r.gateway_refund_id })}` : ''}
            </span>
            <span className="text-ink" data-testid="refund-status">
              {`${formatMoney(r.amount, { locale })} · ${t('refundStatus', { status: r.status })}`}
            </span>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
