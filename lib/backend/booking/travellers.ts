import 'server-only';
import { and, asc, eq, or } from 'drizzle-orm';
import type { z } from 'zod';
import { statusOf } from '@/lib/booking/states';
import {
  isInternational,
  missingAnswers,
  PASSPORT_VALID_DAYS_AFTER_DEPARTURE,
  questionsFor,
  questionsV1,
  questionsV2,
  travellersEditable,
} from '@/lib/booking/traveller-questions';
import type {
  ZAnswersRequest,
  ZAssociateRequest,
  ZServicesRequest,
  ZSlotRequest,
  ZTravellerProfileRequest,
} from '@/lib/contract/booking-lifecycle';
import { addDays, ageOn } from '@/lib/dates/calendar';
import type { Db, Tx } from '@/lib/db/open';
import {
  type Booking,
  type BookingTraveller,
  bookingTravellerDetails,
  bookingTravellers,
  staticPackages,
  type Tenant,
  type TravellerProfile,
  travellerProfiles,
  type UserRow,
} from '@/lib/db/schema';
import { fieldError } from '../http/body';
import { AppError } from '../http/errors';
import { seesAllBookings } from './access';
import { recordAction } from './audit';
import { lifecycleText } from './lifecycle-messages';
import { BOOKING_MESSAGES } from './messages';
import { canSeeBooking } from './queries';
import { todayUtc } from './rules';
import { lockBooking } from './transition';
import { ownVoucherOutdated } from './voucher-outdated';

/**
 * Traveller information of a booking (spec §7): the questions each traveller answers, saved
 * traveller profiles associated to a booking's traveller slot, answers and service selections, and
 * the list of the booking's travellers. Changes are made with the booking row locked and only while
 * travellersEditable (lib/booking/traveller-questions.ts) allows them.
 */

const notFound = () => new AppError('not_found', 404, BOOKING_MESSAGES.notFound);

/** A booking of the tenant the user may see (locked for the transaction when `tx` is one), else 404. */
export async function visibleBooking(
  q: Tx,
  tenant: Tenant,
  user: UserRow,
  bookingId: string,
): Promise<Booking> {
  const b = await lockBooking(q, tenant.id, bookingId);
  if (!b || !canSeeBooking(user, b)) throw notFound();
  return b;
}

/** As visibleBooking, and refused (409) unless its travellers may still change today. */
export async function editableBooking(
  tx: Tx,
  tenant: Tenant,
  user: UserRow,
  bookingId: string,
  now = new Date(),
) {
  const b = await visibleBooking(tx, tenant, user, bookingId);
  const status = statusOf(b);
  if (!travellersEditable(status, b.departureDate, todayUtc(now)))
    throw new AppError('not_editable', 409, lifecycleText('notEditable', { status }), { status });
  return b;
}

async function slotsOf(q: Db | Tx, b: Booking): Promise<BookingTraveller[]> {
  return q
    .select()
    .from(bookingTravellers)
    .where(and(eq(bookingTravellers.tenantId, b.tenantId), eq(bookingTravellers.bookingId, b.id)))
    .orderBy(asc(bookingTravellers.position));
}

async function slotOf(q: Tx, b: Booking, position: number): Promise<BookingTraveller> {
  const slot = (await slotsOf(q, b)).find((s) => s.position === position);
  if (!slot)
    throw new AppError('slot_not_found', 404, lifecycleText('slotNotFound', { position: position + 1 }), {
      position: [lifecycleText('slotNotFound', { position: position + 1 })],
    });
  return slot;
}

/** Whether the booking's trip is abroad for the agency (passport details are then asked). */
async function internationalTrip(q: Db | Tx, tenant: Tenant, b: Booking): Promise<boolean> {
  const [pkg] = b.packageId
    ? await q
        .select({ country: staticPackages.countryCode })
        .from(staticPackages)
        .where(and(eq(staticPackages.tenantId, tenant.id), eq(staticPackages.id, b.packageId)))
    : [];
  return isInternational(tenant.config.agency_details.details?.country, pkg?.country ?? null);
}

/**
 * A child (2–11) or infant (under 2) slot needs a date of birth that makes them so on the day of
 * departure; an adult slot takes anyone 12 or older (or with no date given). `field` names the input.
 */
export function assertFitsSlot(kind: string, birthDate: string | null, departureDate: string, field: string) {
  if (kind === 'adult' && !birthDate) return;
  if (!birthDate) throw fieldError(field, 'Date of birth is required for a child or an infant.');
  const age = ageOn(birthDate, departureDate);
  const fits = kind === 'infant' ? age >= 0 && age < 2 : kind === 'child' ? age >= 2 && age <= 11 : age >= 12;
  if (!fits) throw fieldError(field, lifecycleText('kindMismatch', { age, kind }));
}

