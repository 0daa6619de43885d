import 'server-only';
import { runsConsole } from '@/lib/auth/rules';
import type { BackendContext } from '@/lib/backend/http/context';
import consoleMessages from '@/messages/en-GB/Console.json';
import { dbOf, requireCaller, tenantOf } from '../auth/request-context';
import { AppError } from '../http/errors';

// The console page's own words for who it is for (messages/en-GB/Console.json), as the server says them.
const FORBIDDEN = consoleMessages.adminsOnly;

/**
 * Every console call starts here (issue 32): signed out, 401; signed in as anyone but the site's
 * agency admin or a SuperAdmin, 403. Sessions belong to one site, so another agency's admin is
 * signed out here. Answers are per user, never cached.
 */
export async function consoleCaller(c: BackendContext) {
  const tenant = await tenantOf(c);
  const user = await requireCaller(c);
  c.header('Cache-Control', 'private, no-store');
  if (!runsConsole({ role: user.role, guest: user.guest, permission: user.permissions }))
    throw new AppError('forbidden', 403, FORBIDDEN);
  return { db: await dbOf(c), tenant, user };
}
