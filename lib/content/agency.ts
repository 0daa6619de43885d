import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { WorkingConfig } from '@/lib/tenant/working-config';

/** What the info pages say about the agency itself, taken from the working configuration. */
export interface AgencyFacts {
  name: string;
  countryCode: string | null;
  countryName: string | null;
  /** The agency's own e-mail and phone (agency_details). */
  email: string | null;
  phone: string | null;
  /** Postal address lines from the structured-data extras, in reading order. */
  addressLines: string[];
  /**
   * The address visitors should write to: the customer-care e-mail when configured (that is what
   * the agency wants visitors to use), otherwise the agency's own.
   */
  contactEmail: string | null;
}

/** English name of an ISO 3166 alpha-2 code ('GB' → 'United Kingdom'), or null when unknown. */
export function countryName(code: string | null | undefined): string | null {
  if (!code || !/^[A-Za-z]{2}$/.test(code)) return null;
  try {
    const name = new Intl.DisplayNames(['en-GB'], { type: 'region', fallback: 'none' }).of(
      code.toUpperCase(),
    );
    return name ?? null;
  } catch {
    return null;
  }
}

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** Address lines from a schema.org PostalAddress-like object (street, then postcode and town). */
export function postalAddressLines(organization: Record<string, unknown>): string[] {
  const address = organization.address;
  if (!address || typeof address !== 'object') return [];
  const a = address as Record<string, unknown>;
  const street = str(a.streetAddress);
  const town = [str(a.postalCode), str(a.addressLocality)].filter(Boolean).join(' ');
  const region = str(a.addressRegion);
  return [street, town || null, region].filter((l): l is string => l !== null);
}

/** Agency phone in international form from its dial code and number ('+44', '2079460958'). */
function agencyPhone(details: WorkingConfig['agency_details']['details']): string | null {
  const number = str(details.mobile_number);
  if (!number) return null;
  const code = str(details.code);
  const raw = code ? `${code.startsWith('+') ? code : `+${code}`} ${number}` : number;
  // Written the way the country writes it ('+44 20 7946 0958'), when the number parses.
  return parsePhoneNumberFromString(raw)?.formatInternational() ?? raw;
}

export function agencyFacts(wc: WorkingConfig): AgencyFacts {
  const details = wc.agency_details.details;
  const countryCode = str(details.country)?.toUpperCase() ?? null;
  return {
    name: wc.agency_name,
    countryCode,
    countryName: countryName(countryCode),
    email: str(details.email),
    phone: agencyPhone(details),
    addressLines: postalAddressLines(wc.organization),
    contactEmail: wc.customer_care.email ?? str(details.email),
  };
}

/** The word the legal templates select on when a value is missing ("{country, select, none {…}}"). */
export const MISSING = 'none';

/**
 * An English country name as it reads inside a sentence: 'based in the Netherlands', 'the law of
 * the United Kingdom' (names that are plurals or 'United …', '… Islands', '… Republic').
 */
export function countryInSentence(name: string): string {
  return /^(United |Netherlands$|Philippines$|Bahamas$|Gambia$|Maldives$|Comoros$|Seychelles$)|( Islands| Republic| Emirates)$/.test(
    name,
  )
    ? `the ${name}`
    : name;
}

/** Values the generic legal texts are filled in with. */
export function legalTemplateValues(facts: AgencyFacts): { agency: string; country: string; email: string } {
  return {
    agency: facts.name,
    country: facts.countryName ? countryInSentence(facts.countryName) : MISSING,
    email: facts.contactEmail ?? MISSING,
  };
}
