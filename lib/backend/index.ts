import 'server-only';
import { revalidateSites } from './admin/revalidate-sites';
import { type Backend, createBackend } from './app';
import { backendDb } from './database';

const g = globalThis as unknown as { __itineraBackend?: Backend };

/** The process's built-in Travel API, on the process database. */
export function getBackend(): Backend {
  g.__itineraBackend ??= createBackend({ db: backendDb, revalidateSites });
  return g.__itineraBackend;
}
