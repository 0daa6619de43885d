'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import * as api from '@/lib/browser/auth/actions';
import { FormMessage, LinkButton, SubmitButton, TextField } from './form-fields';

type Result = { ok: boolean; message: string };

/**
 * Edit profile, on a site that signs in by OTP: a phone number receives login codes only once its
 * owner proved it, here — an SMS code to the number, typed back. Shown while the number is not
 * verified; `onVerified` reloads the user so it disappears.
 */
export function PhoneVerification({
  onVerified,
  send = api.sendPhoneCode,
  verify = api.verifyPhone,
}: {
  onVerified: () => void;
  send?: () => Promise<Result>;
  verify?: (otp: string) => Promise<Result>;
}) {
  const t = useTranslations('Auth.phone');
  const id = useId();
  const [sent, setSent] = useState(false);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Result | null>(null);

  const start = async () => {
    setOutcome(null);
    const r = await send();
    setOutcome(r);
    if (r.ok) setSent(true);
  };
  const confirm = async () => {
    setBusy(true);
    const r = await verify(code.trim());
    setBusy(false);
    setOutcome(r);
    if (r.ok) onVerified();
  };

  return (
    <section aria-labelledby={id} className="mt-4 flex flex-col gap-3 rounded-xl bg-amber-50 p-4 text-sm">
      <p id={id} className="text-slate-800">
        {t('unverified')}
      </p>
      {!sent ? (
        <p>
          <LinkButton onClick={() => void start()}>{t('verify')}</LinkButton>
        </p>
      ) : (
        <form
          noValidate
          className="flex flex-col gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            void confirm();
          }}
        >
          <TextField
            label={t('code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
          <SubmitButton busy={busy}>{t('confirm')}</SubmitButton>
        </form>
      )}
      <FormMessage tone="error">{outcome && !outcome.ok ? outcome.message : null}</FormMessage>
      <FormMessage tone="success">{outcome?.ok ? outcome.message : null}</FormMessage>
    </section>
  );
}
