import { randomBytes } from 'node:crypto';
import { type OpenedDatabase, openDatabase } from '@/lib/db/open';

export interface TestDatabase extends OpenedDatabase {
  /** Drops what the test created (the throwaway PostgreSQL database) and closes connections. */
  dispose: () => Promise<void>;
}

export interface TestDriver {
  name: 'pglite' | 'postgres';
  open: () => Promise<TestDatabase>;
}

/**
 * A throwaway database on the PostgreSQL server of `baseUrl`: its URL, and `drop` to remove it once
 * every connection to it is closed.
 */
export async function createThrowawayDatabase(
  baseUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const { Client } = await import('pg');
  const name = `itinera_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    const client = new Client({ connectionString: baseUrl });
    await client.connect();
    // The pool can resolve end() while a client's goodbye is still in flight; forcing the drop
    // then kills that connection and its client raises an unhandled error in whatever test runs
    // next. So wait for the connections to go, and force only as a last resort.
    for (let attempt = 0; ; attempt++) {
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name}`);
        break;
      } catch (err) {
        if (attempt >= 50) {
          await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          break;
        }
        if ((err as { code?: string }).code !== '55006') throw err; // object_in_use
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    await client.end();
  };
  return { url: url.toString(), drop };
}

async function openPostgres(baseUrl: string): Promise<TestDatabase> {
  const { url, drop } = await createThrowawayDatabase(baseUrl);
  const opened = await openDatabase({ url });
  return {
    ...opened,
    dispose: async () => {
      await opened.close();
      await drop();
    },
  };
}

/**
 * The drivers an integration suite runs on: PGlite in memory always, and a throwaway database on the
 * PostgreSQL server of DATABASE_URL when it is set (CI sets it). Use with describe.each.
 */
export function testDrivers(): TestDriver[] {
  const drivers: TestDriver[] = [
    {
      name: 'pglite',
      open: async () => {
        const opened = await openDatabase({ inMemory: true });
        return { ...opened, dispose: opened.close };
      },
    },
  ];
  const url = process.env.DATABASE_URL;
  if (url) drivers.push({ name: 'postgres', open: () => openPostgres(url) });
  return drivers;
}
