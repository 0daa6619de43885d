import { test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { TENANTS, tenantUrl } from './support/hosts';

for (const tenant of TENANTS) {
  test(`${tenant}: home has no serious or critical accessibility violation`, async ({ page }) => {
    await page.goto(tenantUrl(tenant, '/search/trips'));
    await expectNoSeriousA11yViolations(page);
  });
}
