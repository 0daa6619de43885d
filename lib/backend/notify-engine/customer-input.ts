import { type CountryCode, isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js';
import { CUSTOMER_VALIDATION, type TCustomerInput } from '@/lib/contract/customers';
import type { Tenant } from '@/lib/db/schema';

/** A customer's fields as stored: the e-mail lower-cased (the schema did it), the mobile in E.164. */
export type CustomerValues = Omit<TCustomerInput, 'subscribed'>;

/** The country a mobile without a +code belongs to: the agency's own (spec §3 agency_details), when libphonenumber knows it. */
export function defaultCountryOf(tenant: Pick<Tenant, 'config'>): CountryCode | undefined {
  const code = tenant.config.agency_details?.details?.country?.trim().toUpperCase();
  return code && isSupportedCountry(code) ? code : undefined;
}

/** '07700 900123' (GB) or '+44 7700 900123' → '+447700900123'; null when it is not a valid number. */
export function mobileE164(raw: string, country: CountryCode | undefined): string | null {
  const parsed = parsePhoneNumberFromString(raw, country ? { defaultCountry: country } : undefined);
  return parsed?.isValid() ? parsed.number : null;
}

/**
 * The schema-checked input with its mobile in E.164, or the refused field (the schema has already
 * named any other). Pure.
 */
export function normaliseCustomer(
  input: CustomerValues,
  country: CountryCode | undefined,
): { ok: true; values: CustomerValues } | { ok: false; field: 'mobile'; message: string } {
  if (input.mobile === null) return { ok: true, values: input };
  const mobile = mobileE164(input.mobile, country);
  if (!mobile) return { ok: false, field: 'mobile', message: CUSTOMER_VALIDATION.mobileInvalid };
  return { ok: true, values: { ...input, mobile } };
}
