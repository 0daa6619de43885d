import 'server-only';
import { defaultDataDir, type OpenedDatabase, openDatabase } from './open';

/**
 * The process-wide database. One instance per process, kept on globalThis because dev reloads
 * modules; a failed start is not cached, so the next request tries again.
 */
const g = globalThis as unknown as { __itineraDb?: Promise<OpenedDatabase> };

export function getDatabase(): Promise<OpenedDatabase> {
  if (!g.__itineraDb) {
    const opening = openDatabase({ url: process.env.DATABASE_URL || undefined, dataDir: defaultDataDir() });
    g.__itineraDb = opening;
    opening.catch(() => {
      if (g.__itineraDb === opening) g.__itineraDb = undefined;
    });
  }
  return g.__itineraDb;
}
