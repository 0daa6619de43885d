import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { deriveKey } from '@/lib/auth/secret';
import type { Db } from '@/lib/db/open';
import { type TestGatewaySession, testGatewaySessions } from '@/lib/db/schema';
import type { GatewayStatus, PaymentGateway } from '../gateway';
import { type SignedMessage, signed, verifySigned } from './signature';

/** The provider name a site configuration gives for it (payment_gateway_provider). */
export const TEST_GATEWAY_ID = 'test-gateway';

/** Its hosted page's path on the built-in Travel API… */
export const TEST_GATEWAY_PAGE = '/api/test-gateway/pay';
/** …and the address a browser uses for it: the site's contract mount (/api/) in front. */
export const TEST_GATEWAY_PUBLIC = `/api${TEST_GATEWAY_PAGE}`;

/** The key it signs with: derived from the deployment's secret, never sent anywhere. */
const signingKey = () => deriveKey('test-gateway');

/**
 * The built-in test payment gateway: a stand-in for a real one with its own sessions, hosted card
 * page (lib/backend/routes/test-gateway.ts), signed returns and webhooks, and a status the merchant
 * asks server-side. It never moves real money.
 */
export function testGateway(db: Db): PaymentGateway {
  return {
    id: TEST_GATEWAY_ID,
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
      return {
        gatewayRef: session.id,
        form: { action: TEST_GATEWAY_PUBLIC, method: 'GET', fields: { session: session.id } },
      };
    },
    verify: (params) => verifySigned(params, signingKey()),
    async status(tenantId, gatewayRef): Promise<GatewayStatus> {
      const s = await findSession(db, tenantId, gatewayRef);
      if (!s) return { status: 'failed', amountMinor: 0, currency: '', message: 'Unknown session' };
      return {
        status: s.status === 'captured' ? 'captured' : s.status === 'declined' ? 'failed' : 'open',
        amountMinor: s.amountMinor,
        currency: s.currency,
        message: s.declineMessage,
      };
    },
  };
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
