import 'server-only';
import { closeDatabase } from '@/lib/db/client';
import { stopJobWorker } from './jobs';
import { stopRetention } from './jobs/retention';
import { closeProcessLimiters } from './ratelimit/process-limiter';

/**
 * The built-in backend's part of a graceful stop (issue 34 item 3), once the server takes no more
 * requests: the job worker claims nothing more and its running job gets `handBackAfterMs` to end,
 * after which it is handed back to the queue for another instance; the purge timer stops; the
 * Redis connection and the database (its pool, or the embedded one, written out) are closed.
 * Resolves how many jobs were handed back.
 */
export async function stopBackend({ handBackAfterMs }: { handBackAfterMs: number }): Promise<number> {
  stopRetention();
  const handedBack = await stopJobWorker({ handBackAfterMs });
  await closeProcessLimiters();
  await closeDatabase();
  return handedBack;
}
