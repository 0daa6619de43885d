'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { itineraryTravellers } from '@/lib/client/booking-staff';
import { Panel } from '../panel';
import { StaffAnswerForm } from './staff-answer-form';
import { StaffPassportForm } from './staff-passport-form';
import { useStaffAnswer } from './use-staff-answer';

/** A passport number as lists show it: its last three characters only. */
const maskPassport = (n: string): string => `•••${n.slice(-3)}`;

/**
 * Traveller questions and passport details for staff (traveller-questions, itinerary-travellers):
 * each traveller with what is still missing, the passport masked, and a form to fill it.
 */
export function StaffTravellers({ bookingId, editable }: { bookingId: string; editable: boolean }) {
  const t = useTranslations('StaffBooking');
  const [answer, reload] = useStaffAnswer(useCallback(() => itineraryTravellers(bookingId), [bookingId]));
  return (
    <Panel id="staff-travellers" title={t('travellerDetails')} gap="gap-3">
      {!answer ? (
        <p className="text-sm text-slate-700">{t('loading')}</p>
      ) : !answer.ok ? (
        <p role="alert" className="text-sm text-red-800">
          {answer.message ?? t('loadError')}
        </p>
      ) : (
        <ul className="flex flex-col gap-3" data-testid="staff-travellers">
          {answer.data.map((slot) => (
            <li
              key={slot.position}
              className="flex flex-col gap-1 border-t border-slate-200 pt-2 text-sm text-ink"
            >
              <p className="font-semibold">
                {slot.title} {slot.first_name} {slot.last_name}
              </p>
              <p>
                {slot.passport_number
                  ? t('passportLine', {
                      number: maskPassport(slot.passport_number),
                      nationality: slot.nationality ?? '—',
                      expiry: slot.passport_expiry ?? '—',
                    })
                  : t('noPassport')}
              </p>
              {slot.answers.special_assistance && (
                <p>{t('assistanceLine', { text: slot.answers.special_assistance })}</p>
              )}
              <p className={slot.complete ? 'text-slate-700' : 'text-red-800'}>
                {slot.complete
                  ? t('complete')
                  : t('missing', {
                      fields: slot.missing.map((field) => t('fieldName', { field })).join(', '),
                    })}
              </p>
              {editable && (
                <>
                  <StaffAnswerForm bookingId={bookingId} slot={slot} onSaved={reload} />
                  <StaffPassportForm bookingId={bookingId} slot={slot} onSaved={reload} />
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
