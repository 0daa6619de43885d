// @ts-check
import { Counter, Histogram, register } from 'prom-client';

/**
 * The process's metric of that name, made on its first use: prom-client is loaded once from
 * node_modules (serverExternalPackages), so every bundle and the cache handler, which Next loads
 * uncompiled, count into the one registry /metrics reads. Plain ESM JavaScript for that handler;
 * types in metric-once.d.mts.
 */

/**
 * @param {string} name
 * @param {string} help
 * @param {string[]} labelNames
 * @returns {Counter<string>}
 */
export function counterOnce(name, help, labelNames) {
  const known = /** @type {Counter<string> | undefined} */ (register.getSingleMetric(name));
  return known ?? new Counter({ name, help, labelNames });
}

/**
 * @param {string} name
 * @param {string} help
 * @param {string[]} labelNames
 * @param {number[]} buckets
 * @returns {Histogram<string>}
 */
export function histogramOnce(name, help, labelNames, buckets) {
  const known = /** @type {Histogram<string> | undefined} */ (register.getSingleMetric(name));
  return known ?? new Histogram({ name, help, labelNames, buckets });
}
