import 'server-only';
import type { Db } from '@/lib/db/open';
import type { Tenant } from '@/lib/db/schema';
import { ratesKey } from '@/lib/money';
import type { PriceFn } from '@/lib/planner/types';
import { createPriceFn } from '@/lib/pricing';
import { currencyForCountry } from '@/lib/reference';
import { toWorkingConfig } from '@/lib/tenant/working-config';
import { tenantExchangeRates } from '../currency/tenant-rates';

/** Binds a tenant's pricing (working configuration and own rates) to a currency and discount code. */
export type TenantPricing = ((currency: string, discountCode?: string | null) => PriceFn) & {
  /**
   * The rates as text (the reference rates and the tenant's own): they are not part of the tenant's
   * version, so a cached plan keys on them too (a new rate is a new plan).
   */
  readonly ratesKey: string;
};

/**
 * The tenant's pricing, read once per call: markup factors and rules, taxes, discount codes and pricing
 * option from its working configuration; the latest reference rates with its own in their place. Fixed tax and
 * discount amounts are in the agency's invoice currency (else its country's).
 * createPriceFn throws DiscountCodeError for a code the agency does not have.
 */
export async function tenantPricing(db: Db, tenant: Tenant): Promise<TenantPricing> {
  const wc = toWorkingConfig(tenant.config, { currencyForCountry });
  const rates = await tenantExchangeRates(db, tenant.id);
  const pricing = (currency: string, discountCode?: string | null) =>
    createPriceFn({
      pricingConfiguration: wc.pricingConfiguration,
      markupRules: wc.markupRules,
      taxes: wc.taxconfig_set,
      discountCodes: wc.discountCodes,
      discountCode: discountCode ?? null,
      currency,
      rates,
      pricingOption: wc.pricingOption,
      fixedAmountCurrency: wc.invoice_currency ?? wc.currency,
    });
  return Object.assign(pricing, { ratesKey: ratesKey(rates) });
}
