import { expect, test } from '@playwright/test';
import { TENANTS, tenantUrl } from './support/hosts';
import { rootCssVariable, type TenantLook, tenantLook } from './support/site-config';

/** Each tenant's home is its own site: name, logo and colours come from its configuration. */

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

for (const tenant of TENANTS) {
  test(`${tenant}: home at /search/trips shows the agency's title, logo and brand colour`, async ({
    page,
    request,
  }) => {
    const look = await tenantLook(request, tenant);
    const res = await page.goto(tenantUrl(tenant, '/search/trips'));
    expect(res?.status()).toBe(200);
    await expect(page).toHaveTitle(look.tabTitle);
    // The logo links home from the header; the link is named after the agency for screen readers.
    const logoLink = page
      .getByRole('banner')
      .getByRole('link', { name: new RegExp(escapeRegExp(look.agencyName), 'i') })
      .filter({ has: page.locator('img') })
      .first();
    await expect(logoLink).toBeVisible();
    await expect(logoLink.locator('img').first()).toHaveAttribute(
      'src',
      new RegExp(`${escapeRegExp(look.logoUrl)}$`),
    );
    expect((await rootCssVariable(page, '--brand')).toLowerCase()).toBe(look.brand);
  });
}

test('the two demo tenants differ visibly', async ({ request }) => {
  const [demo, b2b] = (await Promise.all(TENANTS.map((t) => tenantLook(request, t)))) as [
    TenantLook,
    TenantLook,
  ];
  expect(demo.agencyName).not.toBe(b2b.agencyName);
  expect(demo.logoUrl).not.toBe(b2b.logoUrl);
  expect(demo.brand).not.toBe(b2b.brand);
});
