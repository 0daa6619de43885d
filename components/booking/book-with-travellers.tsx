'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { type Resolver, useFieldArray, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useAuth } from '@/components/auth/auth-context';
import { isAgencyStaff } from '@/lib/auth/roles';
import type { Answer } from '@/lib/client/answer';
import { findCustomers } from '@/lib/client/booking';
import type { TBookingCustomer, ZVariantBookForm } from '@/lib/contract/booking-variant';
import type { TPriceBreakdown } from '@/lib/contract/planner';
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

type FormIn = z.input<typeof ZVariantBookForm>;
type FormOut = z.output<typeof ZVariantBookForm>;

/**
 * The form's schema and its resolver (zod) load when Book is pressed, not with the page (the detail
 * and quotation pages show the button long before anyone books). A load that fails is tried again
 * on the next Continue.
 */
let formResolver: Promise<Resolver<FormIn, unknown, FormOut>> | null = null;
function loadFormResolver() {
  if (!formResolver) {
    const loading = Promise.all([
      import('@hookform/resolvers/zod'),
      import('@/lib/contract/booking-variant'),
    ]).then(([{ zodResolver }, { ZVariantBookForm }]) => zodResolver(ZVariantBookForm));
    formResolver = loading;
    loading.catch(() => {
      if (formResolver === loading) formResolver = null;
    });
  }
  return formResolver;
}
const lazyResolver: Resolver<FormIn, unknown, FormOut> = async (values, context, options) =>
  (await loadFormResolver())(values, context, options);

/** What a reprice answers, whatever is booked: today's price for the party, and whether it can be booked. */
export interface TravellerQuote {
  price: TPriceBreakdown;
  available: boolean;
  price_changed: boolean;
  party: { adults: number; children: number; infants: number };
  /** Why it cannot be booked, when the server says. */
  problems?: string[];
}

export interface BookWithTravellersProps {
  reprice: (seenTotal: number | undefined) => Promise<Answer<TravellerQuote>>;
  hold: (body: Record<string, unknown>, idempotencyKey: string) => Promise<Answer<{ id: string }>>;
  /** The form's heading and the label of the price's base line. */
  heading: string;
  baseLabel: string;
  holdingLabel: string;
  notAvailable: string;
  disabled?: boolean;
}

/**
 * A Book action whose party is fixed by what was searched (a planned trip, a quotation, a search
 * result). Book asks the server for today's price first (reprice); the form then takes each
 * traveller of the party and, for an agent, the customer the booking is for. A price that moved is
 * shown and must be accepted; Continue holds the inventory (one idempotency key per accepted price)
 * and goes to the payment hand-off.
 */
export function BookWithTravellers({
  reprice,
  hold,
  heading,
  baseLabel,
  holdingLabel,
  notAvailable,
  disabled = false,
}: BookWithTravellersProps) {
  const t = useTranslations('Booking');
  const auth = useAuth();
  const state = auth?.state;
  const agent = state?.loggedIn === true && isAgencyStaff(state.user.role);
  const [quote, setQuote] = useState<TravellerQuote | null>(null);
  const [customers, setCustomers] = useState<TBookingCustomer[]>([]);
  const flow = useBookingFlow();

  const { register, control, handleSubmit, formState } = useForm<FormIn, unknown, FormOut>({
    resolver: lazyResolver,
    defaultValues: { travellers: [], customer_user_id: '' },
  });
  const { fields, replace } = useFieldArray({ control, name: 'travellers' });

  /** Today's price; the first answer also sets the trip's travellers. */
  async function check() {
    const data = await flow.ask(() => reprice(quote?.price.total.amount));
    if (!data) return;
    if (!quote) {
      const { adults, children, infants } = data.party;
      replace(kindsFor(adults, children, infants).map(blankTraveller));
    } else if (data.price_changed) flow.priceMoved(quote.price.total.amount, data.price);
    setQuote(data);
  }

  async function start() {
    // The form's validation loads while the price is asked for.
    loadFormResolver().catch(() => undefined);
    if (state?.loggedIn !== true) {
      auth?.openLogin({ afterLogin: () => void check() });
      return;
    }
    await check();
  }

  const submit = handleSubmit(async (v) => {
    if (!quote) return;
    await flow.hold(
      (key) =>
        hold(
          {
            accepted_total: quote.price.total.amount,
            travellers: v.travellers,
            ...(agent && v.customer_user_id ? { customer_user_id: v.customer_user_id } : {}),
          },
          key,
        ),
      quote.price.total.amount,
      (next) => setQuote({ ...quote, price: next }),
    );
  });

  /** Continue: the form's validation that could not load answers like a failed call. */
  async function proceed() {
    try {
      await submit();
    } catch {
      flow.fail();
    }
  }

  async function searchCustomers(q: string) {
    const res = await findCustomers(q);
    setCustomers(res.ok ? res.data : []);
  }

  if (!quote)
    return (
      <div className="flex flex-col gap-2">
        <button
          type="button"
          disabled={disabled || flow.busy}
          onClick={() => void start()}
          className="min-h-11 w-full rounded-lg bg-brand px-5 font-semibold text-on-brand disabled:opacity-60"
        >
          {flow.busy ? t('checking') : state?.loggedIn === true ? t('book') : t('loginToBook')}
        </button>
        <FormAlert message={flow.message} />
      </div>
    );

  const unavailable = quote.available
    ? null
    : quote.problems && quote.problems.length > 0
      ? quote.problems.join(' ')
      : notAvailable;

  return (
    <form
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4"
      noValidate
      onSubmit={(e) => e.preventDefault()}
      aria-label={heading}
    >
      <h2 className="text-lg font-semibold text-ink">{heading}</h2>
      {agent && (
        <fieldset className="flex flex-col gap-2 text-sm">
          <legend className="font-medium text-ink">{t('bookFor')}</legend>
          <input
            type="search"
            className={field}
            placeholder={t('findCustomer')}
            aria-label={t('findCustomer')}
            onChange={(e) => void searchCustomers(e.target.value)}
          />
          <select className={field} aria-label={t('customer')} {...register('customer_user_id')}>
            <option value="">{t('myself')}</option>
            {customers.map((c) => (
              <option key={c.id} value={c.id}>
                {c.email && c.email !== c.name ? `${c.name} (${c.email})` : c.name}
              </option>
            ))}
          </select>
        </fieldset>
      )}
      <TravellerFieldsets fields={fields} register={register} errors={formState.errors} />
      <PriceBox breakdown={quote.price} baseLabel={baseLabel} unavailable={unavailable} />
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
        checkLabel={t('checkPrice')}
        holdingLabel={holdingLabel}
        canContinue={quote.available}
        mustAccept={flow.mustAccept}
        onCheck={() => void check()}
        onContinue={() => void proceed()}
      />
    </form>
  );
}
