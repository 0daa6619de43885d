import 'server-only';
import { eq } from 'drizzle-orm';
import { enqueue, PermanentJobError, registerJobHandler } from '@/lib/backend/jobs';
import type { Db } from '@/lib/db/open';
import { type Tenant, tenants } from '@/lib/db/schema';
import { sendLink, sendNoAccountNotice } from './links';
import { findUserByEmail } from './users';

/**
 * forgot-password's mail, sent by the job worker rather than in the request: the request does the
 * same work — one queued job — for a member's address and for any other, so neither its answer nor
 * its time tells them apart (issue 26, item 9). The worker then decides what the address is owed:
 * a member (or a guest, whom setting a password upgrades) a set-password link; an unknown address
 * on an open site a note saying where to register; on an invitation-only site, nothing. A mail the
 * transport refuses is retried with the job's backoff.
 */
export const RESET_MAIL_JOB = 'auth.reset_mail';

export async function enqueueResetMail(db: Db, tenant: Tenant, email: string): Promise<void> {
  await enqueue(db, { tenantId: tenant.id, type: RESET_MAIL_JOB, payload: { email }, maxAttempts: 3 });
}

async function sendResetMail(db: Db, tenantId: string, email: string): Promise<void> {
  const [tenant] = await db.select().from(tenants).where(eq(tenants.id, tenantId));
  if (!tenant) throw new PermanentJobError('tenant gone');
  const user = await findUserByEmail(db, tenant.id, email);
  if (user) await sendLink(db, tenant, user, 'set_password');
  else if (!tenant.config.invite_only) await sendNoAccountNotice(db, tenant, email);
}

/** Registers the auth mail jobs with this process's job registry (idempotent). */
export function registerAuthMailJobs(): void {
  registerJobHandler(RESET_MAIL_JOB, async ({ db, job }) => {
    const email = job.payload.email;
    if (typeof email !== 'string' || !job.tenantId) throw new PermanentJobError('email missing');
    await sendResetMail(db, job.tenantId, email);
  });
}
