import 'server-only';
import { type Backend, createBackend } from './app';
import { backendDb } from './database';

const g = globalThis as unknown as { __itineraBackend?: Backend };

/** The process's built-in Travel API, on the process database. */
export function getBackend(): Backend {
  g.__itineraBackend ??= createBackend({ db: backendDb });
  return g.__itineraBackend;
}
