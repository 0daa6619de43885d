/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { getDatabase, reopenDatabase } from './client';

// The process database on the embedded default, in a folder of its own (DATABASE_URL unset here).
const OLD_ENV = process.env;
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'itinera-client-'));
  process.env = { ...OLD_ENV, DATA_DIR: dir, DATABASE_URL: '' };
});

afterAll(async () => {
  await (await getDatabase()).close();
  process.env = OLD_ENV;
  rmSync(dir, { recursive: true, force: true });
});

describe('the process database', () => {
  it('is opened once and kept on disk', async () => {
    const [a, b] = await Promise.all([getDatabase(), getDatabase()]);
    expect(b).toBe(a);
    expect(a).toMatchObject({ driver: 'pglite', onDisk: true });
  }, 60_000);

  it('opened again, holds what was written and hands every caller the new handle', async () => {
    const before = await getDatabase();
    await before.db.execute(sql`CREATE TABLE IF NOT EXISTS reopen_probe (n int)`);
    await before.db.execute(sql`INSERT INTO reopen_probe VALUES (42)`);

    const reopening = reopenDatabase();
    // Asked while it reopens: the new handle, never a second one on the same folder.
    const meanwhile = getDatabase();
    const after = await reopening;
    expect(await meanwhile).toBe(after);
    expect(after).not.toBe(before);

    // The driver's own result shape (PGlite's { rows }); the Db type leaves it unknown.
    const result = (await after.db.execute(sql`SELECT n FROM reopen_probe`)) as unknown as {
      rows: Array<{ n: number }>;
    };
    expect(result.rows).toEqual([{ n: 42 }]);
    await expect(before.db.execute(sql`SELECT 1`)).rejects.toThrow();
  }, 60_000);
});
