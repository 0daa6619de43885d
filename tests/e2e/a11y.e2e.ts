import { test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { TENANTS, tenantUrl } from './support/hosts';

// axe is injected as a script; a strict CSP on the page would block it. CSP is not under test here.
test.use({ bypassCSP: true });

for (const tenant of TENANTS) {
  test(`${tenant}: home has no serious or critical accessibility violation`, async ({ page }) => {
    await page.goto(tenantUrl(tenant, '/search/trips'));
    await expectNoSeriousA11yViolations(page);
  });
}
