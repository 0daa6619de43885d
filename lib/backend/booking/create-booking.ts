import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales';
import { isAgencyStaff } from '@/lib/auth/roles';
import { enqueue } from '@/lib/backend/jobs';
import { balanceDueDate, HOLD_MINUTES, type PartyCounts, seatsOf } from '@/lib/booking/party';
import { INITIAL_STATUS } from '@/lib/booking/states';
import type { THoldRequest } from '@/lib/contract/booking';
import { lapInfantsProblem, MAX_SEATS_PER_BOOKING } from '@/lib/contract/booking';
import type { TPriceBreakdown } from '@/lib/contract/planner';
import { ageOn } from '@/lib/dates/calendar';
import type { Db, Tx } from '@/lib/db/open';
import {
  bookingEvents,
  bookings,
  bookingTravellers,
  staticPackages,
  type Tenant,
  type UserRow,
  users,
} from '@/lib/db/schema';
import { fieldError } from '../http/body';
import { AppError } from '../http/errors';
import { countBooking } from './booking-metrics';
import { EXPIRE_HOLD_JOB } from './expire-holds';
import { assertHoldAllowed, type NewBookingRow } from './hold-caps';
import { claimKey, type IdempotentAnswer, remember, requestHash } from './idempotency';
import { BOOKING_MESSAGES } from './messages';
import { payFromWallet } from './pay-from-wallet';
import { pricePackage } from './price-package';
import { assertBookingEnabled, todayUtc } from './rules';
import { departureTake, takeStock } from './stock';

/** 'BK-' and 10 characters without look-alikes (0/O, 1/I). */
function newReference(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(10);
  return `BK-${[...bytes].map((b) => alphabet[b % alphabet.length]).join('')}`;
}

export async function findPackage(db: Db | Tx, tenantId: string, slug: string) {
  const [pkg] = await db
    .select()
    .from(staticPackages)
    .where(and(eq(staticPackages.tenantId, tenantId), eq(staticPackages.slug, slug)));
  if (!pkg) throw new AppError('package_not_found', 404, BOOKING_MESSAGES.packageNotFound);
  return pkg;
}

/**
 * At most MAX_SEATS_PER_BOOKING seats and one lap infant per adult; children are 2–11 and infants
 * under 2 on the day of departure. Every hold path (package, variant, search result) passes here.
 */
export function checkParty(
  input: PartyCounts & { travellers: THoldRequest['travellers']; departure_date: string },
): void {
  if (seatsOf(input) > MAX_SEATS_PER_BOOKING)
    throw fieldError(
      'adults',
      `One booking holds at most ${MAX_SEATS_PER_BOOKING} seats (adults and children).`,
    );
  const laps = lapInfantsProblem(input);
  if (laps) throw fieldError('infants', laps);
  input.travellers.forEach((t, i) => {
    if (t.kind === 'adult' || !t.birth_date) return;
    const age = ageOn(t.birth_date, input.departure_date);
    const ok = t.kind === 'infant' ? age >= 0 && age < 2 : age >= 2 && age <= 11;
    if (!ok)
      throw fieldError(
        `travellers.${i}.birth_date`,
        t.kind === 'infant'
          ? 'An infant is under 2 on the day of departure.'
          : 'A child is 2 to 11 on the day of departure.',
      );
  });
}

/** The traveller the booking is for: the caller, or for an agent the customer they name. */
export async function customerOf(
  db: Db,
  tenant: Tenant,
  actor: UserRow,
  customerId: string | null | undefined,
) {
  if (!customerId || !isAgencyStaff(actor.role)) return actor.id;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenant.id), eq(users.id, customerId)));
  if (!row) throw new AppError('customer_not_found', 404, BOOKING_MESSAGES.customerNotFound);
  return row.id;
}

/**
 * The one transaction that opens a booking, for an organised package and a planned variant alike:
 * claims the idempotency key, creates the booking held with its travellers and history row, takes
 * its inventory with `take` (or answers sold out, leaving nothing behind), schedules the hold's
 * expiry (transactional outbox on the job queue) and, for `book` by an agent, pays it from the
 * agency balance. The same key answers the first answer.
 */
