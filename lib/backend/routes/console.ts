import { Hono } from 'hono';
import type { BackendContext, BackendEnv } from '@/lib/backend/http/context';
import { consoleChangeLog } from '../console/audit';
import { consoleCaller } from '../console/caller';
import {
  publishSite,
  restoreSite,
  saveSiteDraft,
  siteConsoleView,
  siteDraftOf,
  ZDraftRequest,
  ZPublishRequest,
  ZRestoreRequest,
} from '../console/site-versions';
import { AppError } from '../http/errors';
import { parseOr400 } from '../http/parse-or-400';
import { readPayload } from '../http/payload';

/**
 * The site console's calls (issue 32): the configuration with its versions, publish, restore. Signed
 * out: 401; signed in as anyone but the site's agency admin or a SuperAdmin: 403. Sessions belong to
 * one site, so another agency's admin is signed out here. Answers are per user, never cached.
 */
export const consoleRoutes = new Hono<BackendEnv>();

/** Expires the site's cached configuration and pages on this instance (issue 34 shares it). */
function expire(c: BackendContext, sites: string[]): void {
  c.get('deps').revalidateSites?.(sites);
}

consoleRoutes.get('/api/console/site', async (c) => {
  const { db, tenant } = await consoleCaller(c);
  return c.json({ success: true, data: await siteConsoleView(db, tenant) });
});

consoleRoutes.post('/api/console/site/publish', async (c) => {
  const { db, tenant, user } = await consoleCaller(c);
  const input = parseOr400(ZPublishRequest, await readPayload(c.req.raw));
  const { version, staleSites } = await publishSite(db, tenant, user, input);
  expire(c, staleSites);
  return c.json({ success: true, data: { version } });
});

consoleRoutes.post('/api/console/site/restore', async (c) => {
  const { db, tenant, user } = await consoleCaller(c);
  const input = parseOr400(ZRestoreRequest, await readPayload(c.req.raw));
  const { version, staleSites } = await restoreSite(db, tenant, user, input);
  expire(c, staleSites);
  return c.json({ success: true, data: { version } });
});

consoleRoutes.get('/api/console/changes', async (c) => {
  const { db, tenant } = await consoleCaller(c);
  return c.json({ success: true, data: await consoleChangeLog(db, tenant.id) });
});

/** The live preview's draft (issue 32 item 2): saved by the console, read by the storefront's pages as the admin. */
consoleRoutes.post('/api/console/site/draft', async (c) => {
  const { db, tenant, user } = await consoleCaller(c);
  await saveSiteDraft(db, tenant, user, parseOr400(ZDraftRequest, await readPayload(c.req.raw)));
  return c.json({ success: true, data: { saved: true } });
});

consoleRoutes.get('/api/console/site/draft', async (c) => {
  const { db, tenant, user } = await consoleCaller(c);
  const draft = await siteDraftOf(db, tenant, user);
  if (!draft)
    throw new AppError('draft_not_found', 404, 'No draft to preview: open the console and choose Preview.');
  return c.json({ success: true, data: draft });
});
