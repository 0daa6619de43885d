import 'server-only';
import { testGatewayAllowed } from '@/lib/backend/payment/test-gateway/allowed';
import { TEST_GATEWAY_ID, testGateway } from '@/lib/backend/payment/test-gateway/server';
import type { Db } from '@/lib/db/open';
import type { Tenant } from '@/lib/db/schema';
import type { PaymentGateway } from '@/lib/payment';
import { DEMO_SITE_KEYS } from '../seed';

/**
 * The gateway a site pays through (payment_gateway_provider), or null when it has none this server
 * can use: then nothing is offered and payment calls refuse. Real adapters register here.
 */
export function gatewayOf(db: Db, tenant: Tenant): PaymentGateway | null {
  if (tenant.config.hide_payment_gateway) return null;
  if (tenant.config.payment_gateway_provider !== TEST_GATEWAY_ID) return null;
  // The test gateway takes no money: only the demo sites, unless PAYMENT_TEST_GATEWAY says otherwise.
  return testGatewayAllowed(tenant.key, DEMO_SITE_KEYS) ? testGateway(db) : null;
}

/** The adapter a stored payment was made through. */
export function gatewayById(db: Db, id: string): PaymentGateway | null {
  return id === TEST_GATEWAY_ID ? testGateway(db) : null;
}
