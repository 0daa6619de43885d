import type { JobHandler, JobRun } from './types';

/**
 * Handlers by job type, one registry per process (on globalThis: dev reloads modules, and the
 * worker started at server start must see handlers registered by modules loaded later).
 */
const g = globalThis as unknown as { __itineraJobHandlers?: Map<string, JobHandler> };
const registry = (): Map<string, JobHandler> => {
  if (!g.__itineraJobHandlers) g.__itineraJobHandlers = new Map();
  return g.__itineraJobHandlers;
};

/** Registers (or replaces) the handler of a job type. */
export function registerJobHandler(type: string, handler: JobHandler | JobRun): void {
  registry().set(type, typeof handler === 'function' ? { run: handler } : handler);
}

export function jobHandler(type: string): JobHandler | undefined {
  return registry().get(type);
}