function assertPassportValid(expiry: string | null, departureDate: string, field: string) {
  if (!expiry) return;
  const until = addDays(departureDate, PASSPORT_VALID_DAYS_AFTER_DEPARTURE);
  if (expiry < until) throw fieldError(field, lifecycleText('passportExpiry', { date: until }));
}

const profileView = (p: TravellerProfile) => ({
  id: p.id,
  title: p.title,
  first_name: p.firstName,
  last_name: p.lastName,
  birth_date: p.birthDate,
  nationality: p.nationality,
  passport_number: p.passportNumber,
  passport_expiry: p.passportExpiry,
});

/** traveller-details (GET): the caller's saved travellers. */
export async function listProfiles(db: Db, tenant: Tenant, user: UserRow) {
  const rows = await db
    .select()
    .from(travellerProfiles)
    .where(and(eq(travellerProfiles.tenantId, tenant.id), eq(travellerProfiles.userId, user.id)))
    .orderBy(asc(travellerProfiles.createdAt));
  return rows.map(profileView);
}

/** traveller-details/save: a new saved traveller of the caller, or one of theirs updated (another's: 404). */
export async function saveProfile(
  db: Db,
  tenant: Tenant,
  user: UserRow,
  input: z.infer<typeof ZTravellerProfileRequest>,
) {
  const values = {
    title: input.title,
    firstName: input.first_name,
    lastName: input.last_name,
    birthDate: input.birth_date,
    nationality: input.nationality,
    passportNumber: input.passport_number,
    passportExpiry: input.passport_expiry,
  };
  const [row] = input.profile_id
    ? await db
        .update(travellerProfiles)
        .set({ ...values, updatedAt: new Date() })
        .where(
          and(
            eq(travellerProfiles.tenantId, tenant.id),
            eq(travellerProfiles.userId, user.id),
            eq(travellerProfiles.id, input.profile_id),
          ),
        )
        .returning()
    : await db
        .insert(travellerProfiles)
        .values({ ...values, tenantId: tenant.id, userId: user.id })
        .returning();
  if (!row) throw new AppError('profile_not_found', 404, lifecycleText('profileNotFound'));
  return profileView(row);
}

type DetailsPatch = Partial<
  Pick<
    typeof bookingTravellerDetails.$inferInsert,
    'profileId' | 'nationality' | 'passportNumber' | 'passportExpiry' | 'answers' | 'services'
  >
>;

async function upsertDetails(tx: Tx, b: Booking, position: number, patch: DetailsPatch) {
  await tx
    .insert(bookingTravellerDetails)
    .values({ tenantId: b.tenantId, bookingId: b.id, position, ...patch })
    .onConflictDoUpdate({
      target: [bookingTravellerDetails.bookingId, bookingTravellerDetails.position],
      set: { ...patch, updatedAt: new Date() },
    });
}

async function detailsOf(q: Db | Tx, b: Booking) {
  return q
    .select()
    .from(bookingTravellerDetails)
    .where(
      and(eq(bookingTravellerDetails.tenantId, b.tenantId), eq(bookingTravellerDetails.bookingId, b.id)),
    );
}

/** One change to one traveller slot of an editable booking, in a transaction with the booking locked; answers its id. */
async function changeSlot(
  db: Db,
  who: { tenant: Tenant; user: UserRow },
  input: { booking_id: string; position: number },
  event: string,
  apply: (tx: Tx, b: Booking, slot: BookingTraveller) => Promise<void>,
): Promise<string> {
  return db.transaction(async (tx) => {
    const b = await editableBooking(tx, who.tenant, who.user, input.booking_id);
    await apply(tx, b, await slotOf(tx, b, input.position));
    // Agency staff working on someone else's booking leave a row in its audit trail (issue 29 item 3):
    // which traveller, never the passport details themselves.
    if (seesAllBookings(who.user) && b.userId !== who.user.id)
      await recordAction(tx, b, event, who.user.id, { traveller: input.position + 1 });
    return b.id;
  });
}

/**
 * traveller-details/associate: puts a saved traveller (the caller's, or the booking's traveller's)
 * in a slot of the booking: their names and date of birth replace the slot's, their passport details
 * are kept with it. The traveller must fit the slot (a child's slot takes a child) and a passport
 * must be valid long enough.
 */
export async function associateProfile(
  db: Db,
  tenant: Tenant,
  user: UserRow,
  input: z.infer<typeof ZAssociateRequest>,
) {
  return changeSlot(db, { tenant, user }, input, 'associate_traveller', async (tx, b, slot) => {
    const owners = [eq(travellerProfiles.userId, user.id)];
    if (b.userId) owners.push(eq(travellerProfiles.userId, b.userId));
    const [profile] = await tx
      .select()
      .from(travellerProfiles)
      .where(
        and(
          eq(travellerProfiles.tenantId, tenant.id),
          eq(travellerProfiles.id, input.profile_id),
          or(...owners),
        ),
      );
    if (!profile) throw new AppError('profile_not_found', 404, lifecycleText('profileNotFound'));
    assertFitsSlot(slot.kind, profile.birthDate, b.departureDate, 'profile_id');
    assertPassportValid(profile.passportExpiry, b.departureDate, 'profile_id');
    await tx
      .update(bookingTravellers)
      .set({
        title: profile.title,
        firstName: profile.firstName,
        lastName: profile.lastName,
        birthDate: profile.birthDate,
      })
      .where(and(eq(bookingTravellers.tenantId, tenant.id), eq(bookingTravellers.id, slot.id)));
    await ownVoucherOutdated(tx, b);
    await upsertDetails(tx, b, slot.position, {
      profileId: profile.id,
      nationality: profile.nationality,
      passportNumber: profile.passportNumber,
      passportExpiry: profile.passportExpiry,
    });
  });
}

