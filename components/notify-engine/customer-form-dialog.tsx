'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '@/components/auth/form-fields';
import { DialogButton, ModalFrame } from '@/components/dialogs';
import { saveCustomer } from '@/lib/client/customers';
import {
  type TCustomer,
  type TCustomerFormInput,
  type TCustomerInput,
  ZCustomerInput,
} from '@/lib/contract/customers';

type FieldName = 'first_name' | 'last_name' | 'email' | 'mobile' | 'city' | 'country' | 'tags';
const FIELDS: readonly FieldName[] = [
  'first_name',
  'last_name',
  'email',
  'mobile',
  'city',
  'country',
  'tags',
];

const valuesFor = (c: TCustomer | null): TCustomerFormInput => ({
  first_name: c?.first_name ?? '',
  last_name: c?.last_name ?? '',
  email: c?.email ?? '',
  mobile: c?.mobile ?? '',
  city: c?.city ?? '',
  country: c?.country ?? '',
  tags: c?.tags.join(', ') ?? '',
});

/** The first text of each field a 400/409 answer refused (`errors.<field>: [text]`). */
function fieldErrorsOf(body: unknown): [FieldName, string][] {
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (!errors || typeof errors !== 'object') return [];
  return Object.entries(errors as Record<string, unknown>).flatMap(([k, v]) =>
    (FIELDS as readonly string[]).includes(k) && Array.isArray(v) && typeof v[0] === 'string'
      ? [[k as FieldName, v[0] as string]]
      : [],
  );
}

/**
 * Add or edit a customer (react-hook-form with the schema the server reads, ZCustomerInput). The
 * server's field errors (a mobile that is not a number of the agency's country, an e-mail another
 * customer has) come back under their fields. Staff may mark a customer unsubscribed; someone who
 * unsubscribed is shown so, with no way to subscribe them again here.
 */
export function CustomerFormDialog({
  customer,
  open,
  onClose,
  onSaved,
}: {
  customer: TCustomer | null;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useTranslations('NotifyEngine.form');
  const formId = useId();
  const [unsubscribe, setUnsubscribe] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<TCustomerFormInput, unknown, TCustomerInput>({
    resolver: zodResolver(ZCustomerInput),
    defaultValues: valuesFor(customer),
  });

  useEffect(() => {
    if (!open) return;
    reset(valuesFor(customer));
    setUnsubscribe(false);
    setFailure(null);
  }, [open, customer, reset]);

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    const res = await saveCustomer(
      { ...values, ...(unsubscribe ? { subscribed: false } : {}) },
      customer?.id ?? null,
    );
    if (res.ok) {
      onSaved();
      return;
    }
    const refused = fieldErrorsOf(res.body);
    for (const [field, message] of refused) setError(field, { message });
    if (!refused.length) setFailure(res.message ?? t('saveError'));
  });

  const alreadyUnsubscribed = customer !== null && !customer.subscribed;
  return (
    <ModalFrame
      open={open}
      onClose={onClose}
      title={customer ? t('editTitle') : t('addTitle')}
      footer={
        <>
          <DialogButton variant="secondary" onClick={onClose}>
            {t('cancel')}
          </DialogButton>
          <button
            type="submit"
            form={formId}
            disabled={isSubmitting}
            className="inline-flex min-h-11 min-w-24 items-center justify-center rounded-xl bg-brand px-5 text-sm font-semibold text-on-brand hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-60"
          >
            {isSubmitting ? t('saving') : t('save')}
          </button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-4">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField
            label={t('firstName')}
            autoComplete="off"
            error={errors.first_name?.message}
            {...register('first_name')}
          />
          <TextField
            label={t('lastName')}
            autoComplete="off"
            error={errors.last_name?.message}
            {...register('last_name')}
          />
        </div>
        <TextField
          label={t('email')}
          type="email"
          autoComplete="off"
          error={errors.email?.message}
          {...register('email')}
        />
        <div>
          <TextField
            label={t('mobile')}
            type="tel"
            autoComplete="off"
            error={errors.mobile?.message}
            {...register('mobile')}
          />
          <p className="mt-1 text-xs text-slate-600">{t('mobileHint')}</p>
        </div>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField
            label={t('city')}
            autoComplete="off"
            error={errors.city?.message}
            {...register('city')}
          />
          <TextField
            label={t('country')}
            autoComplete="off"
            error={errors.country?.message}
            {...register('country')}
          />
        </div>
        <div>
          <TextField
            label={t('tags')}
            autoComplete="off"
            error={errors.tags?.message}
            {...register('tags')}
          />
          <p className="mt-1 text-xs text-slate-600">{t('tagsHint')}</p>
        </div>
        {alreadyUnsubscribed ? (
          <p className="text-sm text-slate-700">{t('unsubscribedNote')}</p>
        ) : (
          <label className="flex min-h-11 items-center gap-3 text-sm text-ink">
            <input
              type="checkbox"
              checked={unsubscribe}
              onChange={(e) => setUnsubscribe(e.target.checked)}
              className="h-5 w-5 accent-brand"
            />
            {t('unsubscribe')}
          </label>
        )}
        {failure ? (
          <p role="alert" className="text-sm text-red-800">
            {failure}
          </p>
        ) : null}
      </form>
    </ModalFrame>
  );
}
