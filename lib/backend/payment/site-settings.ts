import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/open';
import { tenants } from '@/lib/db/schema';
import { AppError } from '../http/errors';
import { type GatewaySettings, gatewaySettings, type Provider } from './gateway-settings';
import { PAYMENT_MESSAGES } from './messages';

/**
 * A site's gateway keys are not set (gateway-settings.ts): nothing can be asked of the gateway.
 * 503, so a gateway retries its webhook until they are; the traveller reads why.
 */
const notConfigured = () => new AppError('payment_unavailable', 503, PAYMENT_MESSAGES.notConfigured);

/** Site keys by tenant id: a site's key never changes, so once read it is kept for the process. */
const siteKeys = new WeakMap<Db, Map<string, string>>();

async function siteKeyOf(db: Db, tenantId: string): Promise<string> {
  const known = siteKeys.get(db) ?? new Map<string, string>();
  siteKeys.set(db, known);
  const cached = known.get(tenantId);
  if (cached) return cached;
  const [row] = await db.select({ key: tenants.key }).from(tenants).where(eq(tenants.id, tenantId));
  if (!row) throw notConfigured();
  known.set(tenantId, row.key);
  return row.key;
}

/** The keys of the site `tenantId` for `provider`, from the environment as it is now. */
export async function settingsOf<P extends Provider>(
  db: Db,
  tenantId: string,
  provider: P,
): Promise<Extract<GatewaySettings, { provider: P }>> {
  const siteKey = await siteKeyOf(db, tenantId);
  let answer: ReturnType<typeof gatewaySettings>;
  try {
    answer = gatewaySettings(provider, siteKey);
  } catch {
    // A setting that is not usable (an API URL that is not a URL): as unset, never a 500.
    throw notConfigured();
  }
  if (!answer.ok) throw notConfigured();
  return answer.settings as Extract<GatewaySettings, { provider: P }>;
}
