import { counterOnce } from '@/lib/ops/metric-once.mjs';

export type JobOutcome = 'done' | 'retry' | 'failed' | 'handed_back';

/** Counts a job this process ran, by type and outcome (GET /metrics). */
export function countJob(type: string, outcome: JobOutcome): void {
  counterOnce('jobs_total', 'Background jobs this process ran, by type and outcome', ['type', 'outcome']).inc(
    {
      type,
      outcome,
    },
  );
}
