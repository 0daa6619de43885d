import dc from 'node:diagnostics_channel';
import type { Server, ServerResponse } from 'node:http';

/**
 * A graceful stop (issue 34 item 3): on SIGTERM (or SIGINT) the instance says it is not ready
 * (`/readyz` 503, so a load balancer stops sending), stops accepting connections, lets the requests
 * in flight finish — for at most the grace period, after which their connections are cut — then
 * lets the application stop its own work (the job worker hands back what it has not finished, the
 * database and Redis close) and exits 0. A second signal exits at once.
 *
 * Next.js would install its own handlers (close, then exit 143); `npm start` sets
 * NEXT_MANUAL_SIG_HANDLE so these run instead (instrumentation.ts). The HTTP servers and the
 * requests in flight are learnt from Node's diagnostics channels, which see every request before
 * Next does. State lives on globalThis: /readyz is bundled apart from instrumentation.
 */

interface StopState {
  stopping: boolean;
  /** The answers not yet sent or abandoned: each leaves when its response closes, either way. */
  inFlight: Set<ServerResponse>;
  servers: Set<Server>;
  tracking: boolean;
}

const g = globalThis as typeof globalThis & { __itineraStop?: StopState };

function stopState(): StopState {
  g.__itineraStop ??= { stopping: false, inFlight: new Set(), servers: new Set(), tracking: false };
  return g.__itineraStop;
}

/** True once a stop has begun: /readyz answers 503. */
export const isStopping = (): boolean => g.__itineraStop?.stopping === true;

/** Starts counting this process's requests in flight and learning its HTTP servers (idempotent). */
function track(state: StopState): void {
  if (state.tracking) return;
  state.tracking = true;
  dc.subscribe('http.server.request.start', (message) => {
    const { server, response } = message as { server?: Server; response: ServerResponse };
    if (server) state.servers.add(server);
    state.inFlight.add(response);
    // 'close' comes once the answer is sent or the client went away, so none is counted for ever.
    response.once('close', () => state.inFlight.delete(response));
  });
}

export interface StopOptions {
  /** How long requests in flight may take to finish (ms). */
  graceMs: number;
  /** The application's own stop, given the grace left (ms); resolves what it wants logged. */
  stopApp: (graceLeftMs: number) => Promise<string>;
  log?: (line: string) => void;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How long a stopping server still reads what was sent before the signal (see stop()). */
const READ_PENDING_MS = 100;

/** Tracks requests from now on, and answers the stop to run when a signal comes. */
export function prepareGracefulStop({ graceMs, stopApp, log = console.log }: StopOptions) {
  const state = stopState();
  track(state);
  return async function stop(): Promise<{ cut: number }> {
    state.stopping = true;
    const started = Date.now();
    log(`[itinera] stopping: ${state.inFlight.size} request(s) in flight, ${graceMs} ms to finish them`);
    // A turn of the event loop first: requests already sent on a kept-alive connection, or waiting
    // to be accepted, are read and become in flight; closing at once would reset them (Node counts a
    // connection whose request it has not parsed yet as idle, and closes the idle ones with the server).
    await pause(READ_PENDING_MS);
    for (const server of state.servers) server.close();
    while (state.inFlight.size > 0 && Date.now() - started < graceMs) await pause(20);
    const cut = state.inFlight.size;
    for (const server of state.servers) server.closeAllConnections();
    const app = await stopApp(Math.max(1_000, graceMs - (Date.now() - started)));
    log(
      `[itinera] stopped in ${Date.now() - started} ms: ${cut === 0 ? 'every request finished' : `${cut} request(s) cut after ${graceMs} ms`}; ${app}`,
    );
    return { cut };
  };
}

/** The grace period from STOP_GRACE_MS (ms, 1–120 s), 15 s by default. */
export function graceMsFrom(env: Record<string, string | undefined>): number {
  const ms = Number(env.STOP_GRACE_MS);
  return Number.isInteger(ms) && ms >= 1_000 && ms <= 120_000 ? ms : 15_000;
}

/** Runs the stop on SIGTERM or SIGINT, then exits 0; a second signal exits 1 at once. */
export function installGracefulStop(options: StopOptions, exit: (code: number) => void = process.exit): void {
  const stop = prepareGracefulStop(options);
  let begun = false;
  const onSignal = () => {
    if (begun) return exit(1);
    begun = true;
    stop().then(
      () => exit(0),
      (err: unknown) => {
        console.error('[itinera] stop failed:', err instanceof Error ? err.message : err);
        exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
