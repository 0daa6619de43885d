export { retryDelayMs } from './backoff';
export { claimJob, completeJob, type EnqueueInput, enqueue, failJob, getJob } from './queue';
export { jobHandler, registerJobHandler } from './registry';
export {
  type PurgeCounts,
  purgeExpired,
  type RetentionPolicy,
  retentionPolicy,
  startRetention,
} from './retention';
export {
  JOB_STATUSES,
  type JobContext,
  type JobHandler,
  type JobRun,
  type JobStatus,
  PermanentJobError,
} from './types';
export {
  runClaimedJob,
  runDueJobs,
  type StopWorker,
  startJobWorker,
  stopJobWorker,
  type WorkerOptions,
} from './worker';
