import 'server-only';
import { managesNotifications } from '@/lib/auth/rules';
import type { BackendContext } from '@/lib/backend/http/context';
import type { Db } from '@/lib/db/open';
import type { Tenant, UserRow } from '@/lib/db/schema';
import { dbOf, requireCaller, tenantOf } from '../auth/request-context';
import { AppError } from '../http/errors';

/**
 * Helper N2's stand-in for helper N1's guard of the same name and shape (N1's is kept at the merge):
 * the one guard of every notifications-engine call. A site without the `notification_engine` feature
 * has no such calls (404); then the caller must be signed in (401) and pass lib/auth/rules
 * `managesNotifications` (403).
 */
const FEATURE = 'notification_engine';

export interface NotifyEngineCaller {
  tenant: Tenant;
  user: UserRow;
  db: Db;
}

export async function requireNotifyEngine(c: BackendContext): Promise<NotifyEngineCaller> {
  const tenant = await tenantOf(c);
  const on = (tenant.config.feature_configuration ?? []).some(
    (f) => f.name === FEATURE && f.is_enabled === true,
  );
  if (!on) throw new AppError('not_found', 404, 'Not found');
  const user = await requireCaller(c, 'Please login to continue');
  if (!managesNotifications({ role: user.role, permission: user.permissions }, true))
    throw new AppError('forbidden', 403, 'You do not have permission to manage notifications.');
  return { tenant, user, db: await dbOf(c) };
}
