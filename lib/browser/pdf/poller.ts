import type { PdfType, TPdfGetResponse } from '@/lib/contract/planner';

/**
 * The browser's side of PDF generation (spec §4, §9): one generation at a time; start with
 * api/pdf/generate (→ ref_key), then ask api/pdf/get every 10 s until it answers success with a path
 * list, giving up after more than 7 polls; several files download 500 ms apart.
 *
 * Pure of the browser: the calls, the download and the clock are injected, so the rules run under
 * jest's fake timers.
 */

export const PDF_POLL_INTERVAL_MS = 10_000;
/** More polls than this without a file: the generation failed (§9 "giving up after more than 7 polls"). */
export const PDF_MAX_POLLS = 7;
export const PDF_DOWNLOAD_STAGGER_MS = 500;

/** The spec's texts (§8), verbatim, including the original spelling. */
export const PDF_BUSY_MESSAGE = 'Aleady generating PDF please clear old process';
export const PDF_FAILED_MESSAGE = 'Oops! PDF Download failed. Please try again later';

export type PdfErrorCode = 'busy' | 'failed';

/** Why a generation did not produce files; `message` is the spec's text for the code. */
export class PdfError extends Error {
  constructor(readonly code: PdfErrorCode) {
    super(code === 'busy' ? PDF_BUSY_MESSAGE : PDF_FAILED_MESSAGE);
    this.name = 'PdfError';
  }
}

export type PdfJobState =
  | { status: 'idle' }
  | { status: 'generating'; type: PdfType; refKey: string | null; polls: number }
  | { status: 'done'; paths: string[] }
  | { status: 'failed'; code: PdfErrorCode };

export const IDLE: PdfJobState = { status: 'idle' };

/** What one poll answer means: done with files, keep waiting, or failed (given the polls so far, incl. this one). */
export type PollVerdict = { kind: 'done'; paths: string[] } | { kind: 'wait' } | { kind: 'failed' };

export function judgePoll(answer: TPdfGetResponse | null, polls: number): PollVerdict {
  if (answer?.success && answer.path.length > 0) return { kind: 'done', paths: answer.path };
  if (answer?.status === 'failed') return { kind: 'failed' };
  return polls > PDF_MAX_POLLS ? { kind: 'failed' } : { kind: 'wait' };
}

export interface PdfDeps {
  /** api/pdf/generate: the ref_key, or null when the server refused. */
  generate: (type: PdfType, data: unknown) => Promise<string | null>;
  /** api/pdf/get: the answer, or null for a transport or shape error (counts as a poll). */
  poll: (refKey: string) => Promise<TPdfGetResponse | null>;
  /** Starts the browser download of one file. */
  download: (path: string) => void;
  sleep?: (ms: number) => Promise<void>;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface PdfJobs {
  /** Resolves with the downloaded paths; rejects with PdfError('busy') while one runs, PdfError('failed') on failure. */
  start: (type: PdfType, data: unknown) => Promise<string[]>;
  state: () => PdfJobState;
  subscribe: (listener: () => void) => () => void;
  /** Forgets a finished job's outcome (back to idle); a running job is left alone. */
  clear: () => void;
}

export function createPdfJobs(deps: PdfDeps): PdfJobs {
  const sleep = deps.sleep ?? realSleep;
  let state: PdfJobState = IDLE;
  const listeners = new Set<() => void>();
  const set = (next: PdfJobState) => {
    state = next;
    for (const l of listeners) l();
  };

  async function run(type: PdfType, data: unknown): Promise<string[]> {
    set({ status: 'generating', type, refKey: null, polls: 0 });
    const refKey = await deps.generate(type, data).catch(() => null);
    if (!refKey) throw new PdfError('failed');
    for (let polls = 1; ; polls++) {
      set({ status: 'generating', type, refKey, polls: polls - 1 });
      await sleep(PDF_POLL_INTERVAL_MS);
      const answer = await deps.poll(refKey).catch(() => null);
      const verdict = judgePoll(answer, polls);
      if (verdict.kind === 'failed') throw new PdfError('failed');
      if (verdict.kind === 'done') {
        // Several files (vouchers later) each start 500 ms after the previous one (§4).
        for (const [i, path] of verdict.paths.entries()) {
          if (i > 0) await sleep(PDF_DOWNLOAD_STAGGER_MS);
          deps.download(path);
        }
        return verdict.paths;
      }
    }
  }

  return {
    state: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    clear() {
      if (state.status !== 'generating') set(IDLE);
    },
    async start(type, data) {
      if (state.status === 'generating') throw new PdfError('busy');
      try {
        const paths = await run(type, data);
        set({ status: 'done', paths });
        return paths;
      } catch (e) {
        const error = e instanceof PdfError ? e : new PdfError('failed');
        set({ status: 'failed', code: error.code });
        throw error;
      }
    },
  };
}
