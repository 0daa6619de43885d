import { encryptPassword, isUsableEncryption, type TPasswordEncryption } from '@/lib/auth/password-cipher';
import { AUTH_PATHS } from '@/lib/contract/auth';
import type { LoginTransport } from './actions';

/** Loopback and `*.localhost`: the local development origins of spec §5. */
export function isLocalDevelopmentHost(hostname: string): boolean {
  const h = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return h === 'localhost' || h.endsWith('.localhost') || h === '::1' || /^127(\.\d{1,3}){3}$/.test(h);
}

/**
 * How the password travels (spec §5): on a local development origin plain to the v1 login;
 * elsewhere encrypted with the tenant's key and iv to v2. A tenant without a usable key sends it to
 * v2 as typed (TLS protects it; the server then treats it as given).
 */
export async function loginTransport(
  password: string,
  hostname: string,
  encryption: TPasswordEncryption | null,
): Promise<LoginTransport> {
  if (isLocalDevelopmentHost(hostname)) return { path: AUTH_PATHS.authenticateV1, password };
  if (isUsableEncryption(encryption))
    return { path: AUTH_PATHS.authenticateV2, password: await encryptPassword(password, encryption) };
  return { path: AUTH_PATHS.authenticateV2, password };
}
