import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { sealData, unsealData } from 'iron-session';
import { deriveKey } from '@/lib/auth/secret';
import type { Db, Tx } from '@/lib/db/open';
import { type TestGatewaySession, testGatewayRefunds, testGatewaySessions } from '@/lib/db/schema';
import { isUuid } from '@/lib/db/uuid';
import type {
  GatewayRefund,
  GatewayStatus,
  HandOff,
  OffSessionCharge,
  OffSessionChargeInput,
  PaymentGateway,
  PaymentMethod,
  RefundInput,
} from '@/lib/payment/gateway';
import { OFF_SESSION_DECLINE_MESSAGE } from './cards';
import { type SignedMessage, signed, verifySigned } from './signature';

/** The provider name a site configuration gives for it (payment_gateway_provider). */
export const TEST_GATEWAY_ID = 'test-gateway';

/** Its hosted page's path on the built-in Travel API… */
export const TEST_GATEWAY_PAGE = '/api/test-gateway/pay';
/** …and the address a browser uses for it: the site's contract mount (/api/) in front. */
export const TEST_GATEWAY_PUBLIC = `/api${TEST_GATEWAY_PAGE}`;

/** The key it signs with: derived from the deployment's secret, never sent anywhere. */
const signingKey = () => deriveKey('test-gateway');
/** The key its encrypted requests are sealed with (another label: one key, one job). */
const requestKey = () => deriveKey('test-gateway-request');
/** An encrypted request opens the hosted page within this time. */
const REQUEST_TTL_SECONDS = 15 * 60;

/**
 * One method per way of reaching the hosted page (spec §4 method groups), so each hand-off is
 * exercised end to end; all of them end on the same card page.
 */
export const TEST_GATEWAY_METHODS: readonly PaymentMethod[] = [
  { id: 'test-card', name: 'Card', group: 'form' },
  { id: 'test-netbanking', name: 'Net banking', group: 'stored' },
  { id: 'test-wallet', name: 'Wallet (encrypted request)', group: 'stored' },
  { id: 'test-upi', name: 'UPI link', group: 'url' },
];

/** The hosted page's address for a session. */
const pageFor = (sessionId: string) => `${TEST_GATEWAY_PUBLIC}?session=${encodeURIComponent(sessionId)}`;

async function handOffFor(methodId: string, sessionId: string): Promise<HandOff> {
  switch (methodId) {
    case 'test-netbanking':
      return { group: 'stored', redirectUrl: pageFor(sessionId), encryptedRequest: null };
    case 'test-wallet':
      return {
        group: 'stored',
        redirectUrl: null,
        encryptedRequest: {
          action: TEST_GATEWAY_PUBLIC,
          method: 'POST',
          fields: { enc_request: await sealRequest(sessionId) },
        },
      };
    case 'test-upi':
      return { group: 'url', url: pageFor(sessionId) };
    default:
      return {
        group: 'form',
        form: { action: TEST_GATEWAY_PUBLIC, method: 'GET', fields: { session: sessionId } },
      };
  }
}

/** The encrypted request of the 'stored' group: the session id, sealed so only the gateway reads it. */
export const sealRequest = (sessionId: string): Promise<string> =>
  sealData({ session: sessionId }, { password: requestKey(), ttl: REQUEST_TTL_SECONDS });

/** The session id an encrypted request carries, or null when it was not sealed by this gateway or is old. */
export async function openRequest(sealed: string): Promise<string | null> {
  try {
    const data = await unsealData<{ session?: unknown }>(sealed, {
      password: requestKey(),
      ttl: REQUEST_TTL_SECONDS,
    });
    return typeof data.session === 'string' ? data.session : null;
  } catch {
    return null;
  }
}

/**
 * The built-in test payment gateway: a stand-in for a real one with its own sessions, hosted card
 * page (lib/backend/routes/test-gateway.ts), signed returns and webhooks, and a status the merchant
 * asks server-side. It never moves real money.
 */
