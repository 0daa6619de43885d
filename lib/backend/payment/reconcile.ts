import 'server-only';
import { PermanentJobError, registerJobHandler } from '@/lib/jobs';
import { reconcilePayment } from './apply-payment';

/** The job that asks the gateway about a payment the browser has not (yet) come back from. */
export const RECONCILE_JOB = 'payment.reconcile';

/** First check after a payment starts (PAYMENT_RECONCILE_MS, default 60 s); retries back off from there. */
export const reconcileDelayMs = (): number => {
  const v = Number(process.env.PAYMENT_RECONCILE_MS);
  return Number.isFinite(v) && v >= 0 ? v : 60_000;
};

export function registerPaymentJobs(): void {
  registerJobHandler(RECONCILE_JOB, async ({ db, job }) => {
    const id = job.payload.payment_id;
    if (typeof id !== 'string' || !job.tenantId) throw new PermanentJobError('payment_id missing');
    const answer = await reconcilePayment(db, job.tenantId, id);
    // Still open at the gateway: try again later (the job's back-off), until its tries run out.
    if (answer.status === 'PENDING') throw new Error('payment still open');
    return { status: answer.status };
  });
}
