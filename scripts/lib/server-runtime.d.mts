/** Types of server-runtime.mjs (plain JavaScript because scripts/start.mjs imports it). */

export function serverRuntimeEnv(env?: Record<string, string | undefined>): {
  MALLOC_ARENA_MAX: string;
  MALLOC_MMAP_THRESHOLD_: string;
  NODE_OPTIONS: string;
};
