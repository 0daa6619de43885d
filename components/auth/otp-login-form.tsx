'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  AUTH_MESSAGES,
  AUTH_VALIDATION,
  OTP_PHONE_MAX_LENGTH,
  type TOtpLoginForm,
  ZOtpLoginForm,
} from '@/lib/contract/auth';
import { FormMessage, LinkButton, SubmitButton, TextField } from './form-fields';

/** Spec §9: the OTP field gets focus 100 ms after it appears; registration opens 500 ms after 'User not found'. */
export const OTP_FOCUS_DELAY_MS = 100;
export const REGISTER_AFTER_NOT_FOUND_MS = 500;

export type OtpChannel = 'email' | 'phone';

export interface OtpPrefill {
  username: string;
  /** The OTP was already sent (after registration): start in OTP entry. */
  sent: boolean;
  message: { tone: 'success' | 'error'; text: string } | null;
}

type Result = { ok: boolean; message: string };

/**
 * §2 dialog 4 and §4 "OTP dialog": username entry (Email or Phone number), Generate OTP; then OTP
 * entry with Verify OTP. Switching the channel resets the username and returns to the start.
 */
export function OtpLoginForm({
  onGenerate,
  onVerify,
  onRegister,
  showRegister,
  prefill,
}: {
  onGenerate: (username: string) => Promise<Result>;
  /** Resolves with an error message, or null when signed in. */
  onVerify: (username: string, otp: string) => Promise<string | null>;
  /** Opens registration (the Register link, or 'User not found' with the typed username). */
  onRegister: (username?: string) => void;
  showRegister: boolean;
  prefill?: OtpPrefill | null;
}) {
  const t = useTranslations('Auth.otp');
  const groupId = useId();
  const initialChannel: OtpChannel = prefill && !prefill.username.includes('@') ? 'phone' : 'email';
  const [channel, setChannel] = useState<OtpChannel>(initialChannel);
  const [step, setStep] = useState<'username' | 'otp'>(prefill?.sent ? 'otp' : 'username');
  const [message, setMessage] = useState<OtpPrefill['message']>(prefill?.message ?? null);
  const otpInput = useRef<HTMLInputElement | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<TOtpLoginForm>({
    resolver: zodResolver(ZOtpLoginForm),
    defaultValues: { username: prefill?.username ?? '', otp: '' },
  });

  useEffect(() => {
    if (step !== 'otp') return;
    const timer = setTimeout(() => otpInput.current?.focus(), OTP_FOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [step]);

  const switchChannel = (next: OtpChannel) => {
    if (next === channel) return;
    setChannel(next);
    setStep('username');
    setMessage(null);
    reset({ username: '', otp: '' });
  };

  const submit = handleSubmit(async ({ username, otp }) => {
    setMessage(null);
    if (step === 'username') {
      const r = await onGenerate(username);
      setMessage({ tone: r.ok ? 'success' : 'error', text: r.message });
      if (r.ok) setStep('otp');
      else if (r.message === AUTH_MESSAGES.userNotFound)
        setTimeout(() => onRegister(getValues('username')), REGISTER_AFTER_NOT_FOUND_MS);
      return;
    }
    if (!otp?.trim()) {
      setError('otp', { message: AUTH_VALIDATION.otpRequired });
      return;
    }
    const error = await onVerify(username, otp);
    if (error) setMessage({ tone: 'error', text: error });
  });

  const { ref: otpRef, ...otpField } = register('otp');

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <fieldset>
        <legend id={groupId} className="mb-2 text-sm font-medium text-ink">
          {t('via')}
        </legend>
        <div className="flex gap-2">
          {(['email', 'phone'] as const).map((c) => (
            <label
              key={c}
              className="flex min-h-11 flex-1 cursor-pointer items-center justify-center gap-2 rounded-lg border border-slate-300 px-3 text-sm font-medium has-[:checked]:border-brand has-[:checked]:bg-brand/10 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand"
            >
              <input
                type="radio"
                name="otp-channel"
                value={c}
                checked={channel === c}
                onChange={() => switchChannel(c)}
                className="h-4 w-4 accent-[var(--brand)]"
              />
              {c === 'email' ? t('viaEmail') : t('viaPhone')}
            </label>
          ))}
        </div>
      </fieldset>
      {channel === 'email' ? (
        <TextField
          key="email"
          label={t('email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          readOnly={step === 'otp'}
          error={errors.username?.message}
          {...register('username')}
        />
      ) : (
        <TextField
          key="phone"
          label={t('phone')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={OTP_PHONE_MAX_LENGTH}
          readOnly={step === 'otp'}
          error={errors.username?.message}
          {...register('username')}
        />
      )}
      {step === 'otp' ? (
        <TextField
          label={t('otp')}
          inputMode="numeric"
          autoComplete="one-time-code"
          error={errors.otp?.message}
          ref={(el) => {
            otpRef(el);
            otpInput.current = el;
          }}
          {...otpField}
        />
      ) : null}
      <FormMessage tone="error">{message?.tone === 'error' ? message.text : null}</FormMessage>
      <FormMessage tone="success">{message?.tone === 'success' ? message.text : null}</FormMessage>
      <SubmitButton busy={isSubmitting}>{step === 'otp' ? t('verify') : t('generate')}</SubmitButton>
      {showRegister ? (
        <p className="text-center text-sm text-slate-700">
          {t('noAccount')} <LinkButton onClick={() => onRegister()}>{t('register')}</LinkButton>
        </p>
      ) : null}
    </form>
  );
}