export async function openHold(
  db: Db,
  input: {
    tenant: Tenant;
    actor: UserRow;
    /** The visitor's address key for the per-client hold limits (hold-client.ts); null when unknown. */
    client?: string | null;
    /** The language the booking is made in (its e-mails and documents); en-GB when unknown. */
    locale?: Locale;
    userId: string;
    scope: 'hold' | 'book';
    /** The idempotency key's operation (defaults to `scope`): each kind of booking has its own. */
    keyScope?: string;
    idempotencyKey: string;
    /** What the key's request hash is taken of (the request body as parsed). */
    request: unknown;
    row: NewBookingRow;
    price: TPriceBreakdown;
    travellers: THoldRequest['travellers'];
    take: (tx: Tx, bookingId: string) => Promise<unknown>;
    now: Date;
  },
): Promise<IdempotentAnswer> {
  const { tenant, actor, price, now } = input;
  return db.transaction(async (tx) => {
    const key = { tenantId: tenant.id, scope: input.keyScope ?? input.scope, key: input.idempotencyKey };
    const first = await claimKey(tx, { ...key, userId: actor.id, hash: requestHash(input.request) });
    if (first) return first;
    await assertHoldAllowed(tx, {
      tenantId: tenant.id,
      actor,
      client: input.client ?? null,
      row: input.row,
      now,
    });
    const [created] = await tx
      .insert(bookings)
      .values({
        ...input.row,
        tenantId: tenant.id,
        reference: newReference(),
        userId: input.userId,
        createdBy: actor.id,
        status: INITIAL_STATUS,
        currency: price.total.currency,
        baseMinor: price.base.amount,
        markupMinor: price.markup.amount,
        taxMinor: price.tax.amount,
        discountMinor: price.discount.amount,
        totalMinor: price.total.amount,
        rateDate: price.rate_date,
        balanceDueDate: balanceDueDate(input.row.departureDate, todayUtc(now)),
        holdExpiresAt: new Date(now.getTime() + HOLD_MINUTES * 60_000),
        holdClient: input.client ?? null,
        locale: input.locale ?? DEFAULT_LOCALE,
      })
      .returning();
    if (!created) throw new Error('booking insert returned no row');
    countBooking(tx, 'created');
    await tx.insert(bookingTravellers).values(
      input.travellers.map((t, position) => ({
        tenantId: tenant.id,
        bookingId: created.id,
        position,
        kind: t.kind,
        title: t.title,
        firstName: t.first_name,
        lastName: t.last_name,
        birthDate: t.birth_date,
      })),
    );
    await tx.insert(bookingEvents).values({
      tenantId: tenant.id,
      bookingId: created.id,
      event: input.scope,
      fromStatus: null,
      toStatus: INITIAL_STATUS,
      actorId: actor.id,
    });
    await input.take(tx, created.id);
    await enqueue(tx as unknown as Db, {
      tenantId: tenant.id,
      type: EXPIRE_HOLD_JOB,
      payload: { booking_id: created.id },
      delayMs: HOLD_MINUTES * 60_000 + 1_000,
      maxAttempts: 10,
    });
    const booking = input.scope === 'book' ? await payFromWallet(tx, created, actor) : created;
    const answer = {
      status: 200,
      body: { success: true, data: { id: booking.id, reference: booking.reference, status: booking.status } },
    };
    await remember(tx, { ...key, answer });
    return answer;
  });
}

/**
 * hold / book of an organised package: checks the departure, the party and the price the traveller
 * accepted, then opens the booking taking the departure's seats (openHold).
 */
export async function createBooking(
  db: Db,
  input: {
    tenant: Tenant;
    actor: UserRow;
    request: THoldRequest;
    idempotencyKey: string;
    scope: 'hold' | 'book';
    client?: string | null;
    /** The language the booking is made in (its e-mails and documents); en-GB when unknown. */
    locale?: Locale;
    now?: Date;
  },
): Promise<IdempotentAnswer> {
  const { tenant, actor, request } = input;
  assertBookingEnabled(tenant);
  const now = input.now ?? new Date();
  const pkg = await findPackage(db, tenant.id, request.package_id);
  if (
    request.departure_date < todayUtc(now) ||
    !pkg.departures.some((d) => d.date === request.departure_date)
  )
    throw new AppError('departure_not_found', 404, BOOKING_MESSAGES.departureNotFound);
  checkParty(request);
  const price = await pricePackage(db, tenant, pkg, request, request.currency);
  if (price.total.amount !== request.accepted_total)
    throw new AppError('price_changed', 409, BOOKING_MESSAGES.priceChanged, { price });
  const userId = await customerOf(db, tenant, actor, request.customer_user_id);
  return openHold(db, {
    tenant,
    actor,
    client: input.client ?? null,
    ...(input.locale ? { locale: input.locale } : {}),
    userId,
    scope: input.scope,
    idempotencyKey: input.idempotencyKey,
    request,
    row: {
      packageId: pkg.id,
      packageSlug: pkg.slug,
      packageTitle: pkg.title,
      departureDate: request.departure_date,
      adults: request.adults,
      children: request.children,
      infants: request.infants,
    },
    price,
    travellers: request.travellers,
    take: (tx, bookingId) =>
      takeStock(tx, tenant.id, bookingId, [
        departureTake(pkg, request.departure_date, request.adults + request.children),
      ]),
    now,
  });
}
