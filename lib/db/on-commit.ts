import type { Db, Tx } from './open';

/**
 * Work that must happen only once a transaction has committed (a metric counted, a message sent),
 * registered from inside it: `onCommit(tx, fn)` runs `fn` after the outermost transaction commits,
 * and never when it (or the savepoint it was registered in) rolls back. Every database handle
 * openDatabase returns keeps these queues (`keepCommitQueues`).
 */

const queues = new WeakMap<object, (() => void)[]>();

export function onCommit(tx: Tx, fn: () => void): void {
  const queue = queues.get(tx);
  // A handle not opened by openDatabase: nothing would run it after the commit; run it now.
  if (queue) queue.push(fn);
  else runQuietly(fn);
}

function runQuietly(fn: () => void): void {
  try {
    fn();
  } catch (err) {
    // What runs after a commit cannot undo it; it must not fail the caller whose work is done.
    console.error('[itinera] after-commit work failed:', err instanceof Error ? err.name : 'error');
  }
}

type Transaction = Db['transaction'];

/** Gives `handle`'s transactions (and their savepoints, as `tx.transaction`) a queue each. */
function track(handle: { transaction: Transaction }, onCommitted: (queue: (() => void)[]) => void): void {
  const begin = handle.transaction.bind(handle) as Transaction;
  handle.transaction = (async (work, config) => {
    const queue: (() => void)[] = [];
    const result = await begin(async (tx) => {
      queues.set(tx, queue);
      // A savepoint's work joins this transaction's queue only if the savepoint is released.
      track(tx, (inner) => queue.push(...inner));
      return work(tx);
    }, config);
    onCommitted(queue);
    return result;
  }) as Transaction;
}

/** Runs each transaction's onCommit work after it commits. */
export function keepCommitQueues<T extends { transaction: Transaction }>(db: T): T {
  track(db, (queue) => {
    for (const fn of queue) runQuietly(fn);
  });
  return db;
}
