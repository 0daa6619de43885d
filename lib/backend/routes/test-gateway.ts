import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import type { BackendContext, BackendEnv } from '@/lib/backend/http/context';
import {
  type CardOnFile,
  type CardOutcome,
  cardOnFileOf,
  cardOutcome,
  challengeOutcome,
  TEST_3DS_CODE,
  TEST_CARDS,
} from '@/lib/backend/payment/test-gateway/cards';
import {
  findSession,
  openRequest,
  signedOutcome,
  TEST_GATEWAY_PAGE,
  TEST_GATEWAY_PUBLIC,
} from '@/lib/backend/payment/test-gateway/server';
import type { Db } from '@/lib/db/open';
import { type Tenant, type TestGatewaySession, testGatewaySessions } from '@/lib/db/schema';
import { isUuid } from '@/lib/db/uuid';
import { formatMoney } from '@/lib/money';
import { dbOf, tenantOf } from '../auth/request-context';
import { readBody } from '../http/body';
import { receiveGatewayMessage } from '../payment/apply-payment';

/**
 * The built-in test gateway's hosted page (lib/backend/payment/test-gateway): a card form, the 3-D Secure
 * step, then a signed webhook to the merchant and the browser sent back with a signed return. It
 * lives on the site's own origin only because it ships with the app; it shares nothing with the
 * merchant's code but the signing key.
 */
export const testGatewayRoutes = new Hono<BackendEnv>();

const page = (
  c: BackendContext,
  title: string,
  body: HtmlEscapedString | Promise<HtmlEscapedString>,
  status = 200,
) =>
  c.html(
    html`<!doctype html>
      <html lang="en">
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="robots" content="noindex" />
          <title>${title} – Itinera test payments</title>
        </head>
        <body>
          <main>
            <p><strong>Itinera test payments</strong> — no real money moves here.</p>
            <h1>${title}</h1>
            ${body}
          </main>
        </body>
      </html>`,
    status as 200,
  );

async function openSession(
  c: BackendContext,
  id: unknown,
): Promise<{ db: Db; tenant: Tenant; session: TestGatewaySession | null }> {
  const tenant = await tenantOf(c);
  const db = await dbOf(c);
  const session = typeof id === 'string' && isUuid(id) ? await findSession(db, tenant.id, id) : null;
  return { db, tenant, session };
}

const closed = (c: BackendContext) =>
  page(c, 'Payment session closed', html`<p>This payment session is not open.</p>`, 404);

const amountOf = (s: TestGatewaySession) => formatMoney({ amount: s.amountMinor, currency: s.currency });

function cardForm(s: TestGatewaySession) {
  return html`<p>Amount to pay: <strong data-testid="gateway-amount">${amountOf(s)}</strong></p>
    <form method="post" action="${TEST_GATEWAY_PUBLIC}">
      <input type="hidden" name="session" value="${s.id}" />
      <p><label>Name on card <input name="name" autocomplete="cc-name" required /></label></p>
      <p><label>Card number <input name="card_number" inputmode="numeric" autocomplete="cc-number" required /></label></p>
      <p><label>Expiry (MM/YY) <input name="expiry" autocomplete="cc-exp" required pattern="\\d{2}/\\d{2}" /></label></p>
      <p><label>CVC <input name="cvc" inputmode="numeric" autocomplete="cc-csc" required pattern="\\d{3,4}" /></label></p>
      <p><button type="submit">Pay ${amountOf(s)}</button></p>
    </form>
    <h2>Test cards</h2>
    <ul>
      <li>${TEST_CARDS.success}: paid</li>
      <li>${TEST_CARDS.decline}: declined</li>
      <li>${TEST_CARDS.threeDSecure}: asks for a 3-D Secure code (${TEST_3DS_CODE} passes)</li>
      <li>${TEST_CARDS.offSessionDecline}: paid, but declined when charged later (a pay later instalment)</li>
    </ul>`;
}

testGatewayRoutes.get(TEST_GATEWAY_PAGE, async (c) => {
  const { session } = await openSession(c, c.req.query('session'));
  if (session?.status !== 'open') return closed(c);
  return page(c, 'Pay by card', cardForm(session));
});

/** Records the outcome, tells the merchant (signed webhook), and sends the browser back (signed return). */
async function finish(
  c: BackendContext,
  db: Db,
  tenant: Tenant,
  session: TestGatewaySession,
  outcome: CardOutcome,
  cardOnFile: CardOnFile | null,
) {
  const [done] = await db
    .update(testGatewaySessions)
    .set({
      status: outcome.kind === 'captured' ? 'captured' : 'declined',
      declineMessage: outcome.kind === 'declined' ? outcome.message : null,
      // A captured session keeps its card for charges off session (a buy-now-pay-later instalment).
      cardOnFile: outcome.kind === 'captured' ? (cardOnFile ?? session.cardOnFile ?? 'ok') : null,
      updatedAt: new Date(),
    })
    // Only from the state it was read in: a second submit of the same form changes nothing.
    .where(and(eq(testGatewaySessions.id, session.id), eq(testGatewaySessions.status, session.status)))
    .returning();
  if (!done) return closed(c);
  try {
    await receiveGatewayMessage(db, { tenant, params: signedOutcome(done), source: 'webhook' });
  } catch (err) {
    // A webhook the merchant could not take is retried by its own status check (reconcile job).
    c.get('deps').log?.('test gateway webhook refused', {
      error: err instanceof Error ? err.message : String(err),
    });
  }
  const back = signedOutcome(done);
  return c.redirect(`${done.returnPath}?${new URLSearchParams(back).toString()}`, 303);
}

testGatewayRoutes.post(TEST_GATEWAY_PAGE, async (c) => {
  const body = await readBody(c.req.raw);
  // An encrypted request (a 'stored' method group with one, spec §4) opens the card page.
  if (typeof body.enc_request === 'string') {
    const { session } = await openSession(c, await openRequest(body.enc_request));
    if (session?.status !== 'open') return closed(c);
    return page(c, 'Pay by card', cardForm(session));
  }
  const { db, tenant, session } = await openSession(c, body.session);
  if (session?.status !== 'open') return closed(c);
  const card = String(body.card_number ?? '');
  const outcome = cardOutcome(card);
  if (outcome.kind !== 'challenge') return finish(c, db, tenant, session, outcome, cardOnFileOf(card));
  await db
    .update(testGatewaySessions)
    .set({ status: 'challenge', cardOnFile: cardOnFileOf(card), updatedAt: new Date() })
    .where(and(eq(testGatewaySessions.id, session.id), eq(testGatewaySessions.status, 'open')));
  return page(
    c,
    '3-D Secure',
    html`<p>Your bank asks you to confirm the payment of ${amountOf(session)}.</p>
      <form method="post" action="${TEST_GATEWAY_PUBLIC}/3ds">
        <input type="hidden" name="session" value="${session.id}" />
        <p><label>Verification code <input name="code" inputmode="numeric" autocomplete="one-time-code" required /></label></p>
        <p><button type="submit">Confirm</button></p>
      </form>`,
  );
});

testGatewayRoutes.post(`${TEST_GATEWAY_PAGE}/3ds`, async (c) => {
  const body = await readBody(c.req.raw);
  const { db, tenant, session } = await openSession(c, body.session);
  if (session?.status !== 'challenge') return closed(c);
  return finish(c, db, tenant, session, challengeOutcome(String(body.code ?? '')), null);
});
