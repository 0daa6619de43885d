import type { Db } from '@/lib/db/open';

/** A transaction handle (what db.transaction passes to its callback). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
