// The crash half of `npm run bench:campaign`: a worker process on the bench's database (a PGlite
// folder, or DATABASE_URL) running the job queue until the campaign named on the command line is
// sent, printing `sent <n>` as it goes so the parent knows when to SIGKILL it.
//   node … bench/campaign/worker.ts <pglite folder | postgres url> <campaign id>
import { and, count, eq } from 'drizzle-orm';
import { ensureDeploymentSecret } from '@/lib/auth/secret-store';
import { runDueJobs } from '@/lib/backend/jobs';
import { registerCampaignJobs } from '@/lib/backend/notify-engine/send-campaign';
import { openDatabase } from '@/lib/db/open';
import { campaignRecipients, campaigns } from '@/lib/db/schema';

async function main() {
  const [where, campaignId] = process.argv.slice(2);
  if (!where || !campaignId) throw new Error('usage: worker.ts <db> <campaign id>');
  const opened = await openDatabase(where.startsWith('postgres') ? { url: where } : { dataDir: where });
  const db = opened.db;
  await ensureDeploymentSecret(
    async () => db,
    () => {},
  );
  registerCampaignJobs();
  for (;;) {
    await runDueJobs(db, { max: 1, leaseMs: Number(process.env.BENCH_JOB_LEASE_MS || 3000), log: () => {} });
    const [c] = await db
      .select({ status: campaigns.status })
      .from(campaigns)
      .where(eq(campaigns.id, campaignId));
    const [s] = await db
      .select({ n: count() })
      .from(campaignRecipients)
      .where(and(eq(campaignRecipients.campaignId, campaignId), eq(campaignRecipients.status, 'sent')));
    process.stdout.write(`sent ${s?.n ?? 0}\n`);
    if (c?.status === 'sent') break;
    await new Promise((r) => setTimeout(r, 50));
  }
  await opened.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