/**
 * traveller-details/dissociate: the slot no longer points at the saved traveller and forgets the
 * passport details that came with it; its names stay (a slot always has a name; modify changes it).
 */
export async function dissociateProfile(
  db: Db,
  tenant: Tenant,
  user: UserRow,
  input: z.infer<typeof ZSlotRequest>,
) {
  return changeSlot(db, { tenant, user }, input, 'dissociate_traveller', async (tx, b, slot) => {
    await upsertDetails(tx, b, slot.position, {
      profileId: null,
      nationality: null,
      passportNumber: null,
      passportExpiry: null,
    });
  });
}

/** answers/save: answers to the slot's `answers` questions (an empty answer removes it). */
export async function saveAnswers(
  db: Db,
  tenant: Tenant,
  user: UserRow,
  input: z.infer<typeof ZAnswersRequest>,
) {
  return changeSlot(db, { tenant, user }, input, 'save_traveller_answers', async (tx, b, slot) => {
    const allowed = questionsFor(slot, await internationalTrip(tx, tenant, b))
      .filter((q) => q.group === 'answers')
      .map((q) => q.id);
    for (const id of Object.keys(input.answers))
      if (!allowed.includes(id))
        throw fieldError(`answers.${id}`, lifecycleText('unknownQuestion', { question: id }));
    const [current] = (await detailsOf(tx, b)).filter((d) => d.position === slot.position);
    const answers = { ...(current?.answers ?? {}), ...input.answers };
    for (const [k, v] of Object.entries(answers)) if (!v) delete answers[k];
    await upsertDetails(tx, b, slot.position, { answers });
  });
}

/** service-selections/save: the slot's meal and bed choices (lib/booking/traveller-questions.ts). */
export async function saveServices(
  db: Db,
  tenant: Tenant,
  user: UserRow,
  input: z.infer<typeof ZServicesRequest>,
) {
  return changeSlot(db, { tenant, user }, input, 'save_traveller_services', async (tx, b, slot) => {
    const [current] = (await detailsOf(tx, b)).filter((d) => d.position === slot.position);
    const chosen = Object.fromEntries(Object.entries(input.services).filter(([, v]) => v)) as Record<
      string,
      string
    >;
    await upsertDetails(tx, b, slot.position, { services: { ...(current?.services ?? {}), ...chosen } });
  });
}

/** Reads a booking the user may see (no lock, outside a transaction). */
async function readBooking(db: Db, tenant: Tenant, user: UserRow, bookingId: string) {
  return db.transaction((tx) => visibleBooking(tx, tenant, user, bookingId));
}

/** traveller-questions (v1 or v2) of the booking's travellers. */
export async function travellerQuestions(
  db: Db,
  tenant: Tenant,
  user: UserRow,
  bookingId: string,
  version: 1 | 2,
) {
  const b = await readBooking(db, tenant, user, bookingId);
  const slots = await slotsOf(db, b);
  const international = await internationalTrip(db, tenant, b);
  return {
    international,
    travellers: version === 1 ? questionsV1(slots, international) : questionsV2(slots, international),
  };
}

/** itinerary-travellers: every traveller slot with its details, answers, services and what is still missing. */
export async function itineraryTravellers(db: Db, tenant: Tenant, user: UserRow, bookingId: string) {
  const b = await readBooking(db, tenant, user, bookingId);
  const [slots, details, international] = [
    await slotsOf(db, b),
    await detailsOf(db, b),
    await internationalTrip(db, tenant, b),
  ];
  return slots.map((s) => {
    const d = details.find((x) => x.position === s.position);
    const values = {
      title: s.title,
      first_name: s.firstName,
      last_name: s.lastName,
      birth_date: s.birthDate,
      nationality: d?.nationality ?? null,
      passport_number: d?.passportNumber ?? null,
      passport_expiry: d?.passportExpiry ?? null,
    };
    const missing = missingAnswers(s, international, values);
    return {
      position: s.position,
      kind: s.kind,
      ...values,
      profile_id: d?.profileId ?? null,
      answers: d?.answers ?? {},
      services: d?.services ?? {},
      missing,
      complete: missing.length === 0,
    };
  });
}
