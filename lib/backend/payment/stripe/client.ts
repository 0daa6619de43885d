import 'server-only';
import Stripe from 'stripe';
import type { StripeSettings } from '../gateway-settings';

/** One SDK client per key and API server: a client keeps its connections alive between calls. */
const clients = new Map<string, Stripe>();

/**
 * The official SDK for a site's account. STRIPE_API_URL (a stub in tests) sets its host, port and
 * protocol; unset, it talks to Stripe. Network failures are retried by the SDK (twice, with the
 * same idempotency key), then by the caller's job.
 */
export function stripeClient(settings: StripeSettings): Stripe {
  const id = `${settings.secretKey}@${settings.apiUrl?.href ?? ''}`;
  const known = clients.get(id);
  if (known) return known;
  const url = settings.apiUrl;
  const client = new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(url
      ? {
          host: url.hostname,
          port: url.port || (url.protocol === 'http:' ? 80 : 443),
          protocol: url.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
  clients.set(id, client);
  return client;
}
