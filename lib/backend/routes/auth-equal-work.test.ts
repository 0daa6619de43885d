/** @jest-environment node */
import { and, eq } from 'drizzle-orm';
import type { Logger } from 'drizzle-orm/logger';
import { runDueJobs } from '@/lib/backend/jobs';
import type { Db } from '@/lib/db/open';
import * as schema from '@/lib/db/schema';
import { outboxMessages } from '@/lib/db/schema';
import { backendCaller } from '@/tests/support/backend-client';
import { useSeededBackend } from '@/tests/support/seeded-backend';
import { setSiteFeature } from '@/tests/support/site-features';
import { testDrivers } from '@/tests/support/test-db';
import { createBackend } from '../app';
import { registerAuthMailJobs } from '../auth/mail-jobs';
import { findTenantBySite, forgetCachedTenants } from '../tenants/repository';

/**
 * Issue 26, item 9: answers that are the same for a member and a stranger are also the same work,
 * so their time tells nothing either. Checked structurally — the database statements a request
 * runs, in order and without their parameters, are the same in each case — rather than with a
 * clock (bench/auth-timing measures the times).
 */
describe.each(testDrivers())('equal work for members and strangers on $name', ({ open }) => {
  const s = useSeededBackend(open);
  let statements: string[] = [];
  let logged: Db;
  const call = backendCaller(() => createBackend({ db: async () => logged, log: () => {} }));
  /** What a call ran on the database. */
  async function work(run: () => ReturnType<typeof call>) {
    statements = [];
    const answer = await run();
    return { answer, statements: [...statements] };
  }

  beforeAll(async () => {
    // The same database through a second drizzle handle that notes every statement.
    const logger: Logger = { logQuery: (query) => statements.push(query) };
    const client = (s.tdb.db as unknown as { $client: unknown }).$client;
    logged =
      s.tdb.driver === 'pglite'
        ? ((await import('drizzle-orm/pglite')).drizzle(client as never, { schema, logger }) as unknown as Db)
        : ((await import('drizzle-orm/node-postgres')).drizzle(client as never, {
            schema,
            logger,
          }) as unknown as Db);
    registerAuthMailJobs();
  });

  const forgot = (site: string, email: string) =>
    work(() => call(site, 'POST', '/user/forgot-password', { body: { email }, ip: '203.0.113.70' }));

  it.each([
    ['b2b', 'admin@meridian.example'],
    ['demo', 'consumer@wanderlight.example'],
  ])(
    'forgot-password on %s: a member and an unknown address, the same statements; the mail follows from the queue',
    async (site, memberEmail) => {
      await forgot(site, `warm-up@${site}.example`); // the site's configuration is read once, then cached
      const member = await forgot(site, memberEmail);
      const stranger = await forgot(site, `nobody-here@${site}.example`);
      expect(member.answer.status).toBe(200);
      expect(stranger.answer.json).toEqual(member.answer.json);
      expect(stranger.statements).toEqual(member.statements);
      expect(member.statements.length).toBeGreaterThan(0);

      // The worker then sends what each address is owed: the member a set-password link.
      await runDueJobs(s.tdb.db, { log: () => {} });
      const tenant = await findTenantBySite(s.tdb.db, site);
      const mailTo = async (to: string) =>
        (
          await s.tdb.db
            .select({ kind: outboxMessages.kind })
            .from(outboxMessages)
            .where(and(eq(outboxMessages.tenantId, tenant?.id ?? ''), eq(outboxMessages.recipient, to)))
        ).map((m) => m.kind);
      expect(await mailTo(memberEmail)).toContain('set_password');
      // An invitation-only site tells a stranger nothing; an open one says where to register.
      expect(await mailTo(`nobody-here@${site}.example`)).toEqual(site === 'b2b' ? [] : ['no_account']);
    },
  );

  it('verify_otp: a wrong code for an account with a live code, without one, and for no account, the same statements', async () => {
    await setSiteFeature(s.tdb.db, 'demo', 'AUTHENTICATION_VIA_OTP', true);
    forgetCachedTenants(logged);
    await call('demo', 'POST', '/verify/generate_otp', { body: { email: 'consumer@wanderlight.example' } });
    const [sent] = await s.tdb.db
      .select({ text: outboxMessages.text })
      .from(outboxMessages)
      .where(
        and(eq(outboxMessages.kind, 'otp'), eq(outboxMessages.recipient, 'consumer@wanderlight.example')),
      );
    const wrong = (Number(/\b(\d{6})\b/.exec(sent?.text ?? '')?.[1] ?? 0) + 1) % 1_000_000;
    const verify = (email: string, ip: string) =>
      work(() => call('demo', 'POST', '/verify/verify_otp', { body: { email, otp: wrong }, ip }));
    await verify('warm-up@demo.example', '203.0.113.80');
    const live = await verify('consumer@wanderlight.example', '203.0.113.81');
    const none = await verify('agent@wanderlight.example', '203.0.113.82');
    const stranger = await verify('nobody-here@demo.example', '203.0.113.83');
    for (const w of [live, none, stranger]) expect(w.answer.status).toBe(401);
    expect(none.answer.json).toEqual(live.answer.json);
    expect(stranger.answer.json).toEqual(live.answer.json);
    expect(none.statements).toEqual(live.statements);
    expect(stranger.statements).toEqual(live.statements);
  });
});
