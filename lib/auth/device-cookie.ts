import 'server-only';
import { randomBytes } from 'node:crypto';
import { sealData, unsealData } from 'iron-session';
import { deriveKey } from './secret';
import { readCookie, secureFor } from './session';

/**
 * The "known device" cookie (OWASP: Slow Down Online Guessing Attacks with Device Cookies): issued
 * to a client when it signs in, it names the accounts that client has proved it can open, so the
 * sign-in limits (lib/backend/ratelimit/sign-in-throttle.ts) can tell the owner's own clients from
 * strangers' and never hold the owner because of failures elsewhere. Sealed (encrypted + MACed)
 * with its own key: it cannot be forged or read, and it is only valid on the tenant that issued it.
 * It survives logout (it proves a past success, not a session) and holds no personal data: only a
 * random device id and opaque account tags. httpOnly, SameSite=Lax, `__Host-` + Secure where the
 * session cookie is.
 */

export const DEVICE_TTL_SECONDS = 180 * 24 * 60 * 60;
/** Accounts remembered per device, most recent first (a shared family computer). */
const MAX_ACCOUNTS = 5;
const BASE_NAME = 'itinera_device';
const SECURE_NAME = `__Host-${BASE_NAME}`;

export interface TDevice {
  /** Random id of this client, the key of its own failure counter. */
  id: string;
  /** Tags of the accounts it has signed in to (lib/backend/ratelimit accountTag). */
  accounts: string[];
}

interface TSealed extends TDevice {
  tenantId: string;
}

const password = () => deriveKey('device');

/** The request's device cookie for this tenant, or null (absent, forged, expired, another tenant's). */
export async function readDevice(request: Request, tenantId: string): Promise<TDevice | null> {
  const header = request.headers.get('cookie') ?? '';
  const sealed = readCookie(header, SECURE_NAME) ?? readCookie(header, BASE_NAME);
  if (!sealed) return null;
  try {
    const data = await unsealData<Partial<TSealed>>(sealed, {
      password: password(),
      ttl: DEVICE_TTL_SECONDS,
    });
    if (data.tenantId !== tenantId || typeof data.id !== 'string' || !Array.isArray(data.accounts))
      return null;
    return { id: data.id, accounts: data.accounts.filter((a): a is string => typeof a === 'string') };
  } catch {
    return null;
  }
}

/**
 * The Set-Cookie value that remembers `accounts` on this client (added in front of those it already
 * knew; a client without a cookie gets a new id).
 */
export async function deviceCookie(
  request: Request,
  tenantId: string,
  previous: TDevice | null,
  accounts: string[],
): Promise<string> {
  const known = [...new Set([...accounts, ...(previous?.accounts ?? [])])].slice(0, MAX_ACCOUNTS);
  const device: TSealed = {
    tenantId,
    id: previous?.id ?? randomBytes(16).toString('base64url'),
    accounts: known,
  };
  const sealed = await sealData(device, { password: password(), ttl: DEVICE_TTL_SECONDS });
  const secure = secureFor(request);
  const name = secure ? SECURE_NAME : BASE_NAME;
  return `${name}=${sealed}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${DEVICE_TTL_SECONDS}${secure ? '; Secure' : ''}`;
}
