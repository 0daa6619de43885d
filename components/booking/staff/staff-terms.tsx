'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { useAppLocale } from '@/i18n/use-app-locale';
import { bookingTerms, insuranceStatus } from '@/lib/client/booking-staff';
import { formatDisplayDate } from '@/lib/dates';
import { Panel } from '../panel';
import { useStaffAnswer } from './use-staff-answer';

/** The booking's terms (tnc) and its insurance (insurance/status), for staff. */
export function StaffTerms({ bookingId }: { bookingId: string }) {
  const locale = useAppLocale();
  const t = useTranslations('StaffBooking');
  const [terms] = useStaffAnswer(useCallback(() => bookingTerms(bookingId), [bookingId]));
  const [insurance] = useStaffAnswer(useCallback(() => insuranceStatus(bookingId), [bookingId]));
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Panel id="staff-terms" title={t('terms')}>
        {!terms ? (
          <p className="text-sm text-slate-700">{t('loading')}</p>
        ) : !terms.ok ? (
          <p role="alert" className="text-sm text-red-800">
            {terms.message ?? t('loadError')}
          </p>
        ) : (
          <div className="flex flex-col gap-2 text-sm text-ink" data-testid="staff-terms">
            <p>{t('termsPackage', { title: terms.data.package.title })}</p>
            <p>
              <span className="font-semibold">{t('termsCancellation')}: </span>
              {terms.data.cancellation.text}
            </p>
            <p>
              {terms.data.payment.balance_due_date
                ? t('termsPayment', {
                    percent: terms.data.payment.deposit_percent,
                    date: formatDisplayDate(terms.data.payment.balance_due_date, locale),
                  })
                : t('termsPaymentNoDate', { percent: terms.data.payment.deposit_percent })}
            </p>
            {terms.data.package.inclusions.length > 0 && (
              <div>
                <p className="font-semibold">{t('termsInclusions')}</p>
                <ul className="list-disc ps-5">
                  {terms.data.package.inclusions.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </div>
            )}
            {terms.data.agency_terms_url && (
              <a href={terms.data.agency_terms_url} className="min-h-11 text-brand underline">
                {t('termsAgency')}
              </a>
            )}
          </div>
        )}
      </Panel>
      <Panel id="staff-insurance" title={t('insurance')}>
        {!insurance ? (
          <p className="text-sm text-slate-700">{t('loading')}</p>
        ) : !insurance.ok ? (
          <p role="alert" className="text-sm text-red-800">
            {insurance.message ?? t('loadError')}
          </p>
        ) : insurance.data.status === 'none' ? (
          <p className="text-sm text-ink" data-testid="staff-insurance">
            {t('insuranceNone')}
          </p>
        ) : (
          <div className="flex flex-col gap-1 text-sm text-ink" data-testid="staff-insurance">
            <p>{t('insuranceLine', { plan: insurance.data.plan, status: insurance.data.status })}</p>
            {insurance.data.reference && (
              <p>{t('insuranceReference', { reference: insurance.data.reference })}</p>
            )}
          </div>
        )}
      </Panel>
    </div>
  );
}
