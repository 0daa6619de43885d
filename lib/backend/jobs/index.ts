export { claimJob, enqueue } from './queue';
export { registerJobHandler } from './registry';

export { type JobContext, PermanentJobError } from './types';
export { runDueJobs, startJobWorker, stopJobWorker } from './worker';
