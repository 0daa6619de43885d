/**
 * Server start-up, before the first request is served: load the deployment secret, open, migrate
 * and seed the built-in backend's database and build the autocomplete world index, so no visitor waits seconds for either.
 * A failure is logged, not fatal: both are retried on first use. (Not run by `next build`.)
 * AUTOCOMPLETE_WARMUP=off skips the index, e.g. on an instance that only renders pages.
 * The background job worker (PDF generation) starts here too, so jobs queued before a restart
 * resume without waiting for a request (JOB_WORKER=off opts an instance out).
 * MEMORY_SAMPLE_FILE, when set, receives a memory sample a second (lib/ops/memory-samples.ts).
 * With NEXT_MANUAL_SIG_HANDLE (npm start), SIGTERM stops the instance gracefully (lib/ops/graceful-stop.ts).
 * With an OTLP endpoint (OTEL_EXPORTER_OTLP_ENDPOINT), requests are traced (lib/ops/tracing.ts).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // First of all, so the HTTP server and the database driver are instrumented before they serve.
  await (await import('@/lib/ops/tracing')).startTracing();
  // MEMORY_SAMPLE_FILE (benchmarks, soak runs): one line a second of this process's memory.
  (await import('@/lib/ops/memory-samples')).startMemorySamples();
  // First, so every request after start-up carries its connection's address (per-client limits).
  (await import('@/lib/http/peer-address')).installPeerAddressStamp();
  // Each HTML response's script nonce, stamped on the way out (and compression after it).
  (await import('@/lib/security/script-nonce/response')).installScriptNonces();
  // Request ids, metrics for /metrics and, with REQUEST_LOG=json, one log line per request.
  (await import('@/lib/ops/request-observer')).installRequestObserver();
  // A graceful stop on SIGTERM (issue 34): `npm start` sets NEXT_MANUAL_SIG_HANDLE so Next leaves
  // the signals to this (lib/ops/graceful-stop.ts); a bare `next start` keeps Next's own.
  if (process.env.NEXT_MANUAL_SIG_HANDLE) {
    const { graceMsFrom, installGracefulStop } = await import('@/lib/ops/graceful-stop');
    installGracefulStop({
      graceMs: graceMsFrom(process.env),
      stopApp: async (graceLeftMs) => {
        // The last spans (those of the requests just finished) leave before the process does.
        await (await import('@/lib/ops/tracing')).stopTracing();
        if (process.env.TRAVEL_API_URL) return 'no built-in backend to stop';
        const { loadBackendRuntime } = await import('@/lib/backend/shared');
        const handedBack = await (await loadBackendRuntime()).stopBackend({ handBackAfterMs: graceLeftMs });
        return `${handedBack} job(s) handed back to the queue; database closed`;
      },
    });
  }
  // The deployment secret (SESSION_SECRET, else generated once and kept in the database).
  await (await import('@/lib/auth/server-secret')).prepareServerSecret();
  if (!process.env.TRAVEL_API_URL) {
    // Through the shared loader, so the routes use this copy of the backend instead of their own.
    const { loadBackendRuntime, loadBuiltInBackend } = await import('@/lib/backend/shared');
    // The storefront's calls reach the built-in Travel API through this (lib/client/in-process.ts).
    (await import('@/lib/client/in-process')).registerInProcessBackend(loadBuiltInBackend);
    const backend = await loadBackendRuntime();
    try {
      await backend.backendDb();
    } catch (err) {
      const { errorForLog } = await import('@/lib/http/log-safe');
      console.error('[itinera] database not ready at start-up; retrying on first request:', errorForLog(err));
    }
    backend.startBackgroundJobs();
  }
  // Several instances (REDIS_URL): a site changed through another one is forgotten here too.
  if (process.env.REDIS_URL?.trim()) {
    const { followOtherInstances } = await import('@/lib/client/other-instances');
    const builtIn = async () => {
      if (process.env.TRAVEL_API_URL) return null;
      const { loadBackendRuntime } = await import('@/lib/backend/shared');
      return loadBackendRuntime();
    };
    followOtherInstances({
      configOf: async () => (await builtIn())?.forgetEveryCachedTenant(),
      inventoryOf: async (sites) => {
        const backend = await builtIn();
        if (backend) await backend.forgetInventoryOfSites(await backend.backendDb(), sites);
      },
    });
  }
  if (process.env.AUTOCOMPLETE_WARMUP !== 'off') {
    const { getWorldIndex } = await import('@/lib/search/autocomplete/engine');
    const { buildMs, set } = getWorldIndex();
    console.log(
      `[itinera] autocomplete index ready: ${set.places.length} places in ${Math.round(buildMs)} ms`,
    );
  }
}
