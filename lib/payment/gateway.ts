/**
 * One interface for every payment gateway (docs/architecture.md "Booking and payments"): create a session
 * → the browser goes to the gateway's hosted page → the gateway sends a signed return (browser) and
 * webhook (server to server) → the server verifies them and asks the gateway for the status itself
 * before it applies anything. Stripe (Checkout Session + signed `Stripe-Signature` webhook +
 * `sessions.retrieve`) and Razorpay (Order + `razorpay_signature` HMAC on the return +
 * `orders.fetch`) fit it the same way as the built-in test gateway.
 */

export type GatewayResult = 'CAPTURED' | 'FAILED';

export interface StartSessionInput {
  tenantId: string;
  /** Our payment id: the gateway echoes it back. */
  paymentId: string;
  amountMinor: number;
  currency: string;
  /** Where the hosted page sends the browser back to (a path on the site). */
  returnPath: string;
  /**
   * The site's origin as the browser addressed it (`https://travel.acme.com`): a real gateway's
   * hosted page needs absolute return addresses.
   */
  siteOrigin: string;
  /** What the traveller reads on the hosted page (the booking's reference and title). */
  description: string;
  /** One of the gateway's `methods` (checked by the caller). */
  methodId: string;
}

/** A form the browser submits to the gateway. */
export interface GatewayForm {
  action: string;
  method: 'POST' | 'GET';
  fields: Record<string, string>;
}

/**
 * The three ways a browser reaches a gateway (spec §4 "Payment by method group"): (a) `form` — the
 * page submits a form; (b) `stored` — the details are kept with the payment, the page reads them
 * (get_payment_details) and goes to the redirect URL after 1 s, or submits the encrypted request
 * when there is one; (c) `url` — the page stores payment id, attempt id and amount, then goes to the URL.
 */
export type PaymentMethodGroup = 'form' | 'stored' | 'url';

export interface PaymentMethod {
  id: string;
  name: string;
  group: PaymentMethodGroup;
}

export type HandOff =
  | { group: 'form'; form: GatewayForm }
  | { group: 'stored'; redirectUrl: string | null; encryptedRequest: GatewayForm | null }
  | { group: 'url'; url: string };

/** A started session: the gateway's reference and how the browser gets there. */
export interface HostedRedirect {
  gatewayRef: string;
  handOff: HandOff;
}

/** A gateway message whose signature held: what it says, and its own unique id. */
export interface VerifiedGatewayMessage {
  eventId: string;
  paymentId: string;
  gatewayRef: string;
  result: GatewayResult;
  amountMinor: number;
  currency: string;
  /** When the gateway signed it (ms since the epoch). */
  signedAt: number;
  message: string | null;
}

/** What the gateway's own servers say about a session, asked server-side. */
export interface GatewayStatus {
  /** closed: the merchant closed it (closeSession) or it expired before anything was taken. */
  status: 'open' | 'captured' | 'failed' | 'closed';
  amountMinor: number;
  currency: string;
  message: string | null;
}

/** A refund of (part of) a captured session. */
export interface RefundInput {
  tenantId: string;
  gatewayRef: string;
  amountMinor: number;
  currency: string;
  /**
   * The merchant's key for this refund: the same key again answers the first refund instead of
   * refunding twice (Stripe `Idempotency-Key`, Razorpay `receipt`).
   */
  idempotencyKey: string;
  /** Why, for the gateway's records (lib/booking/states.ts REFUND_REASONS). */
  reason: string;
}

/** The gateway's answer to a refund: its own id, and whether the money has left yet. */
export interface GatewayRefund {
  refundId: string;
  status: 'pending' | 'succeeded';
}

/**
 * A charge of a card the traveller paid with before, without the traveller (a buy-now-pay-later
 * instalment). The gateway finds the card on file from the session it was paid in.
 */
export interface OffSessionChargeInput {
  tenantId: string;
  /** Our payment id for this charge; also the idempotency key (the same id charges once). */
  paymentId: string;
  /** The captured session whose card is charged. */
  sourceGatewayRef: string;
  amountMinor: number;
  currency: string;
}

/** What an off-session charge did: its own session id at the gateway, captured or declined. */
export interface OffSessionCharge {
  gatewayRef: string;
  result: GatewayResult;
  message: string | null;
}

export interface PaymentGateway {
  readonly id: string;
  /** What the gateway offers, each with its method group. */
  readonly methods: readonly PaymentMethod[];
  startSession(input: StartSessionInput): Promise<HostedRedirect>;
  /**
   * Checks a browser's return (its signature, or — when the gateway signs none, like Stripe's — by
   * asking the gateway about the session it names). Throws GatewaySignatureError when it does not
   * hold, GatewayPendingError when the gateway has no outcome yet.
   */
  verify(tenantId: string, params: Readonly<Record<string, unknown>>): Promise<VerifiedGatewayMessage>;
  status(tenantId: string, gatewayRef: string): Promise<GatewayStatus>;
  /**
   * Closes a session so it can no longer be paid (Stripe `checkout.sessions.expire`, Razorpay: an
   * order is closed by not capturing it). Idempotent. Answers what the session is now: `closed`, or
   * — too late — `captured` (the caller then refunds it) or `failed`.
   */
  closeSession(tenantId: string, gatewayRef: string): Promise<GatewayStatus['status']>;
  /**
   * Refunds money a session captured (Stripe `refunds.create`, Razorpay `payments.refund`).
   * Idempotent by `idempotencyKey`; throws when the gateway refuses (retried by the caller's job).
   */
  refund(input: RefundInput): Promise<GatewayRefund>;
  /**
   * Charges the card of a captured session again, off session (docs/bnpl.md). Absent when the
   * adapter cannot: then no buy-now-pay-later plan is offered on the site. Idempotent by paymentId;
   * throws when the gateway cannot answer (retried by the caller's job).
   */
  chargeOffSession?(input: OffSessionChargeInput): Promise<OffSessionCharge>;
}

export class GatewaySignatureError extends Error {
  override name = 'GatewaySignatureError';
}

/** The return is genuine but the gateway has no outcome yet (an asynchronous payment method). */
export class GatewayPendingError extends Error {
  override name = 'GatewayPendingError';
}
