'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { type ItineraryTraveller, saveAnswers } from '@/lib/client/booking-staff';
import { FormEnd } from './form-end';

/** The traveller's answers to the agency's free questions (answers/save): special assistance. */
export function StaffAnswerForm({
  bookingId,
  slot,
  onSaved,
}: {
  bookingId: string;
  slot: ItineraryTraveller;
  onSaved: () => void;
}) {
  const t = useTranslations('StaffBooking');
  const [text, setText] = useState(slot.answers.special_assistance ?? '');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setFailure(null);
    const res = await saveAnswers(bookingId, slot.position, { ...slot.answers, special_assistance: text });
    setBusy(false);
    if (res.ok) onSaved();
    else setFailure(res.message ?? t('failed'));
  };
  return (
    <form className="flex flex-col gap-2" onSubmit={(e) => void submit(e)} noValidate>
      <label className="flex flex-col gap-1">
        {t('assistance', { name: `${slot.first_name} ${slot.last_name}` })}
        <input
          className="min-h-11 w-full rounded-lg border border-slate-300 px-3"
          maxLength={300}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </label>
      <FormEnd label={t('saveAnswers')} busy={busy} failure={failure} quiet />
    </form>
  );
}
