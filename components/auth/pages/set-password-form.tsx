'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { setPassword } from '@/lib/client/auth';
import { ZSetPasswordRequest } from '@/lib/contract/auth';
import { HOME_PATH } from '@/lib/shell/path-rules';
import { loginHref } from '@/lib/shell/routes';
import { FormMessage, PasswordField, SubmitButton } from '../form-fields';

export interface SetPasswordText {
  intro: string;
  password: string;
  confirm: string;
  submit: string;
  success: string;
  failure: string;
  mismatch: string;
  login: string;
  showPassword: string;
  hidePassword: string;
}

/**
 * The set-password page's form: the contract's password rule, plus a confirmation that must match.
 * The link's user_id and token go along; the server spends the token.
 */
export function SetPasswordForm({
  userId,
  token,
  text,
}: {
  userId: string;
  token: string;
  text: SetPasswordText;
}) {
  const [outcome, setOutcome] = useState<'ok' | 'failed' | null>(null);
  const schema = ZSetPasswordRequest.pick({ password: true })
    .extend({ confirm: z.string() })
    .refine((v) => v.password === v.confirm, { path: ['confirm'], message: text.mismatch });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.infer<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { password: '', confirm: '' },
  });

  const submit = handleSubmit(async ({ password }) => {
    const r = await setPassword(userId, token, password);
    setOutcome(r.ok && r.body?.success ? 'ok' : 'failed');
  });

  if (outcome === 'ok')
    return (
      <div className="flex flex-col gap-4">
        <FormMessage tone="success">{text.success}</FormMessage>
        {/* A full page load: the login query is read when the site starts. */}
        <a
          href={loginHref(HOME_PATH)}
          className="inline-flex min-h-11 items-center justify-center rounded-xl bg-brand px-5 font-semibold text-on-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          {text.login}
        </a>
      </div>
    );

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <p className="text-slate-700">{text.intro}</p>
      <PasswordField
        label={text.password}
        autoComplete="new-password"
        showLabel={text.showPassword}
        hideLabel={text.hidePassword}
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordField
        label={text.confirm}
        autoComplete="new-password"
        showLabel={text.showPassword}
        hideLabel={text.hidePassword}
        error={errors.confirm?.message}
        {...register('confirm')}
      />
      <FormMessage tone="error">{outcome === 'failed' ? text.failure : null}</FormMessage>
      <SubmitButton busy={isSubmitting}>{text.submit}</SubmitButton>
    </form>
  );
}
