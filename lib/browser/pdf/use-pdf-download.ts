'use client';

import { useCallback, useState, useSyncExternalStore } from 'react';
import type { PdfType } from '@/lib/contract/planner';
import { createPdfJobs, IDLE, PdfError, type PdfErrorCode, type PdfJobs } from './poller';
import { browserPdfDeps } from './transport';

// One runner per page: "one generation at a time" holds across every Download button (§4).
let shared: PdfJobs | null = null;
function jobs(): PdfJobs {
  shared ??= createPdfJobs(browserPdfDeps);
  return shared;
}

const serverState = () => IDLE;

/**
 * A Download button's view of the shared PDF runner: `busy` while any generation runs, and the
 * error code of this button's last attempt ('busy' when it was refused, 'failed' when it failed).
 */
export function usePdfDownload() {
  const runner = jobs();
  const state = useSyncExternalStore(runner.subscribe, runner.state, serverState);
  const [error, setError] = useState<PdfErrorCode | null>(null);
  const [mine, setMine] = useState(false);

  const start = useCallback(
    async (type: PdfType, data: unknown): Promise<string[] | null> => {
      setError(null);
      setMine(true);
      try {
        return await runner.start(type, data);
      } catch (e) {
        setError(e instanceof PdfError ? e.code : 'failed');
        return null;
      } finally {
        setMine(false);
      }
    },
    [runner],
  );

  return {
    start,
    /** Some generation runs on this page (this button's or another's). */
    busy: state.status === 'generating',
    /** This button started the running generation. */
    generating: mine,
    error,
  };
}
