import { AUTH_PATHS } from '@/lib/contract/auth-constants';

export interface LoginTransport {
  /** The contract path to post to (v2, or v1 on a local development origin). */
  path: string;
  /** The password as typed: the site's server encrypts it for v2 (lib/client/login-password). */
  password: string;
  /** Request headers for the site's server (v2: encrypt the password on the way). */
  headers: Record<string, string>;
}

/**
 * Request header by which the storefront's sign-in form asks its own server to encrypt the v2
 * password (the server strips it before anything reaches the Travel API).
 */
export const PLAIN_PASSWORD_HEADER = 'x-itinera-password';
export const PLAIN_PASSWORD_VALUE = 'plain';

/** Loopback and `*.localhost`: the local development origins of spec §5. */
export function isLocalDevelopmentHost(hostname: string): boolean {
  const h = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return h === 'localhost' || h.endsWith('.localhost') || h === '::1' || /^127(\.\d{1,3}){3}$/.test(h);
}

/**
 * Which login the password goes to (spec §5): on a local development origin the older v1, where it
 * travels plain; elsewhere v2. The browser sends it to its own origin (TLS) as typed: the site's
 * server encrypts it for v2 with the tenant's key and iv in the algorithm its Travel API expects
 * (lib/client/login-password.ts), so the key never needs to reach a browser.
 */
export function loginTransport(password: string, hostname: string): LoginTransport {
  if (isLocalDevelopmentHost(hostname)) return { path: AUTH_PATHS.authenticateV1, password, headers: {} };
  return {
    path: AUTH_PATHS.authenticateV2,
    password,
    headers: { [PLAIN_PASSWORD_HEADER]: PLAIN_PASSWORD_VALUE },
  };
}
