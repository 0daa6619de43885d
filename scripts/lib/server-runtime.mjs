// How the production server's Node process is started (npm start, the benchmarks): the memory rules
// that keep one instance's resident set flat under load. Measured with `npm run bench:soak`.
//
// - A V8 heap cap: with none, V8 sizes the old generation from the machine's memory (about 4 GB
//   here) and collects lazily, so the heap grew to ~600 MB of mostly garbage under load; the live
//   set stays under ~270 MB. The cap leaves ~40% headroom above that.
// - MALLOC_ARENA_MAX=2: glibc gives each thread that allocates its own arena (Node's thread pool,
//   V8's helper threads), which holds freed native memory per thread.
// An operator's own NODE_OPTIONS heap size or MALLOC_ARENA_MAX wins.

const SERVER_HEAP_MB = 384;

/** The environment additions for a server process started from `env`. */
export function serverRuntimeEnv(env = process.env) {
  const options = env.NODE_OPTIONS ?? '';
  return {
    MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX ?? '2',
    NODE_OPTIONS: /--max-old-space-size/.test(options)
      ? options
      : `${options} --max-old-space-size=${SERVER_HEAP_MB}`.trim(),
  };
}
