'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { fieldErrorsOf } from '@/lib/client/answer';
import { addVoucher } from '@/lib/client/booking-staff';
import { FormEnd } from './form-end';

const inputClass = 'min-h-11 w-full rounded-lg border border-slate-300 px-3';

/** add-voucher: attaches the agency's own voucher (a file at an https link, with a note). */
export function StaffAddVoucher({ bookingId, onAdded }: { bookingId: string; onAdded: () => void }) {
  const t = useTranslations('StaffBooking');
  const [form, setForm] = useState({ file_name: '', url: '', note: '' });
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setFailure(null);
    const res = await addVoucher(bookingId, form);
    setBusy(false);
    if (res.ok) {
      setForm({ file_name: '', url: '', note: '' });
      setErrors({});
      onAdded();
      return;
    }
    setErrors(fieldErrorsOf(res));
    setFailure(res.message ?? t('failed'));
  };
  const field = (name: keyof typeof form, label: string) => (
    <label className="flex flex-col gap-1 text-sm text-ink">
      {label}
      <input
        className={inputClass}
        name={name}
        value={form[name]}
        aria-invalid={errors[name] ? true : undefined}
        onChange={(e) => setForm({ ...form, [name]: e.target.value })}
      />
      {errors[name] && <span className="text-red-800">{errors[name]}</span>}
    </label>
  );
  return (
    <details className="rounded-lg border border-slate-200 p-3">
      <summary className="min-h-11 cursor-pointer content-center font-semibold text-ink">
        {t('addVoucher')}
      </summary>
      <form className="mt-2 flex flex-col gap-2" onSubmit={(e) => void submit(e)} noValidate>
        {field('file_name', t('voucherFileName'))}
        {field('url', t('voucherUrl'))}
        {field('note', t('voucherNote'))}
        <FormEnd label={t('voucherAdd')} busy={busy} failure={failure} />
      </form>
    </details>
  );
}
