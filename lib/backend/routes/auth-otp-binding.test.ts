/** @jest-environment node */
import { and, desc, eq } from 'drizzle-orm';
import { sealSession } from '@/lib/auth/session';
import { outboxMessages, type UserRow, users } from '@/lib/db/schema';
import { forTenant } from '@/lib/db/scoped';
import { backendCaller } from '@/tests/support/backend-client';
import { useSeededBackend } from '@/tests/support/seeded-backend';
import { setSiteFeature } from '@/tests/support/site-features';
import { testDrivers } from '@/tests/support/test-db';
import { findTenantBySite } from '../tenants/repository';

/**
 * Issue 26, item 7: a one-time code verifies only what it was sent for (sign-in by e-mail, sign-in
 * by SMS, phone verification) and only the address or number it was sent to.
 */
describe.each(testDrivers())('one-time codes bound to their purpose and channel on $name', ({ open }) => {
  const s = useSeededBackend(open);
  const call = backendCaller(() => s.backend);
  const details = (mobile: string) => ({
    title: 'Ms.',
    first_name: 'Eve',
    last_name: 'Ill',
    code: '+44',
    mobile_number: mobile,
  });

  beforeAll(async () => {
    // The demo site signs in by OTP for this suite.
    await setSiteFeature(s.tdb.db, 'demo', 'AUTHENTICATION_VIA_OTP', true);
  });

  async function account(
    email: string,
    mobile: string,
    phoneVerified: boolean,
  ): Promise<{ user: UserRow; cookie: string }> {
    const demo = await findTenantBySite(s.tdb.db, 'demo');
    const [user] = await forTenant(s.tdb.db, demo?.id ?? '').insert(users, {
      email,
      role: 'Consumer',
      firstName: 'Test',
      dialCode: '+44',
      mobileNumber: mobile,
      emailVerifiedAt: new Date(),
      phoneVerifiedAt: phoneVerified ? new Date() : null,
    });
    if (!user) throw new Error('no user');
    const sealed = await sealSession({
      tenantId: user.tenantId,
      userId: user.id,
      version: user.sessionVersion,
    });
    return { user, cookie: `itinera_session=${sealed}` };
  }
  async function lastCodeTo(recipient: string): Promise<number> {
    const [row] = await s.tdb.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.kind, 'otp'), eq(outboxMessages.recipient, recipient)))
      .orderBy(desc(outboxMessages.createdAt))
      .limit(1);
    const code = /\b(\d{6})\b/.exec(row?.text ?? '')?.[1];
    if (!code) throw new Error(`no code sent to ${recipient}`);
    return Number(code);
  }
  const userById = async (id: string) => (await s.tdb.db.select().from(users).where(eq(users.id, id)))[0];

  it('an e-mailed sign-in code does not verify a phone: the victim keeps the number', async () => {
    const victim = await account('victim-phone@example.com', '7700900901', true);
    const attacker = await account('attacker-phone@example.com', '7700900902', false);
    // The attacker names the victim's verified number on their own profile…
    const update = await call('demo', 'POST', '/user/update', {
      cookie: attacker.cookie,
      body: { email: 'attacker-phone@example.com', details: details('7700900901') },
    });
    expect(update.status).toBe(200);
    // …asks for an e-mail sign-in code to their own address and offers it as the phone's code.
    await call('demo', 'POST', '/verify/generate_otp', { body: { email: 'attacker-phone@example.com' } });
    const mailed = await lastCodeTo('attacker-phone@example.com');
    const verify = await call('demo', 'POST', '/user/phone/verify', {
      cookie: attacker.cookie,
      body: { otp: mailed },
    });
    expect(verify.status).toBe(400);
    expect(verify.json.message).toBe('Otp verification failed. Please try again.');
    expect((await userById(attacker.user.id))?.phoneVerifiedAt).toBeNull();
    expect((await userById(victim.user.id))?.phoneVerifiedAt).not.toBeNull();
    // The code still does what it was sent for.
    const signIn = await call('demo', 'POST', '/verify/verify_otp', {
      body: { email: 'attacker-phone@example.com', otp: mailed },
    });
    expect(signIn.status).toBe(200);
  });

  it('a phone verification code verifies only the number it was sent to', async () => {
    const owner = await account('mover@example.com', '7700900911', false);
    const sent = await call('demo', 'POST', '/user/phone/verify/send', { cookie: owner.cookie });
    expect(sent.status).toBe(200);
    const code = await lastCodeTo('+447700900911');
    // The number changes after the code went out: the code proves the old number, not the new one.
    await call('demo', 'POST', '/user/update', {
      cookie: owner.cookie,
      body: { email: 'mover@example.com', details: details('7700900912') },
    });
    const verify = await call('demo', 'POST', '/user/phone/verify', {
      cookie: owner.cookie,
      body: { otp: code },
    });
    expect(verify.status).toBe(400);
    expect((await userById(owner.user.id))?.phoneVerifiedAt).toBeNull();
  });

  it('an SMS sign-in code signs in by phone only, not by e-mail; a phone verification code signs in nowhere', async () => {
    const owner = await account('two-ways@example.com', '7700900921', true);
    await call('demo', 'POST', '/verify/generate_otp', { body: { mobileNumber: '7700900921' } });
    const sms = await lastCodeTo('+447700900921');
    const byEmail = await call('demo', 'POST', '/verify/verify_otp', {
      body: { email: 'two-ways@example.com', otp: sms },
    });
    expect(byEmail.status).toBe(401);
    const byPhone = await call('demo', 'POST', '/verify/verify_otp', {
      body: { mobileNumber: '7700900921', otp: sms },
    });
    expect(byPhone.status).toBe(200);

    await call('demo', 'POST', '/user/phone/verify/send', { cookie: owner.cookie });
    const proof = await lastCodeTo('+447700900921');
    for (const body of [
      { mobileNumber: '7700900921', otp: proof },
      { email: 'two-ways@example.com', otp: proof },
    ]) {
      expect((await call('demo', 'POST', '/verify/verify_otp', { body })).status).toBe(401);
    }
    // Still good for what it was sent for.
    const verified = await call('demo', 'POST', '/user/phone/verify', {
      cookie: owner.cookie,
      body: { otp: proof },
    });
    expect(verified.json).toEqual({ success: true, message: 'Phone number verified.' });
  });
});
