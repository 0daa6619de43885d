'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import metadata from 'libphonenumber-js/metadata.min.json';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ConfirmDialog } from '@/components/dialogs';
import Link from '@/components/i18n/locale-link';
import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales';
import { useAppLocale } from '@/i18n/use-app-locale';
import { AUTH_VALIDATION, TITLES, type TUser } from '@/lib/contract/auth';
import {
  isValidPhoneForDialCode,
  type TRegistrationInput,
  type TRegistrationRequest,
  ZRegistrationRequest,
} from '@/lib/contract/auth-registration';
import type { DialCodeEntry } from '@/lib/reference/countries';
import { dialCodeLabel, nameCollator } from '@/lib/reference/names';
import { FormMessage, LinkButton, SelectField, SubmitButton, TextField } from './form-fields';
import { MESSAGE_CLEAR_MS } from './toast';

type Result = { ok: boolean; message: string };

export interface RegisterFormProps {
  /** With an existing user the form is Edit profile (email locked, Update, Delete Account). */
  user?: TUser | null;
  /** The e-mail typed elsewhere (OTP 'User not found'). */
  prefillEmail?: string;
  dialCodes: readonly DialCodeEntry[];
  defaultDialCode: string;
  onSubmit: (values: TRegistrationRequest) => Promise<Result>;
  onCancel: () => void;
  onDelete?: () => Promise<boolean>;
  /**
   * Edit profile: mails the signed-in user a fresh set-password link (changing a password needs the
   * current one or such a link; a session alone is not enough).
   */
  onChangePassword?: () => Promise<Result>;
  termsHref: string;
  privacyHref: string;
}

/**
 * One option per dial code, named after the code's main country (libphonenumber's metadata: +44 is
 * the United Kingdom, not Guernsey): the value is the dial code, so two options with one value
 * would make the select show whichever comes first. The agency's dial code (`leading`) comes first,
 * the rest by name in the locale's order (the names arrive in the locale, lib/reference/names.ts).
 */
export function dialCodeOptions(
  entries: readonly DialCodeEntry[],
  leading = '',
  locale: Locale = DEFAULT_LOCALE,
): DialCodeEntry[] {
  const main = metadata.country_calling_codes as Record<string, string[]>;
  const byCode = new Map<string, DialCodeEntry>();
  for (const e of entries) {
    if (!e.dial_code) continue;
    const current = byCode.get(e.dial_code);
    if (!current || main[e.dial_code.slice(1)]?.[0] === e.code) byCode.set(e.dial_code, e);
  }
  const rank = (e: DialCodeEntry) => (e.dial_code === leading ? 0 : 1);
  const collator = nameCollator(locale);
  return [...byCode.values()].sort((a, b) => rank(a) - rank(b) || collator.compare(a.name, b.name));
}

function phoneError(code: string | undefined, number: string | undefined): string | undefined {
  if (!number?.trim()) return AUTH_VALIDATION.phoneRequired;
  return isValidPhoneForDialCode(code ?? '', number) ? undefined : AUTH_VALIDATION.phoneInvalid;
}

/** What the profile form shows of a user: a change in any of it means fresher details. */
export function profileFormKey(user: TUser): string {
  const d = user.details;
  return JSON.stringify([user.email, d.title, d.first_name, d.last_name, d.code, d.mobile_number]);
}

function formValuesFor(
  user: TUser | null | undefined,
  prefillEmail: string | undefined,
  defaultDialCode: string,
): TRegistrationInput {
  return {
    email: user?.email ?? prefillEmail ?? '',
    role: 'Consumer',
    guest: false,
    register_and_continue: false,
    details: {
      title: (user?.details.title ?? '') as TRegistrationInput['details']['title'],
      first_name: user?.details.first_name ?? '',
      last_name: user?.details.last_name ?? '',
      code: user?.details.code || defaultDialCode,
      mobile_number: user?.details.mobile_number ?? '',
    },
  };
}

