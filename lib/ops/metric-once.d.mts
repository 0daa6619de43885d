/** Types of metric-once.mjs (plain JavaScript because the cache handler uses it uncompiled). */
import type { Counter, Histogram } from 'prom-client';

export function counterOnce(name: string, help: string, labelNames: string[]): Counter<string>;
export function histogramOnce(
  name: string,
  help: string,
  labelNames: string[],
  buckets: number[],
): Histogram<string>;
