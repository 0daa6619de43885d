import 'server-only';
import { runsConsole } from '@/lib/auth/rules';
import { readSession } from '@/lib/auth/session';
import type { BackendContext } from '@/lib/backend/http/context';
import { AUTH_MESSAGES } from '@/lib/contract/auth';
import consoleMessages from '@/messages/en-GB/Console.json';
import { callerOf, dbOf, tenantOf } from '../auth/request-context';
import { AppError } from '../http/errors';

// The console page's own words for who it is for (messages/en-GB/Console.json), as the server says them.
const FORBIDDEN = consoleMessages.adminsOnly;

/**
 * Every console call starts here (issue 32): signed out, 401; signed in as anyone but the site's
 * agency admin or a SuperAdmin, 403. Answers are per user, never cached.
 */
export async function consoleCaller(c: BackendContext) {
  const tenant = await tenantOf(c);
  c.header('Cache-Control', 'private, no-store');
  const user = await callerOf(c);
  if (!user) {
    // A live session sealed by another site is another agency's admin (or anyone of theirs) at the
    // wrong door: refused outright rather than asked to sign in, which could not help them here.
    const session = await readSession(c.req.raw);
    if (session && session.tenantId !== tenant.id) throw new AppError('forbidden', 403, FORBIDDEN);
    throw new AppError('unauthorized', 401, AUTH_MESSAGES.unauthorized);
  }
  if (!runsConsole({ role: user.role, guest: user.guest, permission: user.permissions }))
    throw new AppError('forbidden', 403, FORBIDDEN);
  return { db: await dbOf(c), tenant, user };
}
