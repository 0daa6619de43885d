/**
 * A gate that lets at most `slots` tasks run at once; the rest wait their turn, first come first
 * served. For work whose cost is memory or whole cores (password hashing), where running more at
 * once only adds to the peak and finishes nothing sooner.
 */
export interface Gate {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running now, and waiting. */
  readonly running: number;
  readonly waiting: number;
}

export function createGate(slots: number): Gate {
  if (!Number.isInteger(slots) || slots < 1)
    throw new RangeError(`a gate needs at least one slot, not ${slots}`);
  let running = 0;
  const queue: (() => void)[] = [];

  const release = () => {
    const next = queue.shift();
    if (next) next();
    else running--;
  };

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      // A freed slot passes straight to the next waiter, so `running` never dips in between.
      if (running < slots) running++;
      else await new Promise<void>((resolve) => queue.push(resolve));
      try {
        return await task();
      } finally {
        release();
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
  };
}
