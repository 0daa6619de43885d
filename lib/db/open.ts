import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { keepCommitQueues } from './on-commit';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction handle (what db.transaction passes to its callback). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface OpenedDatabase {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** True for an embedded database kept in a folder: closed and opened again, it holds the same data. */
  onDisk: boolean;
  close: () => Promise<void>;
  /**
   * Runs `work` while no other process on this database runs start-up work (migrations, seeding):
   * a PostgreSQL advisory lock, so instances started at the same moment take turns. PGlite has one
   * process per data folder, so there it simply runs.
   */
  exclusive: <T>(work: () => Promise<T>) => Promise<T>;
}

/** The advisory lock key of start-up work (any fixed 64-bit number; any fixed 64-bit number). */
const STARTUP_LOCK_KEY = '7598263887397217';

export interface OpenOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  url?: string | undefined;
  /** PGlite data folder; `memory://` (or undefined with `inMemory`) keeps it in memory. */
  dataDir?: string | undefined;
  inMemory?: boolean;
}

export const MIGRATIONS_FOLDER = path.join(process.cwd(), 'drizzle');

/** Shared buffers of the embedded PGlite (see openDatabase). */
const EMBEDDED_SHARED_BUFFERS = '16MB';

/** Opens (creating if needed) and migrates a database. Callers own the returned handle. */
export async function openDatabase(opts: OpenOptions): Promise<OpenedDatabase> {
  if (opts.url) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const { Client } = await import('pg');
    const url = opts.url;
    const pool = new Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_SIZE || 10) });
    const db = drizzle(pool, { schema });
    // The lock lives on a connection of its own, so a pool of one connection cannot deadlock on it.
    const exclusive = async <T>(work: () => Promise<T>): Promise<T> => {
      const lock = new Client({ connectionString: url });
      await lock.connect();
      try {
        await lock.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        return await work();
      } finally {
        await lock.end(); // ending the session releases the lock
      }
    };
    try {
      await exclusive(() => migrate(db, { migrationsFolder: MIGRATIONS_FOLDER }));
    } catch (err) {
      await pool.end();
      throw err;
    }
    return {
      db: keepCommitQueues(db as unknown as Db),
      driver: 'postgres',
      onDisk: false,
      close: () => pool.end(),
      exclusive,
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  // The embedded database lives in this process's memory: PostgreSQL's default 128 MB of shared
  // buffers would be most of the server's resident set once touched. Its files are read through
  // Node, so the operating system's page cache still holds what is read often.
  const pgliteOptions = {
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${EMBEDDED_SHARED_BUFFERS}`],
  };
  let client: InstanceType<typeof PGlite>;
  const folder = opts.inMemory || opts.dataDir === 'memory://' ? undefined : opts.dataDir;
  if (!folder) {
    client = new PGlite(pgliteOptions);
  } else {
    // PGlite creates the data folder but not its parents.
    mkdirSync(path.dirname(path.resolve(folder)), { recursive: true });
    client = new PGlite(path.resolve(folder), pgliteOptions);
  }
  const db = drizzle(client, { schema });
  try {
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  } catch (err) {
    await client.close();
    throw err;
  }
  return {
    db: keepCommitQueues(db as unknown as Db),
    driver: 'pglite',
    onDisk: folder !== undefined,
    close: () => client.close(),
    exclusive: (work) => work(),
  };
}

/** Where the embedded database lives: `DATA_DIR/pglite`, default `.data/pglite`. */
export const defaultDataDir = () => path.join(process.env.DATA_DIR || '.data', 'pglite');
