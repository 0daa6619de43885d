/**
 * The test gateway's cards (the numbers every gateway's sandbox uses): any expiry in the future,
 * any 3-digit CVC. The 3-D Secure card asks for a code first; TEST_3DS_CODE passes, anything else
 * fails authentication.
 */
export const TEST_CARDS = {
  success: '4242424242424242',
  decline: '4000000000000002',
  threeDSecure: '4000000000003220',
  /** Pays on the page, but every later charge of it off session is declined (as Stripe's 0341). */
  offSessionDecline: '4000000000000341',
} as const;

export const TEST_3DS_CODE = '123456';

export const DECLINE_MESSAGE = 'Your card was declined.';
export const AUTH_FAILED_MESSAGE = 'The card could not be authenticated.';
export const UNKNOWN_CARD_MESSAGE = 'This card number is not valid.';

export type CardOutcome =
  | { kind: 'captured' }
  | { kind: 'declined'; message: string }
  | { kind: 'challenge' };

/** What paying with this card number does (spaces ignored). */
export function cardOutcome(cardNumber: string): CardOutcome {
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (digits === TEST_CARDS.success || digits === TEST_CARDS.offSessionDecline) return { kind: 'captured' };
  if (digits === TEST_CARDS.threeDSecure) return { kind: 'challenge' };
  if (digits === TEST_CARDS.decline) return { kind: 'declined', message: DECLINE_MESSAGE };
  return { kind: 'declined', message: UNKNOWN_CARD_MESSAGE };
}

/** The outcome of the 3-D Secure step. */
export const challengeOutcome = (code: string): CardOutcome =>
  code.trim() === TEST_3DS_CODE ? { kind: 'captured' } : { kind: 'declined', message: AUTH_FAILED_MESSAGE };

/** What the gateway keeps of a card for later charges off session (never the number). */
export type CardOnFile = 'ok' | 'off_session_decline';

export const cardOnFileOf = (cardNumber: string): CardOnFile =>
  cardNumber.replace(/[\s-]/g, '') === TEST_CARDS.offSessionDecline ? 'off_session_decline' : 'ok';

export const OFF_SESSION_DECLINE_MESSAGE = 'The card on file was declined.';
