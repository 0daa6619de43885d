import { Counter, register } from 'prom-client';

export type JobOutcome = 'done' | 'retry' | 'failed' | 'handed_back';

/** Jobs run by this process, by type and outcome (GET /metrics). */
function jobsCounter(): Counter<string> {
  const known = register.getSingleMetric('jobs_total') as Counter<string> | undefined;
  return (
    known ??
    new Counter({
      name: 'jobs_total',
      help: 'Background jobs this process ran, by type and outcome',
      labelNames: ['type', 'outcome'],
    })
  );
}

export function countJob(type: string, outcome: JobOutcome): void {
  jobsCounter().inc({ type, outcome });
}
