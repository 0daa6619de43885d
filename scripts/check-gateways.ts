// `npm run check:gateways`: the Stripe and Razorpay adapters against the providers' own test mode,
// with the keys in the environment (README "Payments"). Skips, saying why, when none are set.
// The logic lives in lib/backend/payment/live-check.ts; this file wires it to the process.

import { CHECK_SITE, providersToCheck, runLiveCheck } from '@/lib/backend/payment/live-check';
import { gatewaySite } from '@/lib/backend/payment/test-helpers';
import { openDatabase } from '@/lib/db/open';

async function main(): Promise<number> {
  const { ready, skipped } = providersToCheck();
  for (const line of skipped) console.log(`check:gateways: skipped ${line}`);
  if (ready.length === 0) {
    console.log('check:gateways: no test-mode keys set, nothing checked (see README "Payments").');
    return 0;
  }
  const opened = await openDatabase({ inMemory: true });
  try {
    const site = await gatewaySite(opened.db, CHECK_SITE, 999_001, ready[0] as string);
    const steps = await runLiveCheck(opened.db, site.id, ready);
    for (const s of steps)
      console.log(`${s.ok ? 'ok  ' : 'FAIL'} ${s.provider}: ${s.name}${s.detail ? ` — ${s.detail}` : ''}`);
    const failed = steps.filter((s) => !s.ok).length;
    console.log(`${steps.length - failed} passed, ${failed} failed`);
    return failed === 0 ? 0 : 1;
  } finally {
    await opened.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error('check:gateways:', err);
    process.exit(1);
  },
);
