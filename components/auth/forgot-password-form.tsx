'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { type TForgotPasswordRequest, ZForgotPasswordRequest } from '@/lib/contract/auth';
import { FormMessage, LinkButton, SubmitButton, TextField } from './form-fields';

/** §2 dialog 3: a one-time login link to the registered e-mail; 'Generate Link'. */
export function ForgotPasswordForm({
  onSubmit,
  onBack,
}: {
  onSubmit: (values: TForgotPasswordRequest) => Promise<{ ok: boolean; message: string }>;
  onBack: () => void;
}) {
  const t = useTranslations('Auth.forgot');
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<TForgotPasswordRequest>({
    resolver: zodResolver(ZForgotPasswordRequest),
    defaultValues: { email: '' },
  });

  const submit = handleSubmit(async (values) => {
    setOutcome(null);
    setOutcome(await onSubmit(values));
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <p className="text-base text-slate-700">{t('intro')}</p>
      <TextField
        label={t('email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <FormMessage tone="error">{outcome && !outcome.ok ? outcome.message : null}</FormMessage>
      <FormMessage tone="success">{outcome?.ok ? outcome.message : null}</FormMessage>
      <SubmitButton busy={isSubmitting}>{t('submit')}</SubmitButton>
      <p className="text-center text-sm">
        <LinkButton onClick={onBack}>{t('backToLogin')}</LinkButton>
      </p>
    </form>
  );
}
