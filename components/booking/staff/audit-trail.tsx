import { useTranslations } from 'next-intl';
import { useAppLocale } from '@/i18n/use-app-locale';
import type { TAuditLine } from '@/lib/contract/booking-staff';
import { formatDateTime } from '@/lib/dates';

/** A changed value as the trail shows it: text as it is, nothing as "none". */
const shown = (v: unknown, none: string): string =>
  v === null || v === undefined || v === '' ? none : typeof v === 'string' ? v : JSON.stringify(v);

/** `{ from, to }` or null. */
const fromTo = (v: unknown): { from: unknown; to: unknown } | null =>
  v && typeof v === 'object' && 'to' in v ? (v as { from: unknown; to: unknown }) : null;

/**
 * The booking's audit trail for staff (issue 29 item 3): each line says what happened, who did it
 * and when, and what changed (the customer from one name to another, who a confirmation went to).
 */
export function AuditTrail({ events }: { events: TAuditLine[] }) {
  const locale = useAppLocale();
  const t = useTranslations('StaffBookings.trail');
  const tb = useTranslations('Booking');
  const none = t('nobody');
  if (events.length === 0) return <p className="text-sm text-slate-700">{t('empty')}</p>;
  return (
    <ol className="flex flex-col gap-3" data-testid="audit-trail">
      {events.map((e) => (
        <li
          key={`${e.at}-${e.event}-${e.actor ?? ''}`}
          className="flex flex-col gap-0.5 border-s-2 border-slate-200 ps-3 text-sm"
        >
          <p className="font-semibold text-ink">{t('event', { event: e.event })}</p>
          <p className="text-slate-700">
            <time dateTime={e.at}>{formatDateTime(e.at, locale, 'medium')}</time> ·{' '}
            {t('by', { actor: e.actor ?? t('system') })}
          </p>
          {e.from_status && e.from_status !== e.to_status && (
            <p className="text-slate-700">
              {t('status', {
                from: tb('statusName', { status: e.from_status }),
                to: tb('statusName', { status: e.to_status }),
              })}
            </p>
          )}
          {Object.entries(e.changes ?? {}).map(([field, value]) => {
            const change = fromTo(value);
            const label = t('field', { field });
            return (
              <p key={field} className="break-words text-slate-700">
                {change
                  ? t('change', { field: label, from: shown(change.from, none), to: shown(change.to, none) })
                  : t('value', { field: label, value: shown(value, none) })}
              </p>
            );
          })}
        </li>
      ))}
    </ol>
  );
}
