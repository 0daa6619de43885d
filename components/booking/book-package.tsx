'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useAuth } from '@/components/auth/auth-context';
import { TITLES } from '@/lib/contract/auth';
import { type TRAVELLER_KINDS, ZBookingForm } from '@/lib/contract/booking';
import type { TPriceBreakdown } from '@/lib/contract/planner';
import { formatDisplayDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { bookingDetails, holdBooking, reprice } from './booking-api';
import { paymentPathFor } from './pay-link';

type FormIn = z.input<typeof ZBookingForm>;
type FormOut = z.output<typeof ZBookingForm>;
type Kind = (typeof TRAVELLER_KINDS)[number];

const kindsFor = (adults: number, children: number, infants: number): Kind[] => [
  ...Array<Kind>(Math.max(0, adults)).fill('adult'),
  ...Array<Kind>(Math.max(0, children)).fill('child'),
  ...Array<Kind>(Math.max(0, infants)).fill('infant'),
];

const newKey = () => `book-${crypto.randomUUID()}`;

const field = 'min-h-11 rounded-lg border border-slate-300 px-3 text-ink';

/**
 * The Book action of an organised package (spec §7 Booking; issue: reprice before anything is
 * taken): departure, party, each traveller's details, then the price checked on the server; a
 * changed price is shown and must be accepted; Continue holds the seats (one idempotency key per
 * accepted price) and goes to the payment hand-off.
 */
export function BookPackage({
  packageId,
  currency,
  departures,
}: {
  packageId: string;
  currency: string;
  departures: { date: string; seats: number }[];
}) {
  const t = useTranslations('Booking');
  // A public page: Book asks a signed-out visitor to log in; the page itself never does.
  const auth = useAuth();
  const loggedIn = auth?.state?.loggedIn;
  const openLogin = auth ? () => auth.openLogin() : null;
  const [open, setOpen] = useState(false);
  const [price, setPrice] = useState<{ breakdown: TPriceBreakdown; available: boolean } | null>(null);
  const [changed, setChanged] = useState<{ old: number; next: TPriceBreakdown } | null>(null);
  const [accepted, setAccepted] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const key = useRef(newKey());

  const { register, control, handleSubmit, watch, getValues, formState } = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(ZBookingForm),
    defaultValues: {
      departure_date: departures[0]?.date ?? '',
      adults: 2,
      children: 0,
      infants: 0,
      travellers: kindsFor(2, 0, 0).map((kind) => ({
        kind,
        title: 'Mr.',
        first_name: '',
        last_name: '',
        birth_date: '',
      })),
    },
  });
  const { fields, replace } = useFieldArray({ control, name: 'travellers' });
  const [adults, children, infants, date] = watch(['adults', 'children', 'infants', 'departure_date']);
  const counts = [Number(adults) || 0, Number(children) || 0, Number(infants) || 0] as const;
  const wanted = kindsFor(...counts).join(',');

  // The traveller rows follow the party; what was typed for a kept row stays.
  useEffect(() => {
    const kinds = wanted ? (wanted.split(',') as Kind[]) : [];
    const current = fields.map((f) => f.kind);
    if (current.join(',') === wanted) return;
    const typed = getValues('travellers');
    replace(
      kinds.map((kind, i) => {
        const same = typed.filter((f) => f.kind === kind)[kinds.slice(0, i).filter((k) => k === kind).length];
        return same ?? { kind, title: 'Mr.', first_name: '', last_name: '', birth_date: '' };
      }),
    );
  }, [wanted, fields, replace, getValues]);

  // Any change to the party or date needs a fresh price.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the inputs are the trigger
  useEffect(() => {
    setPrice(null);
    setChanged(null);
    setAccepted(false);
  }, [adults, children, infants, date]);

  if (departures.length === 0) return null;
  if (!open)
    return (
      <button
        type="button"
        className="min-h-11 w-full rounded-lg bg-brand px-5 font-semibold text-white"
        onClick={() => (loggedIn ? setOpen(true) : openLogin?.())}
      >
        {loggedIn ? t('book') : t('loginToBook')}
      </button>
    );

  const party = (v: FormOut) => ({
    package_id: packageId,
    departure_date: v.departure_date,
    adults: v.adults,
    children: v.children,
    infants: v.infants,
    currency,
  });

  const check = handleSubmit(async (v) => {
    setBusy(true);
    setMessage(null);
    const res = await reprice(party(v), price?.breakdown.total.amount);
    setBusy(false);
    if (!res.ok) return setMessage(res.message ?? t('error'));
    if (price && res.data.price_changed) {
      setChanged({ old: price.breakdown.total.amount, next: res.data.price });
      setAccepted(false);
    }
    setPrice({ breakdown: res.data.price, available: res.data.available });
    key.current = newKey();
  });

  const proceed = handleSubmit(async (v) => {
    if (!price) return;
    setBusy(true);
    setMessage(null);
    const res = await holdBooking(
      { ...party(v), accepted_total: price.breakdown.total.amount, travellers: v.travellers },
      key.current,
    );
    if (!res.ok) {
      setBusy(false);
      const newPrice = (res.body as { errors?: { price?: TPriceBreakdown } } | null)?.errors?.price;
      if (res.status === 409 && newPrice) {
        setChanged({ old: price.breakdown.total.amount, next: newPrice });
        setPrice({ breakdown: newPrice, available: true });
        setAccepted(false);
        key.current = newKey();
        return;
      }
      return setMessage(res.message ?? t('error'));
    }
    const details = await bookingDetails(res.data.id);
    if (!details.ok) {
      setBusy(false);
      return setMessage(details.message ?? t('error'));
    }
    window.location.assign(paymentPathFor(details.data));
  });

  const errorOf = (i: number, name: 'title' | 'first_name' | 'last_name' | 'birth_date') =>
    formState.errors.travellers?.[i]?.[name]?.message;
  const mustAccept = changed !== null && !accepted;

  return (
    <form
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4"
      noValidate
      onSubmit={(e) => e.preventDefault()}
    >
      <h2 className="text-xl font-semibold text-ink">{t('bookTitle')}</h2>
      <label className="flex flex-col gap-1 text-sm">
        <span className="font-medium text-ink">{t('departure')}</span>
        <select className={field} {...register('departure_date')}>
          {departures.map((d) => (
            <option key={d.date} value={d.date} disabled={d.seats === 0}>
              {formatDisplayDate(d.date)} — {t('seatsLeft', { count: d.seats })}
            </option>
          ))}
        </select>
      </label>
      <div className="grid grid-cols-3 gap-2">
        {(['adults', 'children', 'infants'] as const).map((name) => (
          <label key={name} className="flex flex-col gap-1 text-sm">
            <span className="font-medium text-ink">{t(name)}</span>
            <input
              type="number"
              min={name === 'adults' ? 1 : 0}
              max={9}
              className={field}
              {...register(name)}
            />
          </label>
        ))}
      </div>
      {formState.errors.adults && <p className="text-sm text-red-800">{formState.errors.adults.message}</p>}
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
      {formState.errors.travellers?.message && (
        <p className="text-sm text-red-800">{formState.errors.travellers.message}</p>
      )}
      {price && (
        <section
          aria-live="polite"
          className="flex flex-col gap-1 rounded-xl bg-slate-50 p-3 text-sm"
          data-testid="book-price"
        >
          <p className="font-semibold text-ink">{t('priceFor')}</p>
          <p className="flex justify-between">
            <span>{t('base')}</span>
            <span>{formatMoney(price.breakdown.base)}</span>
          </p>
          <p className="flex justify-between">
            <span>{t('tax')}</span>
            <span>{formatMoney(price.breakdown.tax)}</span>
          </p>
          <p className="flex justify-between font-semibold text-ink">
            <span>{t('total')}</span>
            <span data-testid="book-total">{formatMoney(price.breakdown.total)}</span>
          </p>
          {!price.available && (
            <p role="alert" className="text-red-800">
              {t('notAvailable')}
            </p>
          )}
        </section>
      )}
      {changed && (
        <div
          role="alert"
          className="flex flex-col gap-2 rounded-xl border border-amber-400 bg-amber-50 p-3 text-sm text-ink"
        >
          <p>
            {t('priceChanged', {
              old: formatMoney({ amount: changed.old, currency: changed.next.total.currency }),
              new: formatMoney(changed.next.total),
            })}
          </p>
          <label className="flex min-h-11 items-center gap-2">
            <input
              type="checkbox"
              checked={accepted}
              onChange={(e) => setAccepted(e.target.checked)}
              className="h-5 w-5"
            />
            {t('acceptPrice')}
          </label>
        </div>
      )}
      {message && (
        <p role="alert" className="text-sm text-red-800">
          {message}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          disabled={busy}
          onClick={() => void check()}
          className="min-h-11 rounded-lg border border-brand px-4 font-semibold text-brand disabled:opacity-60"
        >
          {busy && !price ? t('checking') : t('checkPrice')}
        </button>
        {price?.available && (
          <button
            type="button"
            disabled={busy || mustAccept}
            onClick={() => void proceed()}
            className="min-h-11 rounded-lg bg-brand px-4 font-semibold text-white disabled:opacity-60"
          >
            {busy ? t('holding') : t('continueToPay')}
          </button>
        )}
      </div>
    </form>
  );
}