export function testGateway(db: Db): PaymentGateway {
  return {
    id: TEST_GATEWAY_ID,
    methods: TEST_GATEWAY_METHODS,
    async startSession(input) {
      const [session] = await db
        .insert(testGatewaySessions)
        .values({
          tenantId: input.tenantId,
          merchantRef: input.paymentId,
          amountMinor: input.amountMinor,
          currency: input.currency,
          returnPath: input.returnPath,
        })
        .returning({ id: testGatewaySessions.id });
      if (!session) throw new Error('test gateway session insert returned no row');
      return { gatewayRef: session.id, handOff: await handOffFor(input.methodId, session.id) };
    },
    verify: async (_tenantId, params) => verifySigned(params, signingKey()),
    async status(tenantId, gatewayRef): Promise<GatewayStatus> {
      const s = await findSession(db, tenantId, gatewayRef);
      if (!s) return { status: 'failed', amountMinor: 0, currency: '', message: 'Unknown session' };
      return {
        status: sessionStatus(s),
        amountMinor: s.amountMinor,
        currency: s.currency,
        message: s.declineMessage,
      };
    },
    async closeSession(tenantId, gatewayRef) {
      // One conditional update: a card form submitted at the same moment either finishes first
      // (and this answers captured/failed) or finds the session closed (routes/test-gateway.ts).
      await db
        .update(testGatewaySessions)
        .set({ status: 'closed', updatedAt: new Date() })
        .where(
          and(
            eq(testGatewaySessions.tenantId, tenantId),
            eq(testGatewaySessions.id, gatewayRef),
            inArray(testGatewaySessions.status, ['open', 'challenge']),
          ),
        );
      const s = await findSession(db, tenantId, gatewayRef);
      return s ? sessionStatus(s) : 'closed';
    },
    refund: (input) => refundSession(db, input),
    chargeOffSession: (input) => chargeCardOnFile(db, input),
  };
}

export class TestGatewayChargeError extends Error {
  override name = 'TestGatewayChargeError';
}

/**
 * Charges the card a captured session was paid with, as a gateway's off-session charge: a new
 * session, captured at once or declined (the `off_session_decline` card). Idempotent by our payment
 * id: the source session's row is locked, so two charges of one payment at once make one session.
 */
async function chargeCardOnFile(db: Db, input: OffSessionChargeInput): Promise<OffSessionCharge> {
  if (!isUuid(input.sourceGatewayRef)) throw new TestGatewayChargeError('unknown session');
  return db.transaction(async (tx) => {
    const source = await lockSession(tx, input.tenantId, input.sourceGatewayRef);
    if (source?.status !== 'captured' || !source.cardOnFile)
      throw new TestGatewayChargeError('no card on file for this session');
    const [earlier] = await tx
      .select()
      .from(testGatewaySessions)
      .where(
        and(
          eq(testGatewaySessions.tenantId, input.tenantId),
          eq(testGatewaySessions.merchantRef, input.paymentId),
          eq(testGatewaySessions.sourceSessionId, source.id),
        ),
      );
    const charged =
      earlier ??
      (
        await tx
          .insert(testGatewaySessions)
          .values({
            tenantId: input.tenantId,
            merchantRef: input.paymentId,
            amountMinor: input.amountMinor,
            currency: input.currency,
            returnPath: source.returnPath,
            sourceSessionId: source.id,
            ...(source.cardOnFile === 'off_session_decline'
              ? { status: 'declined', declineMessage: OFF_SESSION_DECLINE_MESSAGE }
              : { status: 'captured', cardOnFile: source.cardOnFile }),
          })
          .returning()
      )[0];
    if (!charged) throw new Error('test gateway session insert returned no row');
    if (charged.amountMinor !== input.amountMinor || charged.currency !== input.currency)
      throw new TestGatewayChargeError('payment id reused for another amount');
    return {
      gatewayRef: charged.id,
      result: charged.status === 'captured' ? 'CAPTURED' : 'FAILED',
      message: charged.declineMessage,
    };
  });
}

