import 'server-only';
import { GET_CURRENCY_PATH, readCurrencies } from '@/lib/contract/currency';
import { mailboxOpenToRequest } from '@/lib/http/mailbox-guard';
import { locateForSite, VISITOR_LOCATION_HEADERS, visitorLocationBody } from '@/lib/location/for-site';
import { BUNDLED_RATES, canConvert } from '@/lib/money';
import { callTravelApi } from './transport';

/**
 * Calls under /api/ that are the storefront's own, not the Travel API's: in front of an external
 * API they are answered here instead of being forwarded (the API has no such paths). With the
 * built-in backend they stay its routes, which share the rules (lib/location/for-site).
 */

const notFound = () =>
  Response.json({ data: null, errors: { message: 'Not found' }, message: 'Not found' }, { status: 404 });

/**
 * Which currencies the site can show prices in: those its API offers (get_currency), or, when that
 * list cannot be had, those the reference rates can convert.
 */
async function priceableOf(site: string): Promise<(code: string) => boolean> {
  try {
    const res = await callTravelApi({ path: GET_CURRENCY_PATH, site });
    const offered = res.ok ? readCurrencies(await res.json()) : null;
    if (offered?.length) {
      const codes = new Set(offered.map((c) => c.code));
      return (code) => codes.has(code);
    }
  } catch {
    // Unreachable API: the reference list decides.
  }
  return (code) => canConvert(BUNDLED_RATES, code);
}

/** v1/visitor/location: where the visitor is, from this request, else the agency's country and currency. */
async function visitorLocation(request: Request, site: string): Promise<Response> {
  const { getWorkingConfig } = await import('@/lib/client/site-config');
  const wc = await getWorkingConfig(site);
  if (!wc) return notFound();
  const location = await locateForSite(request.headers, wc, await priceableOf(site));
  return Response.json(visitorLocationBody(location), { headers: VISITOR_LOCATION_HEADERS });
}

/**
 * dev/mailbox: the storefront's outbox. In front of an external API the storefront sends no e-mail
 * (the API sends its own), so its outbox is empty; in a production build it answers only the
 * machine itself (lib/http/mailbox-access.ts), like the built-in backend's.
 */
async function devMailbox(request: Request): Promise<Response> {
  if (!mailboxOpenToRequest(request.headers)) return notFound();
  return Response.json({ data: [] }, { headers: { 'cache-control': 'no-store' } });
}

const OWN_CALLS: Record<string, (request: Request, site: string) => Promise<Response>> = {
  'GET v1/visitor/location': visitorLocation,
  'GET dev/mailbox': devMailbox,
};

/** The storefront's own answer to `method path`, or null when the call is the Travel API's. */
export function ownCall(
  method: string,
  path: string,
): ((request: Request, site: string) => Promise<Response>) | null {
  return OWN_CALLS[`${method.toUpperCase()} ${path}`] ?? null;
}
