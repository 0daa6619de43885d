import { TITLES } from '@/lib/contract/auth';
import { BEDS, MEALS } from '@/lib/contract/booking-lifecycle';
import type { BookingStatus } from './states';

/**
 * Traveller information (spec §7 "traveller-questions v1 and v2, traveller-details, answers,
 * service-selections, itinerary-travellers"). The spec names the calls, not what is asked, so this
 * is the design (README.md beside this file):
 *
 * - details (saved into the traveller's slot, from a traveller profile): title, first and last
 *   name for everyone; the date of birth for a child or infant (their fare depends on it); for an
 *   international trip (the package's country is not the agency's) nationality, passport number
 *   and passport expiry, the passport valid 6 months after departure.
 * - answers: free text the agency should know (special assistance; an emergency contact for the
 *   lead traveller). Optional.
 * - services: free choices of meal and bed. Optional.
 *
 * v1 answers, per traveller, the names of the required fields; v2 every question with its type,
 * whether it is required and its options.
 */

export type QuestionGroup = 'details' | 'answers' | 'services';

export interface TravellerQuestion {
  id: string;
  group: QuestionGroup;
  type: 'select' | 'text' | 'date' | 'country';
  required: boolean;
  options?: readonly string[];
}

export interface Slot {
  position: number;
  kind: string;
}

/** Days a passport must still be valid after the departure date. */
export const PASSPORT_VALID_DAYS_AFTER_DEPARTURE = 183;

/** A trip abroad: the package's country differs from the agency's (unknown either way counts as abroad). */
export function isInternational(agencyCountry: string | null | undefined, packageCountry: string | null) {
  const home = agencyCountry?.trim().toUpperCase();
  const dest = packageCountry?.trim().toUpperCase();
  return !home || !dest || home !== dest;
}

/** The questions for one traveller slot (v2 shape). */
export function questionsFor(slot: Slot, international: boolean): TravellerQuestion[] {
  const q = (
    id: string,
    group: QuestionGroup,
    type: TravellerQuestion['type'],
    required: boolean,
    options?: readonly string[],
  ): TravellerQuestion => ({ id, group, type, required, ...(options ? { options } : {}) });
  return [
    q('title', 'details', 'select', true, TITLES),
    q('first_name', 'details', 'text', true),
    q('last_name', 'details', 'text', true),
    q('birth_date', 'details', 'date', slot.kind !== 'adult'),
    ...(international
      ? [
          q('nationality', 'details', 'country', true),
          q('passport_number', 'details', 'text', true),
          q('passport_expiry', 'details', 'date', true),
        ]
      : []),
    q('special_assistance', 'answers', 'text', false),
    ...(slot.position === 0 ? [q('emergency_contact', 'answers', 'text', false)] : []),
    q('meal', 'services', 'select', false, MEALS),
    q('bed', 'services', 'select', false, BEDS),
  ];
}

/** traveller-questions v1: the required fields of each traveller. */
export const questionsV1 = (slots: Slot[], international: boolean) =>
  slots.map((s) => ({
    position: s.position,
    kind: s.kind,
    required: questionsFor(s, international)
      .filter((x) => x.required)
      .map((x) => x.id),
  }));

/** traveller-questions v2: every question of each traveller. */
export const questionsV2 = (slots: Slot[], international: boolean) =>
  slots.map((s) => ({ position: s.position, kind: s.kind, questions: questionsFor(s, international) }));

/** The required questions of a slot left unanswered (`values` holds what the slot has). */
export function missingAnswers(
  slot: Slot,
  international: boolean,
  values: Record<string, string | null | undefined>,
): string[] {
  return questionsFor(slot, international)
    .filter((x) => x.required && !values[x.id])
    .map((x) => x.id);
}

/**
 * Whether a booking's travellers may still be changed (traveller details, answers, services,
 * modify): while it is held, partly paid or confirmed, and only before the day of departure.
 */
export function travellersEditable(status: BookingStatus, departureDate: string, today: string): boolean {
  return ['held', 'partially_paid', 'confirmed'].includes(status) && today < departureDate;
}
