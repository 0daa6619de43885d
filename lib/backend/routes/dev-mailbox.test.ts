/** @jest-environment node */

import { sendTemplate, ZDevMailboxResponse } from '@/lib/backend/notify';
import { findTenantBySite } from '@/lib/backend/tenants/repository';
import type { Tenant } from '@/lib/db/schema';
import { peerHeaderName } from '@/lib/http/peer-address';
import { type TestDatabase, testDrivers } from '@/tests/support/test-db';
import { createBackend } from '../app';
import { seedIfEmpty } from '../seed';

const env = process.env as Record<string, string | undefined>;
const saved = { NODE_ENV: env.NODE_ENV, TRUST_PROXY: env.TRUST_PROXY, SMTP_URL: env.SMTP_URL };
afterEach(() => {
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete env[k];
    else env[k] = v;
  }
});

describe.each(testDrivers())('development mailbox on $name', ({ open }) => {
  let tdb: TestDatabase;
  let backend: ReturnType<typeof createBackend>;
  let demo: Tenant;
  beforeAll(async () => {
    tdb = await open();
    await seedIfEmpty(tdb.db);
    backend = createBackend({ db: async () => tdb.db, log: () => {} });
    demo = (await findTenantBySite(tdb.db, 'demo')) as Tenant;
    delete env.SMTP_URL;
    await sendTemplate({
      db: tdb.db,
      tenant: demo,
      channel: 'email',
      to: 'ann@example.com',
      template: { kind: 'otp', otp: '135790', expiresInMinutes: 10 },
    });
    await sendTemplate({
      db: tdb.db,
      tenant: demo,
      channel: 'email',
      to: 'ann@example.com',
      template: { kind: 'verify', link: 'http://demo.localhost:3000/verify?token=v1', expiresInHours: 48 },
    });
  }, 120_000);
  afterAll(() => tdb.dispose());

  const get = (site: string) => backend.request('/dev/mailbox', { headers: { 'x-itinera-site': site } });

  it("lists the calling tenant's messages, newest first, in the agreed shape", async () => {
    const res = await get('demo');
    expect(res.status).toBe(200);
    const body = ZDevMailboxResponse.parse(await res.json());
    expect(body.data.filter((m) => m.to === 'ann@example.com').map((m) => m.kind)).toEqual(['verify', 'otp']);
    const ann = body.data.filter((m) => m.to === 'ann@example.com');
    expect(ann[0]).toMatchObject({
      channel: 'email',
      to: 'ann@example.com',
      links: ['http://demo.localhost:3000/verify?token=v1'],
    });
    expect(ann[1]?.text).toContain('135790');
  });

  it("never shows another tenant's messages", async () => {
    const body = ZDevMailboxResponse.parse(await (await get('b2b')).json());
    expect(body.data.filter((m) => m.to === 'ann@example.com')).toEqual([]);
  });

  it('in production answers the machine itself only, else 404', async () => {
    env.NODE_ENV = 'production';
    delete env.TRUST_PROXY;
    const from = (peer: string, host: string) =>
      backend.request('/dev/mailbox', {
        headers: { 'x-itinera-site': 'demo', host, [peerHeaderName()]: peer },
      });
    expect((await from('127.0.0.1', 'demo.localhost:3000')).status).toBe(200);
    expect((await get('demo')).status).toBe(404); // no connection address known
    expect((await from('192.168.1.20', 'demo.localhost:3000')).status).toBe(404);
    expect((await from('127.0.0.1', 'demo.example')).status).toBe(404);
    env.TRUST_PROXY = '1';
    expect((await from('127.0.0.1', 'demo.localhost:3000')).status).toBe(404);
  });

  it('refuses an unknown site', async () => {
    expect((await get('nowhere')).status).toBe(404);
  });
});
