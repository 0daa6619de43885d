import { Hono } from 'hono';
import type { BackendEnv } from '@/lib/backend/http/context';
import { consoleCaller } from '../console/caller';
import { inviteStaff, peopleView, removeStaffAccess, setStaffAccess } from '../console/people';
import { ZInviteRequest, ZSetAccessRequest } from '../console/people-rules';
import { parseOr400 } from '../http/parse-or-400';
import { readPayload } from '../http/payload';

/**
 * The console's People calls (issue 32 item 4): the site's staff, inviting one, changing a role,
 * permissions or credit limit, removing access. Who gets in is consoleCaller's (401 signed out, 403
 * for anyone but the site's agency admin or a SuperAdmin); every change is in the audit log
 * (GET /api/console/changes).
 */
export const consolePeopleRoutes = new Hono<BackendEnv>();

consolePeopleRoutes.get('/api/console/people', async (c) => {
  const { db, tenant, user } = await consoleCaller(c);
  return c.json({ success: true, data: await peopleView(db, tenant.id, user) });
});

consolePeopleRoutes.post('/api/console/people/invite', async (c) => {
  const { db, tenant, user } = await consoleCaller(c);
  const input = parseOr400(ZInviteRequest, await readPayload(c.req.raw));
  const { member, invitationSent } = await inviteStaff(db, tenant, user, input);
  return c.json({ success: true, data: { person: member, invitation_sent: invitationSent } }, 201);
});

consolePeopleRoutes.post('/api/console/people/:id', async (c) => {
  const { db, tenant, user } = await consoleCaller(c);
  const change = parseOr400(ZSetAccessRequest, await readPayload(c.req.raw));
  const member = await setStaffAccess(db, tenant.id, user, c.req.param('id'), change);
  return c.json({ success: true, data: { person: member } });
});

consolePeopleRoutes.post('/api/console/people/:id/remove', async (c) => {
  const { db, tenant, user } = await consoleCaller(c);
  const member = await removeStaffAccess(db, tenant.id, user, c.req.param('id'));
  return c.json({ success: true, data: { person: member } });
});
