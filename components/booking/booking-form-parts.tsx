'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { inPageLanguage } from '@/components/i18n/locale-link';
import { useAppLocale } from '@/i18n/use-app-locale';
import type { Answer } from '@/lib/client/answer';
import { bookingDetails } from '@/lib/client/booking';
import { paymentMethods } from '@/lib/client/payment';
import { agentBalance } from '@/lib/client/wallet';
import { TITLES } from '@/lib/contract/auth-constants';
import type { TRAVELLER_KINDS } from '@/lib/contract/booking';
import type { TPriceBreakdown } from '@/lib/contract/planner';
import { formatMoney } from '@/lib/money';
import { paymentPathFor } from './pay-link';

/** Parts the Book forms share (organised package: book-package.tsx; planned variant: book-variant.tsx). */

type Kind = (typeof TRAVELLER_KINDS)[number];
export interface TravellerIn {
  kind: Kind;
  title: (typeof TITLES)[number];
  first_name: string;
  last_name: string;
  birth_date?: string | null | undefined;
}
type TravellersForm = { travellers: TravellerIn[] };

export const field = 'min-h-11 rounded-lg border border-slate-300 px-3 text-ink';

export const kindsFor = (adults: number, children: number, infants: number): Kind[] => [
  ...Array<Kind>(Math.max(0, adults)).fill('adult'),
  ...Array<Kind>(Math.max(0, children)).fill('child'),
  ...Array<Kind>(Math.max(0, infants)).fill('infant'),
];

export const blankTraveller = (kind: Kind): TravellerIn => ({
  kind,
  title: 'Mr.',
  first_name: '',
  last_name: '',
  birth_date: '',
});

export const newKey = () => `book-${crypto.randomUUID()}`;

