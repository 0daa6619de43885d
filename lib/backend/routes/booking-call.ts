import type { z } from 'zod';
import type { Locale } from '@/i18n/locales';
import type { BackendContext } from '@/lib/backend/http/context';
import { ZBookingIdRequest } from '@/lib/contract/booking';
import type { Db } from '@/lib/db/open';
import type { Tenant, UserRow } from '@/lib/db/schema';
import { isUuid } from '@/lib/db/uuid';
import { ConversionError } from '@/lib/money';
import { rememberLocale } from '../auth/users';
import { BOOKING_MESSAGES, sweepDueBookings } from '../booking';
import { bookingCaller } from '../booking/caller';
import { holdClientOf } from '../booking/hold-client';
import type { IdempotentAnswer } from '../booking/idempotency';
import { fieldError } from '../http/body';
import { AppError } from '../http/errors';
import { parseOr400 } from '../http/parse-or-400';
import { readPayload } from '../http/payload';
import { requestLocale } from '../http/request-locale';

/**
 * What the booking calls share (routes/booking*.ts): reading a booking id and an idempotency key,
 * a price in a currency that cannot be converted, a PDF answer, and the hold/book handler that
 * every kind of booking uses.
 */

export const bookingIdOf = (raw: unknown): string => {
  const { booking_id } = parseOr400(ZBookingIdRequest, raw);
  // Not a UUID cannot be anyone's booking: the same 404 as another user's.
  if (!isUuid(booking_id)) throw new AppError('not_found', 404, BOOKING_MESSAGES.notFound);
  return booking_id;
};

const KEY = /^[A-Za-z0-9_.:-]{8,100}$/;
export function idempotencyKeyOf(c: BackendContext, body: Record<string, unknown>): string {
  const key = c.req.header('idempotency-key') ?? body.idempotency_key;
  if (typeof key !== 'string' || !KEY.test(key))
    throw fieldError(
      'idempotency_key',
      'Send an idempotency key of 8 to 100 letters, digits, dots, colons, dashes or underscores.',
    );
  return key;
}

export const priced = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (err) {
    if (err instanceof ConversionError) throw fieldError('currency', 'This currency cannot be priced.');
    throw err;
  }
};

/** The booking's voucher and invoice as PDF downloads (spec §7 voucher, invoice-url). */
export function pdfAnswer(pdf: Buffer, fileName: string): Response {
  return new Response(new Uint8Array(pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${fileName}"`,
      'cache-control': 'private, no-store',
    },
  });
}

/**
 * A kind of booking (an organised package's departure, a planned variant, a search result): the
 * request its hold and book calls take, and how it is held or booked — once per idempotency key.
 */
export interface BookingKind<R> {
  request: z.ZodType<R>;
  create: (
    db: Db,
    input: {
      tenant: Tenant;
      actor: UserRow;
      request: R;
      idempotencyKey: string;
      scope: 'hold' | 'book';
      client: string | null;
      locale: Locale;
    },
  ) => Promise<IdempotentAnswer>;
}

/**
 * POST …/hold and …/book of one kind: the signed-in caller, the idempotency key (header or body),
 * the request, the tenant's due holds expired first, then the kind's own hold or booking — answered
 * as it was the first time the key was used.
 */
export function holdHandler<R>(kind: BookingKind<R>, scope: 'hold' | 'book') {
  return async (c: BackendContext) => {
    const { db, tenant, user } = await bookingCaller(c);
    const body = await readPayload(c.req.raw);
    const idempotencyKey = idempotencyKeyOf(c, body);
    const request = parseOr400(kind.request, body);
    await sweepDueBookings(db, tenant);
    const locale = requestLocale(c.req.raw.headers, tenant.config);
    const answer = await priced(() =>
      kind.create(db, {
        tenant,
        actor: user,
        request,
        idempotencyKey,
        scope,
        client: holdClientOf(c.req.raw),
        locale,
      }),
    );
    if (answer.status === 200) await rememberLocale(db, user, locale);
    return c.json(answer.body, answer.status as 200);
  };
}
