'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useAuth } from '@/components/auth/auth-context';
import { useAppLocale } from '@/i18n/use-app-locale';
import { holdBooking, reprice } from '@/lib/client/booking';
import type { TRAVELLER_KINDS } from '@/lib/contract/booking';
import { ZBookingForm } from '@/lib/contract/booking';
import type { TPriceBreakdown } from '@/lib/contract/planner';
import { formatDisplayDate } from '@/lib/dates';
import {
  BookActions,
  blankTraveller,
  ChangedPrice,
  FormAlert,
  field,
  kindsFor,
  PriceBox,
  TravellerFieldsets,
  useBookingFlow,
} from './booking-form-parts';

type FormIn = z.input<typeof ZBookingForm>;
type FormOut = z.output<typeof ZBookingForm>;
type Kind = (typeof TRAVELLER_KINDS)[number];

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
  const locale = useAppLocale();
  const t = useTranslations('Booking');
  // A public page: Book asks a signed-out visitor to log in; the page itself never does.
  const auth = useAuth();
  const loggedIn = auth?.state?.loggedIn;
  const openLogin = auth ? () => auth.openLogin() : null;
  const [open, setOpen] = useState(false);
  const [price, setPrice] = useState<{ breakdown: TPriceBreakdown; available: boolean } | null>(null);
  const flow = useBookingFlow();

  const { register, control, handleSubmit, watch, getValues, formState } = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(ZBookingForm),
    defaultValues: {
      departure_date: departures[0]?.date ?? '',
      adults: 2,
      children: 0,
      infants: 0,
      travellers: kindsFor(2, 0, 0).map(blankTraveller),
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
        return same ?? blankTraveller(kind);
      }),
    );
  }, [wanted, fields, replace, getValues]);

  // Any change to the party or date needs a fresh price.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the inputs are the trigger
  useEffect(() => {
    setPrice(null);
    flow.reset();
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
    const data = await flow.ask(() => reprice(party(v), price?.breakdown.total.amount));
    if (!data) return;
    if (price && data.price_changed) flow.priceMoved(price.breakdown.total.amount, data.price);
    setPrice({ breakdown: data.price, available: data.available });
    flow.renewKey();
  });

  const proceed = handleSubmit(async (v) => {
    if (!price) return;
    await flow.hold(
      (key) =>
        holdBooking(
          { ...party(v), accepted_total: price.breakdown.total.amount, travellers: v.travellers },
          key,
        ),
      price.breakdown.total.amount,
      (next) => setPrice({ breakdown: next, available: true }),
    );
  });

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
              {formatDisplayDate(d.date, locale)} — {t('seatsLeft', { count: d.seats })}
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
      {(['adults', 'children', 'infants'] as const).map((name) => {
        // Each count's own message, e.g. "infants must be between 0 and 1 (one infant per adult)."
        const message = formState.errors[name]?.message;
        return message ? (
          <p key={name} className="text-sm text-red-800" role="alert">
            {message}
          </p>
        ) : null;
      })}
      <TravellerFieldsets fields={fields} register={register} errors={formState.errors} />
      {price && (
        <PriceBox
          breakdown={price.breakdown}
          baseLabel={t('base')}
          unavailable={price.available ? null : t('notAvailable')}
        />
      )}
      {flow.changed && (
        <ChangedPrice
          old={flow.changed.old}
          next={flow.changed.next}
          accepted={flow.accepted}
          onAccept={flow.setAccepted}
        />
      )}
      <FormAlert message={flow.message} />
      <BookActions
        busy={flow.busy}
        checkLabel={flow.busy && !price ? t('checking') : t('checkPrice')}
        holdingLabel={t('holding')}
        canContinue={price?.available === true}
        mustAccept={flow.mustAccept}
        onCheck={() => void check()}
        onContinue={() => void proceed()}
      />
    </form>
  );
}