/** One fieldset per traveller: title, names, and a date of birth for a child or an infant. */
export function TravellerFieldsets<F extends TravellersForm>({
  fields,
  register: registerAny,
  errors: errorsAny,
}: {
  fields: { id: string; kind: Kind }[];
  register: UseFormRegister<F>;
  errors: FieldErrors<F>;
}) {
  const t = useTranslations('Booking');
  // Every form using this has `travellers` of this shape (F extends TravellersForm); its own other
  // fields are not touched here.
  const register = registerAny as unknown as UseFormRegister<TravellersForm>;
  const errors = errorsAny as FieldErrors<TravellersForm>;
  const errorOf = (i: number, name: 'title' | 'first_name' | 'last_name' | 'birth_date') =>
    errors.travellers?.[i]?.[name]?.message;
  return (
    <>
      {fields.map((f, i) => (
        <fieldset
          key={f.id}
          className="grid grid-cols-1 gap-2 rounded-xl border border-slate-200 p-3 sm:grid-cols-2"
        >
          <legend className="px-1 text-sm font-semibold text-ink">
            {t('travellerHeading', {
              kind: f.kind,
              n: fields.slice(0, i + 1).filter((x) => x.kind === f.kind).length,
            })}
          </legend>
          <label className="flex flex-col gap-1 text-sm">
            <span>{t('title')}</span>
            <select className={field} {...register(`travellers.${i}.title`)}>
              {TITLES.map((title) => (
                <option key={title}>{title}</option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1 text-sm">
            <span>{t('firstName')}</span>
            <input
              className={field}
              autoComplete="given-name"
              aria-invalid={!!errorOf(i, 'first_name')}
              {...register(`travellers.${i}.first_name`)}
            />
            {errorOf(i, 'first_name') && <span className="text-red-800">{errorOf(i, 'first_name')}</span>}
          </label>
          <label className="flex flex-col gap-1 text-sm">
            <span>{t('lastName')}</span>
            <input
              className={field}
              autoComplete="family-name"
              aria-invalid={!!errorOf(i, 'last_name')}
              {...register(`travellers.${i}.last_name`)}
            />
            {errorOf(i, 'last_name') && <span className="text-red-800">{errorOf(i, 'last_name')}</span>}
          </label>
          {f.kind !== 'adult' && (
            <label className="flex flex-col gap-1 text-sm">
              <span>{t('birthDate')}</span>
              <input
                type="date"
                className={field}
                aria-invalid={!!errorOf(i, 'birth_date')}
                {...register(`travellers.${i}.birth_date`)}
              />
              {errorOf(i, 'birth_date') && <span className="text-red-800">{errorOf(i, 'birth_date')}</span>}
            </label>
          )}
        </fieldset>
      ))}
      {errors.travellers?.message && <p className="text-sm text-red-800">{errors.travellers.message}</p>}
    </>
  );
}

/** Today's price as the server answered it; `unavailable` names why it cannot be booked. */
export function PriceBox({
  breakdown,
  baseLabel,
  unavailable,
}: {
  breakdown: TPriceBreakdown;
  baseLabel: string;
  unavailable: string | null;
}) {
  const locale = useAppLocale();
  const t = useTranslations('Booking');
  return (
    <section
      aria-live="polite"
      className="flex flex-col gap-1 rounded-xl bg-slate-50 p-3 text-sm"
      data-testid="book-price"
    >
      <p className="font-semibold text-ink">{t('priceFor')}</p>
      <p className="flex justify-between">
        <span>{baseLabel}</span>
        <span>{formatMoney(breakdown.base, { locale })}</span>
      </p>
      <p className="flex justify-between">
        <span>{t('tax')}</span>
        <span>{formatMoney(breakdown.tax, { locale })}</span>
      </p>
      {breakdown.discount.amount > 0 && (
        <p className="flex justify-between">
          <span>{t('discount')}</span>
          <span>−{formatMoney(breakdown.discount, { locale })}</span>
        </p>
      )}
      <p className="flex justify-between font-semibold text-ink">
        <span>{t('total')}</span>
        <span data-testid="book-total">{formatMoney(breakdown.total, { locale })}</span>
      </p>
      {unavailable && (
        <p role="alert" className="text-red-800">
          {unavailable}
        </p>
      )}
    </section>
  );
}

/** A price that moved since it was shown: the old and new totals, and the box to accept the new one. */
export function ChangedPrice({
  old,
  next,
  accepted,
  onAccept,
}: {
  old: number;
  next: TPriceBreakdown;
  accepted: boolean;
  onAccept: (accepted: boolean) => void;
}) {
  const locale = useAppLocale();
  const t = useTranslations('Booking');
  return (
    <div
      role="alert"
      className="flex flex-col gap-2 rounded-xl border border-amber-400 bg-amber-50 p-3 text-sm text-ink"
    >
      <p>
        {t('priceChanged', {
          old: formatMoney({ amount: old, currency: next.total.currency }, { locale }),
          new: formatMoney(next.total, { locale }),
        })}
      </p>
      <label className="flex min-h-11 items-center gap-2">
        <input
          type="checkbox"
          checked={accepted}
          onChange={(e) => onAccept(e.target.checked)}
          className="h-5 w-5"
        />
        {t('acceptPrice')}
      </label>
    </div>
  );
}

/** The new price a 409 carries (`errors.price`), if it is a price change. */
const newPriceOf = (res: { status: number; body: unknown }): TPriceBreakdown | null =>
  res.status === 409
    ? ((res.body as { errors?: { price?: TPriceBreakdown } } | null)?.errors?.price ?? null)
    : null;

export type HoldOutcome =
  | { kind: 'price'; next: TPriceBreakdown }
  | { kind: 'error'; message: string | null };

/**
 * After a hold call: a moved price (for the form to show and have accepted), an error message, or
 * (held) the payment hand-off for what the booking owes — the page then leaves (null).
 */
export async function afterHold(res: Answer<{ id: string }>): Promise<HoldOutcome | null> {
  if (!res.ok) {
    const next = newPriceOf(res);
    return next ? { kind: 'price', next } : { kind: 'error', message: res.message };
  }
  const [details, methods] = await Promise.all([bookingDetails(res.data.id), paymentMethods()]);
  if (!details.ok) return { kind: 'error', message: details.message };
  // An agent with a balance chooses on the booking's payment step (agency balance or a card);
  // everyone else goes on to the site's own gateway at once with its first method (a Stripe or
  // Razorpay site has no test card). When none is offered, the payment step still goes on: the
  // server refuses it with the site's reason, shown there.
  const balance = await agentBalance(details.data.balance_due.currency);
  const method = methods.ok ? methods.data.methods[0]?.id : undefined;
  window.location.assign(
    inPageLanguage(
      balance.ok && balance.data.balance
        ? `/bookingDetails/${details.data.id}#pay`
        : paymentPathFor(details.data, method),
    ),
  );
  return null;
}

/** A form's error line, read out when it appears. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="text-sm text-red-800">
      {message}
    </p>
  );
}

/** Check price (again), and Continue once there is a price to book at (held back until a moved price is accepted). */
export function BookActions({
  busy,
  checkLabel,
  holdingLabel,
  canContinue,
  mustAccept,
  onCheck,
  onContinue,
}: {
  busy: boolean;
  checkLabel: string;
  holdingLabel: string;
  canContinue: boolean;
  mustAccept: boolean;
  onCheck: () => void;
  onContinue: () => void;
}) {
  const t = useTranslations('Booking');
  return (
    <div className="flex flex-wrap gap-3">
      <button
        type="button"
        disabled={busy}
        onClick={onCheck}
        className="min-h-11 rounded-lg border border-brand px-4 font-semibold text-brand disabled:opacity-60"
      >
        {checkLabel}
      </button>
      {canContinue && (
        <button
          type="button"
          disabled={busy || mustAccept}
          onClick={onContinue}
          className="min-h-11 rounded-lg bg-brand px-4 font-semibold text-on-brand disabled:opacity-60"
        >
          {busy ? holdingLabel : t('continueToPay')}
        </button>
      )}
    </div>
  );
}

/**
 * The state a Book form goes through: busy while a call runs, its error message, a price that moved
 * (shown, to be accepted) and the idempotency key of the hold (new for every price accepted).
 */
export function useBookingFlow() {
  const t = useTranslations('Booking');
  const [changed, setChanged] = useState<{ old: number; next: TPriceBreakdown } | null>(null);
  const [accepted, setAccepted] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const key = useRef(newKey());

  /** The price moved from `old` to `next`: it is shown, must be accepted, and is held under a new key. */
  const priceMoved = (old: number, next: TPriceBreakdown) => {
    setChanged({ old, next });
    setAccepted(false);
    key.current = newKey();
  };

  /** Runs a call with `busy` and the error message handled; its data, or null when it failed. */
  async function ask<T>(call: () => Promise<Answer<T>>): Promise<T | null> {
    setBusy(true);
    setMessage(null);
    const res = await call();
    setBusy(false);
    if (res.ok) return res.data;
    setMessage(res.message ?? t('error'));
    return null;
  }

  /** Holds under the current key: a moved price is shown (and given to `onPrice`), else on to payment. */
  async function hold(
    call: (idempotencyKey: string) => Promise<Answer<{ id: string }>>,
    old: number,
    onPrice: (next: TPriceBreakdown) => void,
  ): Promise<void> {
    setBusy(true);
    setMessage(null);
    const outcome = await afterHold(await call(key.current));
    if (!outcome) return;
    setBusy(false);
    if (outcome.kind === 'error') {
      setMessage(outcome.message ?? t('error'));
      return;
    }
    priceMoved(old, outcome.next);
    onPrice(outcome.next);
  }

  return {
    busy,
    message,
    changed,
    accepted,
    setAccepted,
    mustAccept: changed !== null && !accepted,
    priceMoved,
    ask,
    hold,
    /** Something of the form's own failed (its code could not load): the generic error. */
    fail: () => {
      setBusy(false);
      setMessage(t('error'));
    },
    /** Forgets a moved price (the party changed: a new price is needed anyway). */
    reset: () => {
      setChanged(null);
      setAccepted(false);
    },
    renewKey: () => {
      key.current = newKey();
    },
  };
}
