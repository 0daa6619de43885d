import { users } from '@/lib/db/schema';
import { forTenant } from '@/lib/db/scoped';
import { backendCaller } from '@/tests/support/backend-client';
import { startTwilioStub, type TwilioStub } from '@/tests/support/gateway-stubs/twilio';
import { useSeededBackend } from '@/tests/support/seeded-backend';
import { setSiteFeature } from '@/tests/support/site-features';
import { testDrivers } from '@/tests/support/test-db';
import { withEnv } from '../payment/test-helpers';
import { findTenantBySite } from '../tenants/repository';

/**
 * Phone one-time codes through Twilio's Messages API (a local stub of it) when TWILIO_* are set: the
 * code reaches the phone through Twilio and signs in exactly as an outbox code does; a refusal by
 * Twilio is logged without the number or the code, and the caller is answered as for any failed
 * delivery.
 */

const SID = 'AC00000000000000000000000000000001';
const TOKEN = 'twilio_stub_auth_token';
const FROM = '+15005550006';

describe.each(testDrivers())('SMS codes through a Twilio stub on $name', ({ open }) => {
  const s = useSeededBackend(open);
  const call = backendCaller(() => s.backend);
  let stub: TwilioStub;
  let restoreEnv: () => void;

  beforeAll(async () => {
    stub = await startTwilioStub({ accountSid: SID, authToken: TOKEN });
    restoreEnv = withEnv({
      TWILIO_ACCOUNT_SID: SID,
      TWILIO_AUTH_TOKEN: TOKEN,
      TWILIO_FROM: FROM,
      TWILIO_API_URL: stub.url,
    });
    // The demo site signs in by OTP for this suite.
    await setSiteFeature(s.tdb.db, 'demo', 'AUTHENTICATION_VIA_OTP', true);
  });
  afterAll(async () => {
    restoreEnv();
    await stub.close();
  });

  async function phoneAccount(email: string, mobile: string) {
    const demo = await findTenantBySite(s.tdb.db, 'demo');
    await forTenant(s.tdb.db, demo?.id ?? '').insert(users, {
      email,
      role: 'Consumer',
      firstName: 'Test',
      dialCode: '+44',
      mobileNumber: mobile,
      emailVerifiedAt: new Date(),
      phoneVerifiedAt: new Date(),
    });
  }
  const codeIn = (body: string) => Number(/\b(\d{6})\b/.exec(body)?.[1]);

  it('sends the sign-in code through Twilio (basic auth, form body) and the code signs in', async () => {
    await phoneAccount('twilio-ok@example.com', '7700900931');
    const before = stub.messages.length;
    const sent = await call('demo', 'POST', '/verify/generate_otp', { body: { mobileNumber: '7700900931' } });
    expect(sent.status).toBe(200);
    expect(stub.messages.length).toBe(before + 1);
    const message = stub.messages.at(-1);
    expect(message).toMatchObject({ to: '+447700900931', from: FROM });
    const req = stub.requests.at(-1);
    expect(req?.path).toBe(`/2010-04-01/Accounts/${SID}/Messages.json`);
    expect(String(req?.headers['content-type'])).toContain('application/x-www-form-urlencoded');
    const code = codeIn(message?.body ?? '');
    const wrong = await call('demo', 'POST', '/verify/verify_otp', {
      body: { mobileNumber: '7700900931', otp: code === 111111 ? 222222 : 111111 },
    });
    expect(wrong.status).toBe(401);
    const right = await call('demo', 'POST', '/verify/verify_otp', {
      body: { mobileNumber: '7700900931', otp: code },
    });
    expect(right.status).toBe(200);
  });

  it('a refusal by Twilio is logged without the number or the code; the caller is answered as for any failed delivery', async () => {
    await phoneAccount('twilio-refused@example.com', '7700900932');
    const lines: string[] = [];
    const spy = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      lines.push(args.map(String).join(' '));
    });
    stub.control.refuseWith = 21211;
    try {
      const sent = await call('demo', 'POST', '/verify/generate_otp', {
        body: { mobileNumber: '7700900932' },
      });
      expect(sent.status).toBe(502);
    } finally {
      stub.control.refuseWith = null;
      spy.mockRestore();
    }
    expect(lines).toContain('[sms] Twilio did not take a message (HTTP 400, Twilio error 21211)');
    for (const line of lines) {
      expect(line).not.toContain('7700900932');
      expect(line).not.toMatch(/\b\d{6}\b/);
    }
  });
});
