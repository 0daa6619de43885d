/** @jest-environment node */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { adminToken } from './admin-token';
import { adminTokenFile, findAdminToken, whatToSet, writeAdminTokenFile } from './local-admin-token';

describe('findAdminToken (how tenant:upsert finds the server’s token)', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'itinera-token-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const noStore = async () => {
    throw new Error('the database must not be read');
  };

  it('takes ADMIN_TOKEN, then SESSION_SECRET, from the environment first', async () => {
    expect(
      await findAdminToken({ ADMIN_TOKEN: 'explicit', SESSION_SECRET: 's', DATA_DIR: dir }, noStore),
    ).toEqual({
      token: 'explicit',
      from: 'ADMIN_TOKEN',
    });
    expect(await findAdminToken({ SESSION_SECRET: 's', DATA_DIR: dir }, noStore)).toEqual({
      token: adminToken({ SESSION_SECRET: 's' }),
      from: 'SESSION_SECRET',
    });
  });

  it('reads the token a server on the embedded database left in its data folder (owner-only)', async () => {
    expect(await findAdminToken({ DATA_DIR: dir }, noStore)).toBeNull();
    await writeAdminTokenFile('from-the-server', { DATA_DIR: dir });
    expect(statSync(adminTokenFile({ DATA_DIR: dir })).mode & 0o777).toBe(0o600);
    expect(await findAdminToken({ DATA_DIR: dir }, noStore)).toEqual({
      token: 'from-the-server',
      from: path.join(dir, 'admin-token'),
    });
  });

  it('with DATABASE_URL, derives it from the secret the server stored there', async () => {
    const env = { DATABASE_URL: 'postgres://db/x', DATA_DIR: dir };
    expect(await findAdminToken(env, async () => 'stored-secret')).toEqual({
      token: adminToken({ SESSION_SECRET: 'stored-secret' }),
      from: 'the secret stored in the database',
    });
    expect(await findAdminToken(env, async () => null)).toBeNull();
  });

  it('says exactly what to set', () => {
    expect(whatToSet({ DATA_DIR: '/srv/itinera' })).toBe(
      "Run this command with the server's data folder (DATA_DIR, now /srv/itinera: its admin-token file), or with the server's ADMIN_TOKEN or SESSION_SECRET.",
    );
    expect(whatToSet({ DATABASE_URL: 'postgres://x' })).toContain('the same DATABASE_URL as the server');
  });
});
