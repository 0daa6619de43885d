import { z } from 'zod';
import { SOCIAL_LINK_TYPES } from '@/lib/contract/site-config';
import { HOME_PATH } from '@/lib/shell/path-rules';
import type { WorkingConfig } from '@/lib/tenant/working-config';
import { absoluteUrl } from './site-origin';

/**
 * The structured-data block describing the agency (spec §1: "a structured-data block describing
 * the company with a customer-service phone"): a schema.org TravelAgency.
 */

export type JsonLdValue = string | number | boolean | null | JsonLdValue[] | { [key: string]: JsonLdValue };
export type JsonLdObject = { [key: string]: JsonLdValue };

const text = z.string().trim().min(1).optional().catch(undefined);

/** The postal address as configured in `organization.address` (schema.org PostalAddress fields). */
const ZPostalAddress = z.object({
  streetAddress: text,
  addressLocality: text,
  addressRegion: text,
  postalCode: text,
  addressCountry: text,
});

/** The fields of `organization` we publish; anything else in it is ignored, never passed through. */
const ZOrganizationExtras = z.object({
  legalName: text,
  alternateName: text,
  foundingDate: text,
  address: ZPostalAddress.optional().catch(undefined),
  sameAs: z.array(z.string()).optional().catch(undefined),
});

/** Drop undefined, null, empty strings, empty arrays and empty objects, recursively. */
function compact(value: unknown): JsonLdValue | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (Array.isArray(value)) {
    const items = value.map(compact).filter((v): v is JsonLdValue => v !== undefined);
    return items.length > 0 ? items : undefined;
  }
  if (typeof value === 'object') {
    const out: JsonLdObject = {};
    for (const [k, v] of Object.entries(value)) {
      const c = compact(v);
      if (c !== undefined) out[k] = c;
    }
    return Object.keys(out).some((k) => !k.startsWith('@')) ? out : undefined;
  }
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? value
    : undefined;
}

/** Social profile URLs (every configured social link, then organization.sameAs), absolute and unique. */
function sameAsOf(wc: WorkingConfig, extra: string[] | undefined, origin: string): string[] {
  const urls = [
    ...SOCIAL_LINK_TYPES.flatMap((t) => wc.links[t].map((l) => l.redirection_url)),
    ...(extra ?? []),
  ]
    .map((u) => absoluteUrl(u, origin))
    .filter((u): u is string => u !== null);
  return [...new Set(urls)];
}

export function buildTravelAgencyJsonLd(wc: WorkingConfig, origin: string): JsonLdObject {
  const org = ZOrganizationExtras.catch({}).parse(wc.organization);
  const phone = wc.customer_care.phone;
  const email = wc.customer_care.email ?? wc.agency_details.details.email ?? null;
  const address = org.address && { '@type': 'PostalAddress', ...org.address };
  const contactPoint = (phone || email) && {
    '@type': 'ContactPoint',
    contactType: 'customer service',
    telephone: phone,
    email,
  };
  const data = compact({
    '@context': 'https://schema.org',
    '@type': 'TravelAgency',
    '@id': `${origin}/#organization`,
    name: wc.vendorName,
    legalName: org.legalName,
    alternateName: org.alternateName,
    url: `${origin}${HOME_PATH}`,
    logo: absoluteUrl(wc.logo, origin),
    image: absoluteUrl(wc.backgrounds.homepage?.image_url, origin) ?? absoluteUrl(wc.logo, origin),
    description: wc.meta_description?.trim(),
    email,
    telephone: phone,
    foundingDate: org.foundingDate,
    address,
    sameAs: sameAsOf(wc, org.sameAs, origin),
    contactPoint: contactPoint ? [contactPoint] : undefined,
  });
  // name is always present, so compact() keeps the object.
  return data as JsonLdObject;
}

/**
 * JSON for a `<script type="application/ld+json">` element. JSON.stringify does not escape `<`, so a
 * configured value containing `</script>` would end the element early and inject markup; `<`, `>`
 * and `&` become \u escapes (still the same JSON), as do U+2028/U+2029.
 */
export function serializeJsonLd(data: JsonLdValue): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
