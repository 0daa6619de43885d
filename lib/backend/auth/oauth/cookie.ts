import 'server-only';
import { isLocalHostname, requestHostname } from '@/lib/auth/origin';
import { OAUTH_FLOW_TTL_SECONDS } from './flow';

const BASE_NAME = 'itinera_oauth';
const SECURE_NAME = `__Host-${BASE_NAME}`;

function secureFor(request: Request): boolean {
  return process.env.NODE_ENV === 'production' && !isLocalHostname(requestHostname(request));
}

/**
 * The pending-flow cookie: httpOnly, SameSite=Lax (it must come back on the same-site call made
 * after the provider's top-level redirect), 10 minutes, `__Host-` + Secure in production.
 */
export function flowCookie(request: Request, sealed: string): string {
  const secure = secureFor(request);
  return `${secure ? SECURE_NAME : BASE_NAME}=${sealed}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${OAUTH_FLOW_TTL_SECONDS}${secure ? '; Secure' : ''}`;
}

export function clearedFlowCookie(request: Request): string {
  const secure = secureFor(request);
  return `${secure ? SECURE_NAME : BASE_NAME}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure ? '; Secure' : ''}`;
}

export function readFlowCookie(request: Request): string | null {
  const header = request.headers.get('cookie') ?? '';
  let plain: string | null = null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    if (name === SECURE_NAME) return part.slice(eq + 1).trim();
    if (name === BASE_NAME) plain = part.slice(eq + 1).trim();
  }
  return plain;
}
