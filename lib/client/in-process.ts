import 'server-only';

/** What the storefront needs of the built-in Travel API: a standard Request in, a Response out. */
export interface InProcessBackend {
  fetch(request: Request): Promise<Response> | Response;
}

type Loader = () => Promise<InProcessBackend>;

const LOADER_KEY = Symbol.for('itinera.in-process-backend');
const slot = globalThis as unknown as Record<symbol, Loader | undefined>;

/**
 * The storefront never imports the built-in backend: the server's composition roots
 * (instrumentation.ts at start-up, tests/setup for jest) register how to load it. The loader is
 * kept on globalThis because Next bundles this module once per group of routes, and every copy
 * must find the one registered at start-up.
 */
export function registerInProcessBackend(load: Loader | null): void {
  slot[LOADER_KEY] = load ?? undefined;
}

/** The built-in backend, when TRAVEL_API_URL is unset. */
export function inProcessBackend(): Promise<InProcessBackend> {
  const load = slot[LOADER_KEY];
  if (!load) {
    return Promise.reject(
      new Error('The built-in Travel API is not registered (instrumentation.ts registers it at start-up)'),
    );
  }
  return load();
}
