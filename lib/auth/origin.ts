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

/**
 * True when a browser says the request comes from another site: an Origin whose host differs from
 * the addressed host, or `Sec-Fetch-Site: cross-site`. Requests without either (server-to-server,
 * curl) are not browser cross-site requests.
 */
export function isCrossSiteRequest(request: Request): boolean {
  const origin = originHostname(request);
  if (origin !== null) return origin !== requestHostname(request);
  return request.headers.get('sec-fetch-site') === 'cross-site';
}
