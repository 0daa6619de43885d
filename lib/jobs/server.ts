import 'server-only';
import { backendDb } from '@/lib/backend/database';
import { registerPdfJob } from '@/lib/pdf/job';
import { startRetention } from './retention';
import { startJobWorker } from './worker';

/**
 * Server start (instrumentation.ts): registers the job handlers and starts this process's worker
 * on the built-in backend's database, so jobs queued before a restart (or left running by a crashed
 * process, once their lease ends) are finished without waiting for a new request. The same
 * instances purge finished jobs, old PDFs and sent outbox mail hourly (retention.ts,
 * PDF_RETENTION_DAYS). Safe to call twice. JOB_WORKER=off keeps this instance from doing either.
 */
export function startBackgroundJobs(): void {
  if (process.env.JOB_WORKER === 'off') return;
  registerPdfJob();
  startJobWorker(backendDb, { pollMs: Number(process.env.JOB_POLL_MS || 1000) });
  startRetention(backendDb);
}
