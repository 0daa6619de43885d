import 'server-only';
import { defaultDataDir, type OpenedDatabase, openDatabase } from './open';

/**
 * The process-wide database. One instance per process, kept on globalThis because dev reloads
 * modules; a failed start is not cached, so the next request tries again.
 */
const g = globalThis as unknown as { __itineraDb?: Promise<OpenedDatabase> };

/** Keeps `opening` as the process database unless it fails (then the next call tries again). */
function keep(opening: Promise<OpenedDatabase>): Promise<OpenedDatabase> {
  g.__itineraDb = opening;
  opening.catch(() => {
    if (g.__itineraDb === opening) g.__itineraDb = undefined;
  });
  return opening;
}

const openProcessDatabase = () =>
  openDatabase({ url: process.env.DATABASE_URL || undefined, dataDir: defaultDataDir() });

export function getDatabase(): Promise<OpenedDatabase> {
  return g.__itineraDb ?? keep(openProcessDatabase());
}

/**
 * Closes the process database and opens it again; callers asking meanwhile wait for the new one,
 * so two handles are never open on one folder. For the embedded database after a first-time seed
 * (lib/backend/database.ts): PGlite's WebAssembly memory never shrinks, and seeding touches
 * ~36 MB of it that serving does not need.
 */
export function reopenDatabase(): Promise<OpenedDatabase> {
  const current = g.__itineraDb;
  return keep(
    (async () => {
      if (current) await (await current).close();
      return openProcessDatabase();
    })(),
  );
}

/**
 * Closes the process database (a stopping server): the embedded one writes out what it holds, the
 * pool's connections end. A later call to getDatabase would open it again.
 */
export async function closeDatabase(): Promise<void> {
  const current = g.__itineraDb;
  g.__itineraDb = undefined;
  if (current) await (await current.catch(() => null))?.close();
}
