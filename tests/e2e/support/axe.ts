import { expect, type Page } from '@playwright/test';
import type { AxeResults, Result } from 'axe-core';

declare global {
  interface Window {
    axe?: { run: (context?: unknown, options?: unknown) => Promise<AxeResults> };
  }
}

// axe-core itself, injected into the page (@axe-core/playwright needs Node 22).
const AXE_SCRIPT = require.resolve('axe-core/axe.min.js');
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
 * Pages with a strict CSP block the injected script: use `test.use({ bypassCSP: true })` in the spec.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  await page.addScriptTag({ path: AXE_SCRIPT });
  const injected = await page.evaluate(() => typeof window.axe?.run === 'function');
  expect(injected, 'axe-core was not injected (a CSP? add test.use({ bypassCSP: true }))').toBe(true);
  const results = await page.evaluate(() =>
    // biome-ignore lint/style/noNonNullAssertion: checked just above, in the same page.
    window.axe!.run(document, { resultTypes: ['violations'] }),
  );
  const blocking = results.violations.filter((v) => v.impact && BLOCKING.has(v.impact));
  expect(blocking.map(describeViolation), `axe on ${page.url()}`).toEqual([]);
}
