import 'server-only';
import { managesNotifications } from '@/lib/auth/rules';
import type { BackendContext } from '@/lib/backend/http/context';
import type { Tenant, UserRow } from '@/lib/db/schema';
import { requireCaller, tenantOf } from '../auth/request-context';
import { AppError } from '../http/errors';

/** The feature switch of spec §2 notifications-engine. */
const FEATURE = 'notification_engine';

export const ENGINE_MESSAGES = {
  login: 'Please login to continue',
  forbidden: 'You do not have permission to manage notifications.',
  notFound: 'Not found',
} as const;

/** True when the tenant has the notification_engine feature on. */
export function engineEnabled(tenant: Pick<Tenant, 'config'>): boolean {
  return (tenant.config.feature_configuration ?? []).some((f) => f.name === FEATURE && f.is_enabled === true);
}

/**
 * The one guard of every notifications-engine call: signed in (401), the feature on (404 when it is
 * off: the engine does not exist on that site), and lib/auth/rules `managesNotifications` (403).
 */
export async function requireEngineUser(c: BackendContext): Promise<{ tenant: Tenant; user: UserRow }> {
  const tenant = await tenantOf(c);
  const user = await requireCaller(c, ENGINE_MESSAGES.login);
  if (!engineEnabled(tenant)) throw new AppError('not_found', 404, ENGINE_MESSAGES.notFound);
  if (!managesNotifications({ role: user.role, permission: user.permissions }, true))
    throw new AppError('forbidden', 403, ENGINE_MESSAGES.forbidden);
  return { tenant, user };
}
