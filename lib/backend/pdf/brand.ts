import type { TSiteConfig } from '@/lib/contract/site-config';
import { readableOn, safeColour } from '@/lib/tenant/theme';
import { DEFAULT_PRIMARY } from '@/lib/tenant/working-config';

/** What a PDF needs of the agency: its name, accent colour and contact details. */
export interface PdfBrand {
  agencyName: string;
  /** Hex accent (main_button_color) and the text colour readable on it. */
  accent: string;
  onAccent: string;
  phone: string | null;
  email: string | null;
  /** The agency's site, e.g. 'https://demo.itinera.example'. */
  website: string | null;
}

/** '#abc' → '#aabbcc', '#rrggbbaa' → '#rrggbb': the forms pdfkit draws. */
function sixDigit(hex: string): string {
  const h = hex.trim();
  if (h.length === 4) return `#${[...h.slice(1)].map((c) => c + c).join('')}`;
  return h.slice(0, 7);
}

const clean = (v: string | null | undefined) => v?.trim() || null;

/**
 * The agency's brand from its site configuration (spec §3): the agency name, main_button_color as
 * the accent (then the theme's primary, then the default), and the customer-care phone and e-mail
 * (falling back to the agency's own details). No logo: PDFs are made without network fetches.
 */
export function brandOf(config: TSiteConfig, website: string | null = null): PdfBrand {
  const accent = sixDigit(
    safeColour(config.main_button_color, safeColour(config.theme?.primary_color, DEFAULT_PRIMARY)),
  );
  const care = (type: string) =>
    clean((config.customercare_set ?? []).find((c) => c.type === type && c.value.trim())?.value);
  const details = config.agency_details.details ?? {};
  const agencyPhone = clean(details.mobile_number)
    ? `${clean(details.code) ? `${clean(details.code)} ` : ''}${clean(details.mobile_number)}`
    : null;
  return {
    agencyName: config.agency_details.name.trim() || config.subdomain,
    accent,
    onAccent: readableOn(accent),
    phone: care('customer_care_number') ?? agencyPhone,
    email: care('customer_care_email') ?? clean(details.email),
    website,
  };
}
