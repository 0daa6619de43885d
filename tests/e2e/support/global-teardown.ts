import { rmSync } from 'node:fs';

/**
 * Removes the temporary database folder playwright.config.ts made for this run (only that one:
 * a folder passed in through E2E_DATA_DIR belongs to whoever passed it, e.g. scripts/test-all.mjs).
 */
export default function globalTeardown(): void {
  const dir = process.env.E2E_DATA_DIR;
  if (dir && process.env.E2E_DATA_DIR_MADE_BY_CONFIG === dir) rmSync(dir, { recursive: true, force: true });
}
