/**
 * One interface for every payment gateway (ARCHITECTURE "Booking and payments"): create a session
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
}

/** How the browser reaches the hosted page: a form to submit (method group (a) of spec §4). */
export interface HostedRedirect {
  gatewayRef: string;
  form: { action: string; method: 'POST' | 'GET'; fields: Record<string, string> };
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
  status: 'open' | 'captured' | 'failed';
  amountMinor: number;
  currency: string;
  message: string | null;
}

export interface PaymentGateway {
  readonly id: string;
  startSession(input: StartSessionInput): Promise<HostedRedirect>;
  /** Checks a return's or webhook's signature; throws GatewaySignatureError when it does not hold. */
  verify(params: Readonly<Record<string, unknown>>): VerifiedGatewayMessage;
  status(tenantId: string, gatewayRef: string): Promise<GatewayStatus>;
}

export class GatewaySignatureError extends Error {
  override name = 'GatewaySignatureError';
}
