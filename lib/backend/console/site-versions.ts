import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { TSiteConfig } from '@/lib/contract/site-config';
import type { Db } from '@/lib/db/open';
import { siteDrafts, siteVersions, type Tenant, tenants, type UserRow } from '@/lib/db/schema';
import { validateTenantDefinition } from '../admin/tenant-file';
import { AppError } from '../http/errors';
import { forgetCachedTenants, listTenantDomains } from '../tenants/repository';
import { recordConsoleChange } from './audit';
import { changedPaths } from './config-diff';

/**
 * A site's configuration as its agency admin publishes it from the console (issue 32 item 3): every
 * publish is a version (who, when, which fields changed); any earlier version can be restored, as a
 * new version. A publish names the version its draft started from and is refused when someone else
 * published since (409), so two admins never silently overwrite each other. The configuration is
 * checked by the same schema as `npm run tenant:upsert` (lib/backend/tenants/definition.ts).
 */

export const SITE_CHANGED_MESSAGE =
  'This site was changed by someone else since you opened it: reload to see the latest version.';

export interface SiteVersionSummary {
  version: number;
  action: 'original' | 'publish' | 'restore';
  at: string;
  author: string | null;
  restored_from: number | null;
  changes: string[];
}

export interface SiteConsoleView {
  version: number;
  config: TSiteConfig;
  versions: SiteVersionSummary[];
}

const HISTORY = 50;

export async function siteConsoleView(db: Db, tenant: Tenant): Promise<SiteConsoleView> {
  const [row] = await db.select().from(tenants).where(eq(tenants.id, tenant.id)).limit(1);
  if (!row) throw new AppError('site_not_found', 404, 'Site not found.');
  const history = await db
    .select()
    .from(siteVersions)
    .where(eq(siteVersions.tenantId, tenant.id))
    .orderBy(desc(siteVersions.version))
    .limit(HISTORY);
  return {
    version: row.version,
    config: row.config,
    versions: history.map((v) => ({
      version: v.version,
      action: v.action as SiteVersionSummary['action'],
      at: v.at.toISOString(),
      author: v.authorEmail,
      restored_from: v.restoredFrom,
      changes: v.changes,
    })),
  };
}

export const ZPublishRequest = z.object({
  base_version: z.number().int().positive(),
  config: z.record(z.string(), z.unknown()),
});

export const ZRestoreRequest = z.object({
  base_version: z.number().int().positive(),
  version: z.number().int().positive(),
});

/** A configuration checked as a whole tenant definition would be; 400 listing each field's problem. */
function checkedConfig(tenant: Tenant, domains: string[], config: Record<string, unknown>): TSiteConfig {
  const errors: string[] = [];
  // The site's identity is not the agency's to change from its console.
  if (config.subdomain !== tenant.key) errors.push(`config.subdomain: Must stay ${tenant.key}`);
  if (config.agency_id !== tenant.agencyId) errors.push(`config.agency_id: Must stay ${tenant.agencyId}`);
  const valid = validateTenantDefinition({ key: tenant.key, domains, config });
  if (!valid.ok) errors.push(...valid.errors);
  if (errors.length > 0 || !valid.ok)
    throw new AppError('invalid_site', 400, errors[0] ?? 'The configuration is not valid.', { errors });
  return valid.definition.config as TSiteConfig;
}

export const ZDraftRequest = z.object({ config: z.record(z.string(), z.unknown()) });

/**
 * Keeps an admin's draft for the live preview (issue 32 item 2), checked as a publish is, so the
 * real pages never render a configuration the site could not publish. Not a change to the site: no
 * version, no audit line.
 */
export async function saveSiteDraft(
  db: Db,
  tenant: Tenant,
  user: UserRow,
  input: z.infer<typeof ZDraftRequest>,
): Promise<void> {
  const config = checkedConfig(tenant, await listTenantDomains(db, tenant.id), input.config);
  await db
    .insert(siteDrafts)
    .values({ tenantId: tenant.id, userId: user.id, config })
    .onConflictDoUpdate({
      target: [siteDrafts.tenantId, siteDrafts.userId],
      set: { config, updatedAt: new Date() },
    });
}

/** The admin's own draft, or null: nobody else's is ever read. */
export async function siteDraftOf(db: Db, tenant: Tenant, user: UserRow): Promise<TSiteConfig | null> {
  const [row] = await db
    .select({ config: siteDrafts.config })
    .from(siteDrafts)
    .where(and(eq(siteDrafts.tenantId, tenant.id), eq(siteDrafts.userId, user.id)))
    .limit(1);
  return row?.config ?? null;
}

/** Publishes `config` as the site's next version; answers the sites whose cached pages are stale. */
export async function publishSite(
  db: Db,
  tenant: Tenant,
  user: UserRow,
  input: z.infer<typeof ZPublishRequest>,
  restoredFrom: number | null = null,
): Promise<{ version: number; staleSites: string[] }> {
  const domains = await listTenantDomains(db, tenant.id);
  const config = checkedConfig(tenant, domains, input.config);
  const version = await db.transaction(async (tx) => {
    // The row lock orders concurrent publishes: the second sees the first's version and is refused.
    const [current] = await tx.select().from(tenants).where(eq(tenants.id, tenant.id)).for('update');
    if (!current) throw new AppError('site_not_found', 404, 'Site not found.');
    if (current.version !== input.base_version) throw new AppError('site_changed', 409, SITE_CHANGED_MESSAGE);
    const [first] = await tx
      .select({ version: siteVersions.version })
      .from(siteVersions)
      .where(eq(siteVersions.tenantId, tenant.id))
      .limit(1);
    // The configuration before the console's first change is kept, so it can be restored too.
    if (!first)
      await tx.insert(siteVersions).values({
        tenantId: tenant.id,
        version: current.version,
        config: current.config,
        action: 'original',
      });
    const next = current.version + 1;
    const changes = changedPaths(current.config, config);
    await tx
      .update(tenants)
      .set({ config, version: next, updatedAt: new Date() })
      .where(eq(tenants.id, tenant.id));
    await tx.insert(siteVersions).values({
      tenantId: tenant.id,
      version: next,
      config,
      authorId: user.id,
      authorEmail: user.email,
      action: restoredFrom === null ? 'publish' : 'restore',
      restoredFrom,
      changes,
    });
    await recordConsoleChange(tx, {
      tenantId: tenant.id,
      actor: user,
      area: 'site',
      action: restoredFrom === null ? 'publish' : 'restore',
      subject: `version ${next}`,
      details: { changes, restored_from: restoredFrom },
    });
    return next;
  });
  forgetCachedTenants(db);
  return { version, staleSites: [tenant.key, ...domains] };
}

/** Publishes an earlier version's configuration again, as a new version. */
export async function restoreSite(
  db: Db,
  tenant: Tenant,
  user: UserRow,
  input: z.infer<typeof ZRestoreRequest>,
): Promise<{ version: number; staleSites: string[] }> {
  const [old] = await db
    .select()
    .from(siteVersions)
    .where(and(eq(siteVersions.tenantId, tenant.id), eq(siteVersions.version, input.version)))
    .limit(1);
  if (!old)
    throw new AppError('version_not_found', 404, `version: ${input.version} is not a version of this site`);
  return publishSite(
    db,
    tenant,
    user,
    { base_version: input.base_version, config: old.config as unknown as Record<string, unknown> },
    old.version,
  );
}
