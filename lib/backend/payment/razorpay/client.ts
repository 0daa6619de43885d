import 'server-only';
import Razorpay from 'razorpay';
import type { RazorpaySettings } from '../gateway-settings';

/** Razorpay's API (and hosted checkout) origin. */
export const RAZORPAY_ORIGIN = 'https://api.razorpay.com';

const clients = new Map<string, Razorpay>();

/** The origin the SDK and the browser's checkout form go to: RAZORPAY_API_URL's (a stub), else Razorpay's. */
export const razorpayOrigin = (settings: Pick<RazorpaySettings, 'apiUrl'>): string =>
  settings.apiUrl?.origin ?? RAZORPAY_ORIGIN;

/**
 * The official SDK for a site's account. The SDK has no host setting of its own; its requests go
 * through one axios instance whose base URL is set here when RAZORPAY_API_URL names a stub.
 */
export function razorpayClient(settings: RazorpaySettings): Razorpay {
  const id = `${settings.keyId}@${settings.apiUrl?.href ?? ''}`;
  const known = clients.get(id);
  if (known) return known;
  const client = new Razorpay({ key_id: settings.keyId, key_secret: settings.keySecret });
  if (settings.apiUrl) {
    const api = client.api as unknown as { rq: { defaults: { baseURL?: string; timeout?: number } } };
    api.rq.defaults.baseURL = settings.apiUrl.origin;
  }
  (client.api as unknown as { rq: { defaults: { timeout?: number } } }).rq.defaults.timeout = 20_000;
  clients.set(id, client);
  return client;
}

/**
 * What the site's payment pages may reach of Razorpay (lib/security paymentPagePolicy): the hand-off
 * page posts its form to the hosted checkout, and loads, frames or calls nothing of Razorpay's.
 */
export const razorpayPageSources = (settings: Pick<RazorpaySettings, 'apiUrl'>) => ({
  'form-action': [razorpayOrigin(settings)],
});
