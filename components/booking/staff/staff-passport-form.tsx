'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { type ItineraryTraveller, savePassport } from '@/lib/client/booking-staff';
import { FormEnd } from './form-end';

const inputClass = 'min-h-11 w-full rounded-lg border border-slate-300 px-3';

/** Fills one traveller's passport (saved as a traveller profile, then put in the booking's slot). */
export function StaffPassportForm({
  bookingId,
  slot,
  onSaved,
}: {
  bookingId: string;
  slot: ItineraryTraveller;
  onSaved: () => void;
}) {
  const t = useTranslations('StaffBooking');
  const [form, setForm] = useState({
    nationality: slot.nationality ?? '',
    passport_number: '',
    passport_expiry: slot.passport_expiry ?? '',
  });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setFailure(null);
    const res = await savePassport(bookingId, slot, form);
    setBusy(false);
    if (res.ok) {
      setForm({ ...form, passport_number: '' });
      onSaved();
    } else setFailure(res.message ?? t('failed'));
  };
  const name = `${slot.first_name} ${slot.last_name}`;
  return (
    <details>
      <summary className="min-h-11 cursor-pointer content-center text-brand underline">
        {t('editPassport', { name })}
      </summary>
      <form className="mt-2 flex flex-col gap-2" onSubmit={(e) => void submit(e)} noValidate>
        <label className="flex flex-col gap-1">
          {t('nationality')}
          <input
            className={inputClass}
            maxLength={2}
            value={form.nationality}
            onChange={(e) => setForm({ ...form, nationality: e.target.value })}
          />
        </label>
        <label className="flex flex-col gap-1">
          {t('passportNumber')}
          <input
            className={inputClass}
            autoComplete="off"
            value={form.passport_number}
            onChange={(e) => setForm({ ...form, passport_number: e.target.value })}
          />
        </label>
        <label className="flex flex-col gap-1">
          {t('passportExpiry')}
          <input
            type="date"
            className={inputClass}
            value={form.passport_expiry}
            onChange={(e) => setForm({ ...form, passport_expiry: e.target.value })}
          />
        </label>
        <FormEnd label={t('savePassport')} busy={busy} failure={failure} />
      </form>
    </details>
  );
}
