import 'server-only';
import { testGatewayAllowed } from '@/lib/backend/payment/test-gateway/allowed';
import { TEST_GATEWAY_ID, testGateway } from '@/lib/backend/payment/test-gateway/server';
import type { Db } from '@/lib/db/open';
import type { Tenant } from '@/lib/db/schema';
import type { PaymentGateway } from '@/lib/payment';
import { hidesPaymentGateway } from '@/lib/tenant/capabilities';
import { DEMO_SITE_KEYS } from '../seed';
import { gatewaySettings, isProvider, type Provider } from './gateway-settings';
import { PAYMENT_MESSAGES } from './messages';
import { razorpayGateway } from './razorpay/gateway';
import { stripeGateway } from './stripe/gateway';

const ADAPTERS: Record<Provider, (db: Db) => PaymentGateway> = {
  stripe: stripeGateway,
  razorpay: razorpayGateway,
};

/**
 * The site offers no online payment at all (spec §6: agency 124, or its own flag): whatever gateway
 * it names, nothing is offered and make_payment is refused; it books through the agency's balance
 * or an offline hold.
 */
export const gatewayHidden = (tenant: Tenant): boolean => hidesPaymentGateway(tenant.config);

/**
 * Why a site that names a gateway is offered none (null when nothing is wrong): its keys are not
 * set (`missing`), or a setting is set but unusable (`invalid`, e.g. an API URL that is not a URL),
 * which must make the site offer nothing rather than answer 500 on every payment call.
 */
export function gatewayProblem(
  tenant: Tenant,
): { provider: Provider; missing: string[]; invalid?: string } | null {
  const provider = tenant.config.payment_gateway_provider;
  if (gatewayHidden(tenant) || !isProvider(provider)) return null;
  try {
    const answer = gatewaySettings(provider, tenant.key);
    return answer.ok ? null : { provider, missing: answer.missing };
  } catch (err) {
    // gatewaySettings names the variable, never its value.
    return { provider, missing: [], invalid: err instanceof Error ? err.message : String(err) };
  }
}

/**
 * What a site that offers no payment method says about it, or null when it has nothing to say (no
 * gateway named): hidden on purpose, or named without its keys (never which keys).
 */
export function noGatewayMessage(tenant: Tenant): string | null {
  if (gatewayHidden(tenant)) return PAYMENT_MESSAGES.hidden;
  return gatewayProblem(tenant) ? PAYMENT_MESSAGES.notConfigured : null;
}

/**
 * The gateway a site pays through (payment_gateway_provider), or null when it has none this server
 * can use: then nothing is offered and payment calls refuse. Stripe and Razorpay need the site's
 * keys in the environment (gateway-settings.ts).
 */
export function gatewayOf(db: Db, tenant: Tenant): PaymentGateway | null {
  if (gatewayHidden(tenant)) return null;
  const provider = tenant.config.payment_gateway_provider;
  if (isProvider(provider)) return gatewayProblem(tenant) ? null : ADAPTERS[provider](db);
  if (provider !== TEST_GATEWAY_ID) return null;
  // The test gateway takes no money: only the demo sites, unless PAYMENT_TEST_GATEWAY says otherwise.
  return testGatewayAllowed(tenant.key, DEMO_SITE_KEYS) ? testGateway(db) : null;
}

/** The adapter a stored payment was made through. */
export function gatewayById(db: Db, id: string): PaymentGateway | null {
  if (isProvider(id)) return ADAPTERS[id](db);
  return id === TEST_GATEWAY_ID ? testGateway(db) : null;
}
