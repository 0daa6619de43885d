/**
 * Whether a site may take payments through the built-in test gateway, whose cards "pay" without
 * money. Its configuration alone must not decide: an agency that names it by mistake (or a copied
 * demo configuration) would hand out confirmed trips for free. By default only the seeded demo
 * sites may use it; PAYMENT_TEST_GATEWAY=on allows every site (a staging deployment), =off none.
 */
export function testGatewayAllowed(
  siteKey: string,
  demoSiteKeys: readonly string[],
  env: Record<string, string | undefined> = process.env,
): boolean {
  const setting = env.PAYMENT_TEST_GATEWAY?.trim().toLowerCase();
  if (setting === 'off') return false;
  if (setting === 'on') return true;
  return demoSiteKeys.includes(siteKey);
}
