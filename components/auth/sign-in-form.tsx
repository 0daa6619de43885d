'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { type TLoginRequest, ZLoginRequest } from '@/lib/contract/auth';
import { FormMessage, LinkButton, PasswordField, SubmitButton, TextField } from './form-fields';

/** §2 dialog 2: e-mail, password with show/hide, Forgot Password, Sign up (unless hidden), 'Login to Continue'. */
export function SignInForm({
  onSubmit,
  onForgotPassword,
  onSignUp,
  showSignUp,
}: {
  /** Resolves with an error message to show, or null on success. */
  onSubmit: (values: TLoginRequest) => Promise<string | null>;
  onForgotPassword: () => void;
  onSignUp: () => void;
  showSignUp: boolean;
}) {
  const t = useTranslations('Auth.signIn');
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<TLoginRequest>({
    resolver: zodResolver(ZLoginRequest),
    defaultValues: { email: '', password: '' },
  });

  const submit = handleSubmit(async (values) => {
    setError(null);
    setError(await onSubmit(values));
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <TextField
        label={t('email')}
        type="email"
        autoComplete="username"
        inputMode="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <PasswordField
        label={t('password')}
        autoComplete="current-password"
        showLabel={t('showPassword')}
        hideLabel={t('hidePassword')}
        error={errors.password?.message}
        {...register('password')}
      />
      <div className="flex justify-end text-sm">
        <LinkButton onClick={onForgotPassword}>{t('forgotPassword')}</LinkButton>
      </div>
      <FormMessage tone="error">{error}</FormMessage>
      <SubmitButton busy={isSubmitting}>{t('submit')}</SubmitButton>
      {showSignUp ? (
        <p className="text-center text-sm text-slate-700">
          {t('noAccount')} <LinkButton onClick={onSignUp}>{t('signUp')}</LinkButton>
        </p>
      ) : null}
    </form>
  );
}
