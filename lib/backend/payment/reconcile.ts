import 'server-only';
import { PermanentJobError, registerJobHandler } from '@/lib/backend/jobs';
import { REFUND_JOB } from '../booking/card-refunds';
import { CLOSE_SESSION_JOB } from '../booking/close-payments';
import { reconcilePayment } from './apply-payment';
import { closePaymentSession } from './close-session';
import { issueRefund } from './refunds';

/** The job that asks the gateway about a payment the browser has not (yet) come back from. */
export const RECONCILE_JOB = 'payment.reconcile';

/** First check after a payment starts (PAYMENT_RECONCILE_MS, default 60 s); retries back off from there. */
export const reconcileDelayMs = (): number => {
  const v = Number(process.env.PAYMENT_RECONCILE_MS);
  return Number.isFinite(v) && v >= 0 ? v : 60_000;
};

const paymentIdOf = (payload: Record<string, unknown>, tenantId: string | null) => {
  const id = payload.payment_id;
  if (typeof id !== 'string' || !tenantId) throw new PermanentJobError('payment_id missing');
  return { id, tenantId };
};

/** Registers the payment jobs (status check, closing a session, a refund) with this process's registry. */
export function registerPaymentJobs(): void {
  registerJobHandler(RECONCILE_JOB, async ({ db, job }) => {
    const { id, tenantId } = paymentIdOf(job.payload, job.tenantId);
    const answer = await reconcilePayment(db, tenantId, id);
    // Still open at the gateway: try again later (the job's back-off), until its tries run out.
    if (answer.status === 'PENDING') throw new Error('payment still open');
    return { status: answer.status };
  });
  registerJobHandler(CLOSE_SESSION_JOB, async ({ db, job }) => {
    const { id, tenantId } = paymentIdOf(job.payload, job.tenantId);
    await closePaymentSession(db, tenantId, id);
    return { closed: id };
  });
  registerJobHandler(REFUND_JOB, async ({ db, job }) => {
    const { id, tenantId } = paymentIdOf(job.payload, job.tenantId);
    const refund = await issueRefund(db, tenantId, id);
    return { refund_id: refund?.gatewayRefundId ?? null };
  });
}
