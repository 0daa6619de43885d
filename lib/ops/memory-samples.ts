import { appendFileSync } from 'node:fs';

/**
 * Opt-in memory sampling for benchmarks and soak runs: with MEMORY_SAMPLE_FILE set, the server
 * appends one JSON line a second with its resident set, heap and external memory (bytes), so a
 * load generator can report memory before, during and after a run without reaching into the
 * process. Off unless the variable is set; the timer never keeps the process alive.
 */
export interface MemorySample {
  at: number;
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
}

export function sampleMemory(now = Date.now()): MemorySample {
  const m = process.memoryUsage();
  return {
    at: now,
    rss: m.rss,
    heapUsed: m.heapUsed,
    heapTotal: m.heapTotal,
    external: m.external,
    arrayBuffers: m.arrayBuffers,
  };
}

export function startMemorySamples(
  file = process.env.MEMORY_SAMPLE_FILE,
  everyMs = 1000,
): (() => void) | null {
  if (!file) return null;
  const write = () => {
    try {
      appendFileSync(file, `${JSON.stringify(sampleMemory())}\n`);
    } catch {
      // A benchmark's file went away: sampling is best effort, serving is not affected.
    }
  };
  write();
  const timer = setInterval(write, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