const sessionStatus = (s: TestGatewaySession): GatewayStatus['status'] =>
  s.status === 'captured'
    ? 'captured'
    : s.status === 'declined'
      ? 'failed'
      : s.status === 'closed'
        ? 'closed'
        : 'open';

/** A session's row, locked for the rest of the transaction (charges and refunds of it queue up). */
async function lockSession(tx: Tx, tenantId: string, id: string): Promise<TestGatewaySession | undefined> {
  const [s] = await tx
    .select()
    .from(testGatewaySessions)
    .where(and(eq(testGatewaySessions.tenantId, tenantId), eq(testGatewaySessions.id, id)))
    .for('update');
  return s;
}

export class TestGatewayRefundError extends Error {
  override name = 'TestGatewayRefundError';
}

/**
 * Refunds a captured session, as a gateway does: the same idempotency key answers the refund it
 * already made; a session not captured, another currency, or more than is left to refund is refused.
 * The session row is locked, so concurrent refunds of one session are counted one after the other.
 */
async function refundSession(db: Db, input: RefundInput): Promise<GatewayRefund> {
  if (!isUuid(input.gatewayRef)) throw new TestGatewayRefundError('unknown session');
  return db.transaction(async (tx) => {
    const s = await lockSession(tx, input.tenantId, input.gatewayRef);
    if (!s) throw new TestGatewayRefundError('unknown session');
    const [earlier] = await tx
      .select()
      .from(testGatewayRefunds)
      .where(
        and(
          eq(testGatewayRefunds.tenantId, input.tenantId),
          eq(testGatewayRefunds.idempotencyKey, input.idempotencyKey),
        ),
      );
    if (earlier) {
      if (earlier.sessionId !== s.id || earlier.amountMinor !== input.amountMinor)
        throw new TestGatewayRefundError('idempotency key reused for another refund');
      return { refundId: earlier.id, status: 'succeeded' };
    }
    if (s.status !== 'captured') throw new TestGatewayRefundError('session not captured');
    if (input.currency !== s.currency || input.amountMinor <= 0)
      throw new TestGatewayRefundError('bad refund amount');
    const [done] = await tx
      .select({ sum: sql<number>`coalesce(sum(${testGatewayRefunds.amountMinor}), 0)::int` })
      .from(testGatewayRefunds)
      .where(eq(testGatewayRefunds.sessionId, s.id));
    if ((done?.sum ?? 0) + input.amountMinor > s.amountMinor)
      throw new TestGatewayRefundError('more than was captured');
    const [r] = await tx
      .insert(testGatewayRefunds)
      .values({
        tenantId: input.tenantId,
        sessionId: s.id,
        amountMinor: input.amountMinor,
        currency: input.currency,
        idempotencyKey: input.idempotencyKey,
      })
      .returning({ id: testGatewayRefunds.id });
    if (!r) throw new Error('test gateway refund insert returned no row');
    return { refundId: r.id, status: 'succeeded' };
  });
}

export async function findSession(db: Db, tenantId: string, id: string): Promise<TestGatewaySession | null> {
  const [s] = await db
    .select()
    .from(testGatewaySessions)
    .where(and(eq(testGatewaySessions.tenantId, tenantId), eq(testGatewaySessions.id, id)));
  return s ?? null;
}

/** A signed message about a finished session (a new event id each time: return and webhook differ). */
export function signedOutcome(s: TestGatewaySession, now = Date.now()): SignedMessage & { sig: string } {
  return signed(
    {
      event_id: randomUUID(),
      payment_id: s.merchantRef,
      session: s.id,
      result: s.status === 'captured' ? 'CAPTURED' : 'FAILED',
      amount: String(s.amountMinor),
      currency: s.currency,
      ts: String(Math.floor(now / 1000)),
      msg: s.declineMessage ?? '',
    },
    signingKey(),
  );
}
