import 'server-only';
import { registerAuthMailJobs } from '@/lib/backend/auth/mail-jobs';
import { registerBnplJobs } from '@/lib/backend/bnpl/charge-instalment';
import { registerBookingJobs } from '@/lib/backend/booking';
import { registerSupplierOrderJobs } from '@/lib/backend/booking/supplier-orders';
import { backendDb } from '@/lib/backend/database';
import { registerCampaignJobs } from '@/lib/backend/notify-engine/send-campaign';
import { registerPaymentJobs } from '@/lib/backend/payment/reconcile';
import { registerPdfJob } from '@/lib/backend/pdf/job';
import { registerRatesJob, scheduleRatesRefresh } from '@/lib/backend/rates';
import { startRetention } from './jobs/retention';
import { startJobWorker } from './jobs/worker';

/**
 * Server start (instrumentation.ts): registers the job handlers and starts this process's worker
 * on the built-in backend's database, so jobs queued before a restart (or left running by a crashed
 * process, once their lease ends) are finished without waiting for a new request. The same
 * instances purge finished jobs, old PDFs and sent outbox mail hourly (retention.ts,
 * PDF_RETENTION_DAYS) and keep the exchange rates fresh (lib/backend/rates). Safe to call twice. JOB_WORKER=off keeps this instance from doing either.
 */
export function startBackgroundJobs(): void {
  if (process.env.JOB_WORKER === 'off') return;
  registerPdfJob();
  registerBookingJobs();
  registerSupplierOrderJobs();
  registerPaymentJobs();
  registerBnplJobs();
  registerAuthMailJobs();
  registerRatesJob();
  registerCampaignJobs();
  startJobWorker(backendDb, { pollMs: Number(process.env.JOB_POLL_MS || 1000) });
  startRetention(backendDb);
  // Reference rates: a refresh now (unless one is queued), then the job queues its own next run.
  backendDb()
    .then((db) => scheduleRatesRefresh(db, 0))
    .catch((err) =>
      console.error('[rates] could not schedule the refresh', err instanceof Error ? err.message : err),
    );
}