/** §2 dialog 5 'Register or Sign Up', or Edit profile for a signed-in user (§5 registration rules). */
export function RegisterForm({
  user,
  prefillEmail,
  dialCodes,
  defaultDialCode,
  onSubmit,
  onCancel,
  onDelete,
  onChangePassword,
  termsHref,
  privacyHref,
}: RegisterFormProps) {
  const t = useTranslations('Auth.register');
  const locale = useAppLocale();
  const td = useTranslations('Auth.delete');
  const editing = Boolean(user);
  const [outcome, setOutcome] = useState<Result | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    clearErrors,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<TRegistrationInput, unknown, TRegistrationRequest>({
    resolver: zodResolver(ZRegistrationRequest),
    defaultValues: formValuesFor(user, prefillEmail, defaultDialCode),
  });

  // Fresher details of the signed-in user (the reload after an update may finish after the dialog
  // reopened) replace the form's values; the outcome message stays.
  const detailsKey = user ? profileFormKey(user) : null;
  const shownKey = useRef(detailsKey);
  useEffect(() => {
    if (!user || detailsKey === shownKey.current) return;
    shownKey.current = detailsKey;
    reset(formValuesFor(user, prefillEmail, defaultDialCode));
  }, [detailsKey, user, prefillEmail, defaultDialCode, reset]);

  useEffect(() => {
    if (!deleteError) return;
    const timer = setTimeout(() => setDeleteError(null), MESSAGE_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [deleteError]);

  // §5: the phone is checked on keyup and on change, against the chosen dial code.
  const checkPhone = () => {
    const message = phoneError(getValues('details.code'), getValues('details.mobile_number'));
    if (message) setError('details.mobile_number', { message });
    else clearErrors('details.mobile_number');
  };

  const submit = handleSubmit(async (values) => {
    setOutcome(null);
    setOutcome(await onSubmit({ ...values, email: user?.email ?? values.email, role: 'Consumer' }));
  });

  const confirmDelete = async () => {
    setConfirming(false);
    if (onDelete && !(await onDelete())) setDeleteError(td('failure'));
  };

  const phone = register('details.mobile_number', { onChange: checkPhone });
  const code = register('details.code', {
    onChange: () => {
      if (getValues('details.mobile_number')) checkPhone();
    },
  });

  return (
    <>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextField
          label={t('email')}
          type="email"
          autoComplete="email"
          readOnly={editing}
          aria-readonly={editing || undefined}
          error={errors.email?.message}
          {...register('email')}
        />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-[8rem_1fr_1fr]">
          <SelectField
            label={t('titleLabel')}
            error={errors.details?.title?.message}
            {...register('details.title')}
          >
            <option value="">{t('choose')}</option>
            {TITLES.map((title) => (
              <option key={title} value={title}>
                {title}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('firstName')}
            autoComplete="given-name"
            error={errors.details?.first_name?.message}
            {...register('details.first_name')}
          />
          <TextField
            label={t('lastName')}
            autoComplete="family-name"
            error={errors.details?.last_name?.message}
            {...register('details.last_name')}
          />
        </div>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-[12rem_1fr]">
          <SelectField
            label={t('dialCode')}
            autoComplete="tel-country-code"
            error={errors.details?.code?.message}
            {...code}
          >
            {dialCodeOptions(dialCodes, defaultDialCode, locale).map((d) => (
              <option key={d.code} value={d.dial_code}>
                {dialCodeLabel(d, locale)}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('phone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            error={errors.details?.mobile_number?.message}
            onKeyUp={checkPhone}
            {...phone}
          />
        </div>
        <p className="text-sm text-slate-700">
          {t.rich('agree', {
            terms: (chunks) => (
              <Link href={termsHref} target="_blank" className="font-semibold text-brand underline">
                {chunks}
              </Link>
            ),
            privacy: (chunks) => (
              <Link href={privacyHref} target="_blank" className="font-semibold text-brand underline">
                {chunks}
              </Link>
            ),
          })}
        </p>
        <FormMessage tone="error">{outcome && !outcome.ok ? outcome.message : deleteError}</FormMessage>
        <FormMessage tone="success">{outcome?.ok ? outcome.message : null}</FormMessage>
        <div className="flex flex-col-reverse gap-3 sm:flex-row">
          <button
            type="button"
            onClick={onCancel}
            className="inline-flex min-h-11 w-full items-center justify-center rounded-xl bg-white px-5 font-semibold text-ink ring-1 ring-slate-300 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand"
          >
            {t('cancel')}
          </button>
          <SubmitButton busy={isSubmitting}>{editing ? t('update') : t('submit')}</SubmitButton>
        </div>
        {editing && (onDelete || onChangePassword) ? (
          <p className="flex justify-center gap-6 text-center text-sm">
            {onChangePassword ? (
              <LinkButton
                onClick={() => {
                  setOutcome(null);
                  void onChangePassword().then(setOutcome);
                }}
              >
                {t('changePassword')}
              </LinkButton>
            ) : null}
            {onDelete ? (
              <LinkButton onClick={() => setConfirming(true)}>{t('deleteAccount')}</LinkButton>
            ) : null}
          </p>
        ) : null}
      </form>
      <ConfirmDialog
        open={confirming}
        tone="danger"
        title={td('title')}
        message={td('question')}
        confirmLabel={td('confirm')}
        cancelLabel={td('cancel')}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
