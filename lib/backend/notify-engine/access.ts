import 'server-only';
import { createTranslator } from 'next-intl';
import { managesNotifications } from '@/lib/auth/rules';
import type { BackendContext } from '@/lib/backend/http/context';
import type { Db } from '@/lib/db/open';
import type { Tenant, UserRow } from '@/lib/db/schema';
import messages from '@/messages/en-GB/NotifyEngine.json';
import { dbOf, requireCaller, tenantOf } from '../auth/request-context';
import { AppError } from '../http/errors';
import { tenantFeatureOn } from '../tenants/features';

/** The tenant feature that turns the notifications engine on (spec §2, §6). */
export const NOTIFICATION_ENGINE_FEATURE = 'notification_engine';

/** The engine's server texts (messages/en-GB/NotifyEngine.json `server`). */
export const notifyEngineText = createTranslator({
  locale: 'en-GB',
  messages: { NotifyEngine: messages },
  namespace: 'NotifyEngine.server',
});

/** What every notifications-engine call works with once the guard let it through. */
export interface NotifyEngineCaller {
  tenant: Tenant;
  user: UserRow;
  db: Db;
}

/** The rule of lib/auth/rules for a user row of a tenant. Pure. */
export function mayManageNotifications(
  tenant: Pick<Tenant, 'config'>,
  user: Pick<UserRow, 'role' | 'permissions'>,
) {
  return managesNotifications(
    { role: user.role, permission: user.permissions },
    tenantFeatureOn(tenant, NOTIFICATION_ENGINE_FEATURE),
  );
}

/**
 * The one guard of every notifications-engine call (customers, templates, segments, campaigns,
 * images): a site without the `notification_engine` feature has no such calls (404); then the
 * caller must be signed in (401) and be an Agency Admin or an Agency Employee holding 'manage
 * campaigns' (lib/auth/rules `managesNotifications`, the rule the header link asks too; else 403).
 */
export async function requireNotifyEngine(c: BackendContext): Promise<NotifyEngineCaller> {
  const tenant = await tenantOf(c);
  if (!tenantFeatureOn(tenant, NOTIFICATION_ENGINE_FEATURE))
    throw new AppError('not_found', 404, notifyEngineText('featureOff'));
  const user = await requireCaller(c, notifyEngineText('login'));
  if (!mayManageNotifications(tenant, user))
    throw new AppError('forbidden', 403, notifyEngineText('staffOnly'));
  return { tenant, user, db: await dbOf(c) };
}
