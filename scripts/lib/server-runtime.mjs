// How the production server's Node process is started (npm start, the benchmarks): the memory rules
// that keep one instance's resident set flat under load. Measured with `npm run bench:soak`.
//
// - A V8 heap cap: with none, V8 sizes the old generation from the machine's memory (about 4 GB
//   here) and collects lazily, so the heap grew to ~600 MB of mostly garbage under load. Since the
//   backend is loaded once per process (lib/backend/shared.ts) and the world's cities are held as
//   columns (lib/search/world/city-columns.ts), the heap in use stays under ~200 MB at its peaks,
//   and V8 keeps its heap close to whatever cap it is given: at 256 MB instead of 320 the soak's
//   resident set sat ~20 MB lower (minutes 3-4: 478 → 459 MB), no request failing.
// - MALLOC_ARENA_MAX=1: glibc gives each thread that allocates an arena of its own (Node's thread
//   pool, V8's helper threads), each holding its freed memory. The server's work is on one thread.
// - MALLOC_MMAP_THRESHOLD_: glibc raises its threshold for mmap-ing a large block each time one is
//   freed, up to 32 MB, after which large transient buffers are carved from the heap and the heap
//   stays as large as their peak. A fixed threshold gives them back when they are freed.
// - A young generation of 4 MB semi-spaces instead of V8's 16: a server's garbage is per request,
//   short-lived and small, and the two larger semi-spaces held ~25 MB more resident under the soak
//   (minutes 3-4: 512 → 476 MB) for scavenges that are only less frequent, not cheaper.
// An operator's own NODE_OPTIONS heap size or MALLOC_* settings win.
//
// And how it stops: NEXT_MANUAL_SIG_HANDLE leaves SIGTERM and SIGINT to the app's graceful stop
// (lib/ops/graceful-stop.ts: requests in flight finish, jobs are handed back, exit 0).

const SERVER_HEAP_MB = 256;
const MMAP_THRESHOLD_BYTES = 128 * 1024;
const SEMI_SPACE_MB = 4;

/** The environment additions for a server process started from `env`. */
export function serverRuntimeEnv(env = process.env) {
  const options = env.NODE_OPTIONS ?? '';
  const added = [
    /--max-old-space-size/.test(options) ? '' : `--max-old-space-size=${SERVER_HEAP_MB}`,
    /--max-semi-space-size/.test(options) ? '' : `--max-semi-space-size=${SEMI_SPACE_MB}`,
  ];
  return {
    NEXT_MANUAL_SIG_HANDLE: env.NEXT_MANUAL_SIG_HANDLE ?? '1',
    MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX ?? '1',
    MALLOC_MMAP_THRESHOLD_: env.MALLOC_MMAP_THRESHOLD_ ?? String(MMAP_THRESHOLD_BYTES),
    NODE_OPTIONS: [options, ...added].filter(Boolean).join(' '),
  };
}
