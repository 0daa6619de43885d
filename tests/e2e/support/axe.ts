import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, Result } from 'axe-core';

declare global {
  interface Window {
    axe?: { run: (context?: unknown, options?: unknown) => Promise<AxeResults> };
  }
}

// axe-core itself, evaluated in the page (@axe-core/playwright needs Node 22). Evaluated through the
// DevTools protocol, not added as a <script>: the pages' policy runs no inline script without the
// response's nonce, and a test tool should not need the policy turned off.
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const BLOCKING = new Set(['serious', 'critical']);

function describeViolation(v: Result): string {
  const where = v.nodes
    .slice(0, 3)
    .map((n) => n.target.join(' '))
    .join(' | ');
  return `[${v.impact}] ${v.id}: ${v.help} (${v.nodes.length}×: ${where})`;
}

/**
 * Runs axe on the current page and fails on serious or critical violations, listing each one.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  await page.evaluate(AXE_SOURCE);
  const injected = await page.evaluate(() => typeof window.axe?.run === 'function');
  expect(injected, 'axe-core was not injected').toBe(true);
  const results = await page.evaluate(() =>
    // biome-ignore lint/style/noNonNullAssertion: checked just above, in the same page.
    window.axe!.run(document, { resultTypes: ['violations'] }),
  );
  const blocking = results.violations.filter((v) => v.impact && BLOCKING.has(v.impact));
  expect(blocking.map(describeViolation), `axe on ${page.url()}`).toEqual([]);
}
