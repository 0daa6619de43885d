import 'server-only';

/** Hostnames that can only be this machine: loopback addresses, `localhost` and `*.localhost`. */
export function isLocalHostname(hostname: string): boolean {
  const h = hostname
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  return h === 'localhost' || h.endsWith('.localhost') || h === '::1' || /^127(\.\d{1,3}){3}$/.test(h);
}

/** The host the browser addressed (`demo.localhost:3000`), without the port. */
export function requestHostname(request: Request): string {
  const raw =
    request.headers.get('x-forwarded-host') || request.headers.get('host') || new URL(request.url).host;
  const first = raw.split(',')[0]?.trim() ?? '';
  try {
    return new URL(`http://${first}`).hostname;
  } catch {
    return '';
  }
}

function originHostname(request: Request): string | null {
  const origin = request.headers.get('origin');
  if (!origin || origin === 'null') return origin === 'null' ? '' : null;
  try {
    return new URL(origin).hostname;
  } catch {
    return '';
  }
}

/**
 * A local development origin (spec §5: there the password is sent plain to the v1 login): the page
 * and the API are both on this machine — loopback or `*.localhost`, which browsers always resolve
 * to loopback — so the plain password never crosses a network. Both the addressed host and, when
 * the browser sends one, the Origin must be local.
 */
export function isLocalDevelopmentRequest(request: Request): boolean {
  const origin = originHostname(request);
  return isLocalHostname(requestHostname(request)) && (origin === null || isLocalHostname(origin));
}

/** The first value of a comma-separated forwarded header. */
const firstOf = (value: string | null): string | null => value?.split(',')[0]?.trim() || null;

/**
 * The origin the browser addressed (`http://demo.localhost:3000`, `https://travel.acme.com`): scheme
 * from X-Forwarded-Proto (set by Next.js from the connection, or by the TLS-terminating proxy in
 * front of it), host and port from X-Forwarded-Host / Host. A cross-site page cannot make a browser
 * send other values for these without a CORS preflight, which this server never grants.
 */
export function requestOrigin(request: Request): string | null {
  const url = new URL(request.url);
  const proto = (
    firstOf(request.headers.get('x-forwarded-proto')) ?? url.protocol.replace(/:$/, '')
  ).toLowerCase();
  const host = firstOf(request.headers.get('x-forwarded-host')) ?? request.headers.get('host') ?? url.host;
  if (proto !== 'http' && proto !== 'https') return null;
  try {
    return new URL(`${proto}://${host}`).origin;
  } catch {
    return null;
  }
}

/**
 * True when a browser says the request comes from another origin: an Origin that differs from the
 * addressed origin in scheme, host or port (a sibling tenant's subdomain is another origin too), an
 * opaque `null` Origin, or — without an Origin — a Sec-Fetch-Site other than same-origin or none.
 * Requests that carry neither header are not browser cross-site requests (server-to-server, curl).
 */
export function isCrossSiteRequest(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (origin !== null) {
    if (origin === 'null') return true;
    let given: string;
    try {
      given = new URL(origin).origin;
    } catch {
      return true;
    }
    return given !== requestOrigin(request);
  }
  const fetchSite = request.headers.get('sec-fetch-site');
  return fetchSite !== null && fetchSite !== 'same-origin' && fetchSite !== 'none';
}

/** Methods that change state; GET and HEAD never should (the few legacy GET calls that do check themselves). */
export const isStateChangingMethod = (method: string): boolean =>
  !['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase());

/** A state-changing request from another origin (403 'Unauthorized Error'). */
export class CrossOriginError extends Error {
  constructor() {
    super('Unauthorized Error');
    this.name = 'CrossOriginError';
  }
}

/** Throws CrossOriginError for a state-changing request a browser sent from another origin. */
export function assertSameOrigin(request: Request): void {
  if (isStateChangingMethod(request.method) && isCrossSiteRequest(request)) throw new CrossOriginError();
}
