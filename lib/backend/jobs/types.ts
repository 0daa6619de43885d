import type { Db } from '@/lib/db/open';
import type { Job } from '@/lib/db/schema';

export interface JobContext {
  db: Db;
  job: Job;
}

/** Runs one job; its resolved value is stored as the job's result. Throwing retries (with backoff). */
// biome-ignore lint/suspicious/noConfusingVoidType: a handler with nothing to report simply returns.
export type JobRun = (ctx: JobContext) => Promise<Record<string, unknown> | undefined | void>;

export interface JobHandler {
  run: JobRun;
  /** Called once when the job fails for good (tries used up or a PermanentJobError), e.g. to mark the row it was producing. */
  onFailed?: (ctx: JobContext, message: string) => Promise<void>;
}

/** A failure that retrying cannot fix (bad payload, missing row): the job fails at once. */
export class PermanentJobError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentJobError';
  }
}
