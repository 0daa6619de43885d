import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { createThrowawayDatabase } from '../support/test-db';
import { E2E_PORT } from './support';
import { ReadmeServer } from './support/readme-server';

/**
 * Two instances of one deployment (issue 10): two production servers on one fresh PostgreSQL
 * database, both started at the same moment without SESSION_SECRET. They race to migrate, seed and
 * generate the secret; they must end with one secret, so a session cookie issued by either is
 * accepted by the other. Runs where the run has a PostgreSQL server (DATABASE_URL, as CI sets it).
 */

const baseUrl = process.env.DATABASE_URL;
test.skip(!baseUrl, 'needs a PostgreSQL server (DATABASE_URL)');

let database: { url: string; drop: () => Promise<void> } | null = null;
const dataDirs: string[] = [];
const servers: ReadmeServer[] = [];

test.beforeAll(async () => {
  test.setTimeout(180_000);
  database = await createThrowawayDatabase(baseUrl as string);
  for (const offset of [8, 9]) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'itinera-e2e-shared-'));
    dataDirs.push(dir);
    servers.push(new ReadmeServer(E2E_PORT + offset, { DATA_DIR: dir, DATABASE_URL: database.url }));
  }
  for (const s of servers) s.start(); // at the same moment
  await Promise.all(servers.map((s) => s.ready(150_000)));
});

test.afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  await database?.drop();
});

test('two servers started together without SESSION_SECRET accept each other’s session cookie', async () => {
  const [a, b] = servers as [ReadmeServer, ReadmeServer];
  // Exactly one of them generated the secret.
  const generated = servers.filter((s) =>
    s.log.includes('SESSION_SECRET is not set: generated a random secret'),
  );
  expect(generated).toHaveLength(1);

  const fromA = await a.signIn('demo', 'consumer@wanderlight.example', 'Wanderlight-demo-1');
  expect(await a.signedIn('demo', fromA)).toBe(true);
  expect(await b.signedIn('demo', fromA)).toBe(true);

  const fromB = await b.signIn('b2b', 'admin@meridian.example', 'Meridian-admin-1');
  expect(await a.signedIn('b2b', fromB)).toBe(true);

  // And a forged cookie is accepted by neither.
  expect(await b.signedIn('demo', 'itinera_session=forged')).toBe(false);
});
