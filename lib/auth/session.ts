import 'server-only';
import { sealData, unsealData } from 'iron-session';
import { isLocalHostname, requestHostname } from './origin';
import { deriveKey } from './secret';

/**
 * The sign-in session: an iron-session sealed (encrypted + MACed) cookie holding the tenant, the
 * user and the user's session version. It is only valid on the tenant that issued it and only
 * while the user's `session_version` is unchanged, so logout and account deletion revoke it on the
 * server, not just in the browser.
 *
 * Cookie: httpOnly, SameSite=Lax, Path=/. In production on a real host it is Secure and named with
 * the `__Host-` prefix (no Domain, so it never leaks to sibling subdomains — other tenants). On
 * loopback / `*.localhost` (development, tests, `npm start` on a laptop over http) it is a plain
 * cookie, because Secure cookies need https.
 */
export const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;
const BASE_NAME = 'itinera_session';
const SECURE_NAME = `__Host-${BASE_NAME}`;

export interface TSessionData {
  tenantId: string;
  userId: string;
  version: number;
  /** Expiry, epoch milliseconds. */
  exp: number;
}

function password(): string {
  return deriveKey('session');
}

/** Secure cookies (with the `__Host-` prefix) in production on a real host; plain ones on loopback. */
export function secureFor(request: Request): boolean {
  return process.env.NODE_ENV === 'production' && !isLocalHostname(requestHostname(request));
}

export async function sealSession(data: Omit<TSessionData, 'exp'>, now = Date.now()): Promise<string> {
  const session: TSessionData = { ...data, exp: now + SESSION_TTL_SECONDS * 1000 };
  return sealData(session, { password: password(), ttl: SESSION_TTL_SECONDS });
}

/** Set-Cookie value that stores the sealed session. */
export function sessionCookie(request: Request, sealed: string): string {
  const secure = secureFor(request);
  const name = secure ? SECURE_NAME : BASE_NAME;
  return `${name}=${sealed}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${SESSION_TTL_SECONDS}${secure ? '; Secure' : ''}`;
}

/** Set-Cookie value that removes the session cookie. */
export function clearedSessionCookie(request: Request): string {
  const secure = secureFor(request);
  const name = secure ? SECURE_NAME : BASE_NAME;
  return `${name}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure ? '; Secure' : ''}`;
}

/** One cookie's value from a Cookie header, or null. */
export function readCookie(header: string, name: string): string | null {
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

/** The unsealed session of a request, or null (absent, forged, expired). Not yet checked against the user. */
export async function readSession(request: Request, now = Date.now()): Promise<TSessionData | null> {
  const header = request.headers.get('cookie') ?? '';
  const sealed = readCookie(header, SECURE_NAME) ?? readCookie(header, BASE_NAME);
  if (!sealed) return null;
  try {
    const data = await unsealData<Partial<TSessionData>>(sealed, {
      password: password(),
      ttl: SESSION_TTL_SECONDS,
    });
    if (
      typeof data.tenantId !== 'string' ||
      typeof data.userId !== 'string' ||
      typeof data.version !== 'number' ||
      typeof data.exp !== 'number' ||
      data.exp <= now
    ) {
      return null;
    }
    return data as TSessionData;
  } catch {
    return null;
  }
}
