/**
 * A stand-in server process for the crash test (payment-crash.test.ts), run with tsx:
 *   pay <database-url> <session>   submits the success card on the test gateway's page (the
 *                                  gateway captures, then tells the server, which confirms)
 *   recover <database-url>         a server start: runs the due jobs (payment.reconcile) and exits
 */
import { createBackend } from '@/lib/backend/app';
import { registerBookingJobs } from '@/lib/backend/booking';
import { runDueJobs } from '@/lib/backend/jobs';
import { registerPaymentJobs } from '@/lib/backend/payment/reconcile';
import { openDatabase } from '@/lib/db/open';
import { SITE_HEADER } from '@/lib/tenant/site-header';

async function main() {
  const [mode, url, session] = process.argv.slice(2);
  const opened = await openDatabase({ url });
  if (mode === 'recover') {
    registerPaymentJobs();
    registerBookingJobs();
    console.log(`ran ${await runDueJobs(opened.db)}`);
    await opened.close();
    return;
  }
  const backend = createBackend({
    db: async () => opened.db,
    log: (m, extra) => console.log(m, JSON.stringify(extra ?? {})),
  });
  console.log('paying');
  const res = await backend.request('/api/test-gateway/pay', {
    method: 'POST',
    headers: {
      [SITE_HEADER]: 'demo',
      host: 'demo.localhost:3000',
      origin: 'http://demo.localhost:3000',
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({
      session: session ?? '',
      card_number: '4242424242424242',
      expiry: '12/30',
      cvc: '123',
      name: 'A',
    }).toString(),
  });
  console.log(`answered ${res.status}`);
  await opened.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
