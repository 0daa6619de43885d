// Auth timing benchmark (issue 26, item 9): how long the built-in Travel API takes, in-process, to
// answer calls whose answers are identical whether or not an account (or a live code) exists:
//   b2b user/forgot-password  — a member's address vs an unknown one;
//   demo verify/verify_otp    — a wrong code for an account with a live code, for an account
//                               without one, and for an unknown address.
// Cases are interleaved and every request comes from a fresh client with the limits reset before
// it (untimed), so only the work of the answer is measured. PGlite in a temporary data folder
// (what `npm start` uses), and PostgreSQL too when DATABASE_URL is set.
//   npm run bench:auth-timing          (ROUNDS=200 by default)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { ensureDeploymentSecret } from '@/lib/auth/secret-store';
import { createBackend } from '@/lib/backend/app';
import { closeProcessLimiters, resetProcessLimiter } from '@/lib/backend/ratelimit/process-limiter';
import { seedIfEmpty } from '@/lib/backend/seed';
import { findTenantBySite, forgetCachedTenants } from '@/lib/backend/tenants/repository';
import { type Db, openDatabase } from '@/lib/db/open';
import { tenants } from '@/lib/db/schema';
import { peerHeaderName } from '@/lib/http/peer-address';
import { SITE_HEADER } from '@/lib/tenant/site-header';
import { createThrowawayDatabase } from '@/tests/support/test-db';

const ROUNDS = Number(process.env.ROUNDS ?? 200);
delete process.env.REDIS_URL; // the limits are reset between requests, in this process's memory

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const p90 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.9)] ?? 0;

/** Forgets every attempt counter (memory, and the database's when it has them), untimed. */
async function resetLimits(db: Db) {
  resetProcessLimiter();
  await db.execute(sql`delete from attempt_counters`).catch(() => undefined);
}

async function enableOtp(db: Db, site: string) {
  const t = await findTenantBySite(db, site);
  if (!t) throw new Error(`no tenant ${site}`);
  const feature_configuration = [
    ...(t.config.feature_configuration ?? []).filter((f) => f.name !== 'AUTHENTICATION_VIA_OTP'),
    { name: 'AUTHENTICATION_VIA_OTP', is_enabled: true },
  ];
  await db
    .update(tenants)
    .set({ config: { ...t.config, feature_configuration } })
    .where(eq(tenants.id, t.id));
  forgetCachedTenants(db);
}

async function measure(name: string, db: Db) {
  await ensureDeploymentSecret(
    async () => db,
    () => {},
  );
  await seedIfEmpty(db);
  await enableOtp(db, 'demo');
  const backend = createBackend({ db: async () => db, log: () => {} });
  let client = 0;
  const post = async (site: string, url: string, body: unknown) => {
    await resetLimits(db);
    client += 1;
    const t0 = performance.now();
    const res = await backend.request(url, {
      method: 'POST',
      headers: {
        [SITE_HEADER]: site,
        'content-type': 'application/json',
        [peerHeaderName()]: `10.9.${(client >> 8) & 255}.${client & 255}`,
      },
      body: JSON.stringify(body),
    });
    await res.text();
    return { ms: performance.now() - t0, status: res.status };
  };
  // One live code for the consumer (the agent never gets one); its wrong-code counter is among
  // the limits reset before every request, so it stays live.
  await post('demo', '/verify/generate_otp', { email: 'consumer@wanderlight.example' });
  const cases: Record<string, () => Promise<{ ms: number; status: number }>> = {
    'b2b forgot-password, member': () =>
      post('b2b', '/user/forgot-password', { email: 'admin@meridian.example' }),
    'b2b forgot-password, unknown': () =>
      post('b2b', '/user/forgot-password', { email: `nobody-${client}@meridian.example` }),
    'verify_otp, live code (wrong)': () =>
      post('demo', '/verify/verify_otp', { email: 'consumer@wanderlight.example', otp: 1 }),
    'verify_otp, account without a code': () =>
      post('demo', '/verify/verify_otp', { email: 'agent@wanderlight.example', otp: 1 }),
    'verify_otp, unknown address': () =>
      post('demo', '/verify/verify_otp', { email: `nobody-${client}@example.com`, otp: 1 }),
  };
  const times = Object.fromEntries(Object.keys(cases).map((k) => [k, [] as number[]]));
  const statuses = Object.fromEntries(Object.keys(cases).map((k) => [k, new Set<number>()]));
  for (let round = 0; round < ROUNDS + 10; round++) {
    for (const [k, run] of Object.entries(cases)) {
      const r = await run();
      if (round >= 10) times[k]?.push(r.ms); // the first rounds warm up
      statuses[k]?.add(r.status);
    }
  }
  for (const k of Object.keys(cases))
    console.log(
      `| ${name} | ${k} | ${median(times[k] ?? []).toFixed(2)} | ${p90(times[k] ?? []).toFixed(2)} | ${[...(statuses[k] ?? [])].join(',')} |`,
    );
}

async function main() {
  console.log('| database | case | median ms | p90 ms | statuses |');
  console.log('| --- | --- | ---: | ---: | --- |');
  const dir = mkdtempSync(path.join(tmpdir(), 'itinera-auth-timing-'));
  const lite = await openDatabase({ dataDir: path.join(dir, 'pglite') });
  try {
    await measure('pglite (folder)', lite.db);
  } finally {
    await lite.close();
    rmSync(dir, { recursive: true, force: true });
  }
  if (process.env.DATABASE_URL) {
    const { url, drop } = await createThrowawayDatabase(process.env.DATABASE_URL);
    const pg = await openDatabase({ url });
    try {
      await measure('postgres', pg.db);
    } finally {
      await pg.close();
      await drop();
    }
  }
  await closeProcessLimiters();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
