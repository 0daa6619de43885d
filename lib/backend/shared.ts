import 'server-only';
import type { Backend } from './app';

type BackendRuntime = typeof import('./runtime');

const shared = globalThis as unknown as Record<symbol, Promise<unknown> | undefined>;

/**
 * `load()` once per process, kept on globalThis under `key` so every bundle of the server finds the
 * same promise. A load that fails is forgotten, so the next call tries again.
 */
export function loadOncePerProcess<T>(key: symbol, load: () => Promise<T>): Promise<T> {
  let loading = shared[key] as Promise<T> | undefined;
  if (!loading) {
    loading = load().catch((err: unknown) => {
      shared[key] = undefined;
      throw err;
    });
    shared[key] = loading;
  }
  return loading;
}

const RUNTIME_KEY = Symbol.for('itinera.backend-runtime');

/**
 * The built-in backend's runtime (the Travel API app, its database, the background jobs), loaded
 * on first use and shared by every bundle of the server process.
 *
 * Next bundles each group of route handlers (the pages, `/api/`, the site files, the internal
 * routes, instrumentation) with its own copy of every module it imports statically, and keeps each
 * copy's source and compiled code in memory once one of its routes has run. Imported statically,
 * the whole backend (~4 MB of source, held as ~7 MB of two-byte strings, plus its compiled code)
 * was in memory once per group. Behind this dynamic import only the first caller's copy is ever
 * loaded; later callers, whatever their bundle, find it here. What crosses between bundles is a
 * standard Request and Response.
 */
export function loadBackendRuntime(): Promise<BackendRuntime> {
  return loadOncePerProcess(RUNTIME_KEY, () => import('./runtime'));
}

/** The process's built-in Travel API. */
export async function loadBuiltInBackend(): Promise<Backend> {
  return (await loadBackendRuntime()).getBackend();
}
