import type { Backend } from '@/lib/backend/app';
import { DEMO_PASSWORDS } from '@/lib/backend/auth/seed-users';
import { SITE_HEADER } from '@/lib/tenant/site-header';

/** The seeded member each invitation-only demo site is used as. */
const MEMBERS: Record<string, { email: string; password: string }> = {
  b2b: { email: 'admin@meridian.example', password: DEMO_PASSWORDS.b2bAdmin },
};

/**
 * The backend as a signed-in member of each invitation-only demo site sees it: a request for such
 * a site that carries no cookie of its own gets the member's session (signed in once, by the v1
 * login a local development origin may use). For suites about something else than the guard, which
 * the b2b site's invitation-only switch would otherwise answer first (lib/backend/auth/site-access.ts).
 */
export function asSiteMembers(backend: Backend): Backend {
  const cookies = new Map<string, Promise<string>>();
  const request = backend.request.bind(backend);
  const signIn = async (site: string): Promise<string> => {
    const member = MEMBERS[site];
    if (!member) return '';
    const res = await request('/api/auth/api/v1/user/authenticate', {
      method: 'POST',
      headers: { [SITE_HEADER]: site, host: `${site}.localhost:3000`, 'content-type': 'application/json' },
      body: JSON.stringify(member),
    });
    const cookie = res.headers.get('set-cookie')?.split(';')[0];
    if (!cookie) throw new Error(`could not sign in to ${site} as ${member.email}: ${res.status}`);
    return cookie;
  };
  const wrapped = (async (input: string | Request | URL, init: RequestInit = {}, ...rest: unknown[]) => {
    const headers = new Headers(init.headers);
    const site = headers.get(SITE_HEADER);
    if (site && MEMBERS[site] && !headers.has('cookie')) {
      if (!cookies.has(site)) cookies.set(site, signIn(site));
      headers.set('cookie', await (cookies.get(site) as Promise<string>));
    }
    return (request as (...a: unknown[]) => Response | Promise<Response>)(
      input,
      { ...init, headers },
      ...rest,
    );
  }) as Backend['request'];
  return Object.assign(Object.create(backend) as Backend, { request: wrapped });
}
