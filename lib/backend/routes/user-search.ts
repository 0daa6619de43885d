import { Hono } from 'hono';
import { z } from 'zod';
import { searchesUsers } from '@/lib/auth/rules';
import type { BackendEnv } from '@/lib/backend/http/context';
import { assertWithinLimit, checkPolicy, clientIp } from '@/lib/backend/ratelimit';
import type { TUserSuggestion } from '@/lib/contract/agent-queries';
import { agentQueryText } from '../agent-queries/text';
import { dbOf, requireCaller, tenantOf } from '../auth/request-context';
import { sameSiteOnly } from '../auth/sessions';
import { searchUsers } from '../auth/user-search';
import { AppError } from '../http/errors';
import { parseOr400 } from '../http/parse-or-400';

/**
 * GET api/auth/api/v1/autocomplete/users?q= (spec §7): the agency's users whose name or e-mail
 * contains `q` (2 to 100 characters), ten at most, as `{ success, data: [{ id, name, email, role }] }`.
 * For the staff who may search users (lib/auth/rules `searchesUsers`; 403 for anyone else, before
 * anything is read), this site's tenant only, counted per user and per client (policy `userSearch`).
 */
export const userSearchRoutes = new Hono<BackendEnv>();

const ZUserSearch = z.object({
  q: z
    .string({ error: () => agentQueryText('queryTooShort') })
    .trim()
    .min(2, { error: () => agentQueryText('queryTooShort') })
    .max(100),
});

userSearchRoutes.get('/api/auth/api/v1/autocomplete/users', sameSiteOnly, async (c) => {
  const tenant = await tenantOf(c);
  const user = await requireCaller(c, agentQueryText('login'));
  if (!searchesUsers({ role: user.role, permission: user.permissions }))
    throw new AppError('forbidden', 403, agentQueryText('usersStaffOnly'));
  const { q } = parseOr400(ZUserSearch, c.req.query());
  assertWithinLimit(
    await checkPolicy('userSearch', { tenantId: tenant.id, account: user.id, ip: clientIp(c.req.raw) }),
    c,
  );
  const data: TUserSuggestion[] = await searchUsers(await dbOf(c), tenant.id, { text: q });
  return c.json({ success: true as const, data });
});
