/** @jest-environment node */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { seedIfEmpty } from '@/lib/backend/seed';
import { findTenantBySite } from '@/lib/backend/tenants/repository';
import type { Tenant } from '@/lib/db/schema';
import { type TestDatabase, testDrivers } from '@/tests/support/test-db';
import { DeliveryError, deliver, listOutbox, sendTemplate, setSmsProvider } from './index';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on a loopback port that keeps what it receives. */
async function startSmtp(): Promise<{ url: string; inbox: Received[]; close: () => Promise<void> }> {
  const inbox: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        inbox.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    inbox,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const savedEnv = { SMTP_URL: process.env.SMTP_URL };
afterEach(() => {
  if (savedEnv.SMTP_URL === undefined) delete process.env.SMTP_URL;
  else process.env.SMTP_URL = savedEnv.SMTP_URL;
});

describe.each(testDrivers())('deliveries on $name', ({ open }) => {
  let tdb: TestDatabase;
  let demo: Tenant;
  let b2b: Tenant;
  beforeAll(async () => {
    tdb = await open();
    await seedIfEmpty(tdb.db);
    demo = (await findTenantBySite(tdb.db, 'demo')) as Tenant;
    b2b = (await findTenantBySite(tdb.db, 'b2b')) as Tenant;
  }, 120_000);
  afterAll(() => tdb.dispose());

  it('without SMTP_URL an e-mail lands in the outbox of its tenant only', async () => {
    delete process.env.SMTP_URL;
    const result = await sendTemplate({
      db: tdb.db,
      tenant: demo,
      channel: 'email',
      to: 'ann@example.com',
      template: {
        kind: 'set_password',
        link: 'http://demo.localhost:3000/set-password?token=abc',
        expiresInHours: 24,
      },
    });
    expect(result.transport).toBe('outbox');
    const [msg] = await listOutbox(tdb.db, demo.id);
    expect(msg?.id).toBe(result.outboxId);
    expect(msg?.recipient).toBe('ann@example.com');
    expect(msg?.subject).toBe('Set your Wanderlight Holidays password');
    expect(msg?.links).toEqual(['http://demo.localhost:3000/set-password?token=abc']);
    expect(msg?.text).toContain('http://demo.localhost:3000/set-password?token=abc');
    expect(msg?.status).toBe('recorded');
    // (The seed may have sent b2b messages of its own; none of this one.)
    expect((await listOutbox(tdb.db, b2b.id)).map((m) => m.id)).not.toContain(result.outboxId);
  });

  it('with SMTP_URL the message arrives over real SMTP and a copy is kept in development', async () => {
    const smtp = await startSmtp();
    try {
      process.env.SMTP_URL = smtp.url;
      const result = await sendTemplate({
        db: tdb.db,
        tenant: b2b,
        channel: 'email',
        to: 'bob@example.com',
        template: { kind: 'otp', otp: '482913', expiresInMinutes: 10 },
      });
      expect(result.transport).toBe('smtp');
      expect(smtp.inbox).toHaveLength(1);
      const mail = smtp.inbox[0] as Received;
      expect(mail.to).toEqual(['bob@example.com']);
      expect(mail.raw).toMatch(/^Subject: Your Meridian Trade Travel login code/m);
      expect(mail.raw).toContain('482913');
      expect(mail.raw).toMatch(/^From: "?Meridian Trade Travel"? <no-reply@/m);
      const [copy] = await listOutbox(tdb.db, b2b.id);
      expect(copy).toMatchObject({ transport: 'smtp', status: 'sent', recipient: 'bob@example.com' });
    } finally {
      await smtp.close();
    }
  });

  it('carries attachments over SMTP (a MIME part) and keeps them in the outbox copy', async () => {
    const smtp = await startSmtp();
    try {
      process.env.SMTP_URL = smtp.url;
      const pdf = Buffer.from('%PDF-1.4 test voucher');
      await deliver({
        db: tdb.db,
        tenantId: demo.id,
        channel: 'email',
        to: 'dora@example.com',
        subject: 'Your booking',
        text: 'Attached.',
        kind: 'booking_confirmation',
        attachments: [{ filename: 'voucher-BK-1.pdf', contentType: 'application/pdf', content: pdf }],
      });
      const raw = (smtp.inbox[0] as Received).raw;
      expect(raw).toMatch(/Content-Type: application\/pdf; name="?voucher-BK-1\.pdf"?/);
      expect(raw).toContain(pdf.toString('base64'));
      const [copy] = await listOutbox(tdb.db, demo.id);
      expect(copy?.attachments).toEqual([
        {
          filename: 'voucher-BK-1.pdf',
          contentType: 'application/pdf',
          contentBase64: pdf.toString('base64'),
        },
      ]);
    } finally {
      await smtp.close();
    }
  });

  it('carries extra headers (List-Unsubscribe) over SMTP and keeps them in the outbox copy', async () => {
    const smtp = await startSmtp();
    try {
      process.env.SMTP_URL = smtp.url;
      await deliver({
        db: tdb.db,
        tenantId: demo.id,
        channel: 'email',
        to: 'hal@example.com',
        subject: 'News',
        text: 'Hi',
        kind: 'campaign',
        headers: {
          'List-Unsubscribe': '<http://demo.localhost:3000/api/api/v1/customer/unsubscribe?t=x>',
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      });
      const raw = (smtp.inbox[0] as Received).raw;
      expect(raw).toMatch(
        /^List-Unsubscribe:\s+<http:\/\/demo\.localhost:3000\/api\/api\/v1\/customer\/unsubscribe\?t=x>/m,
      );
      expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
      const [copy] = await listOutbox(tdb.db, demo.id);
      expect(copy?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    } finally {
      await smtp.close();
    }
  });

  it('a refused SMTP delivery throws DeliveryError without the content in its message', async () => {
    const smtp = await startSmtp();
    await smtp.close();
    process.env.SMTP_URL = smtp.url;
    const attempt = deliver({
      db: tdb.db,
      tenantId: demo.id,
      channel: 'email',
      to: 'carl@example.com',
      subject: 'Code',
      text: 'secret 123456',
      kind: 'otp',
    });
    await expect(attempt).rejects.toBeInstanceOf(DeliveryError);
    await expect(attempt).rejects.not.toThrow(/123456/);
    const [copy] = await listOutbox(tdb.db, demo.id);
    expect(copy).toMatchObject({ recipient: 'carl@example.com', status: 'failed' });
  });

  it('SMS goes to the outbox by default and through a registered provider otherwise', async () => {
    const first = await sendTemplate({
      db: tdb.db,
      tenant: demo,
      channel: 'sms',
      to: '+447700900123',
      template: { kind: 'otp', otp: '111222', expiresInMinutes: 10 },
    });
    expect(first.transport).toBe('outbox');
    const [recorded] = await listOutbox(tdb.db, demo.id);
    expect(recorded).toMatchObject({ channel: 'sms', recipient: '+447700900123', subject: null });
    expect(recorded?.text).toBe('111222 is your Wanderlight Holidays login code. It expires in 10 minutes.');

    const sent: { to: string; text: string }[] = [];
    const previous = setSmsProvider({
      name: 'test-gateway',
      isOutbox: false,
      send: async (m) => void sent.push(m),
    });
    try {
      const second = await sendTemplate({
        db: tdb.db,
        tenant: demo,
        channel: 'sms',
        to: '+447700900124',
        template: { kind: 'otp', otp: '333444', expiresInMinutes: 10 },
      });
      expect(second.transport).toBe('test-gateway');
      expect(sent).toEqual([{ to: '+447700900124', text: expect.stringContaining('333444') }]);
    } finally {
      setSmsProvider(previous);
    }
  });
});
