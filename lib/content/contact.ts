import type { WorkingConfig } from '@/lib/tenant/working-config';
import { type AgencyFacts, agencyFacts } from './agency';

/** What the Contact Us page shows: every customer-care entry, then the agency's own details. */
export interface ContactModel {
  /** The configured contact_us_text, shown as the page's introduction. */
  intro: string | null;
  phones: string[];
  emails: string[];
  /** The number offered for WhatsApp: the first customer-care phone. */
  whatsapp: string | null;
  agency: AgencyFacts;
}

export function contactModel(wc: WorkingConfig): ContactModel {
  const values = (type: string) =>
    wc.customer_care.entries
      .filter((e) => e.type === type)
      .map((e) => e.value.trim())
      .filter((v, i, all) => v !== '' && all.indexOf(v) === i);
  const phones = values('customer_care_number');
  return {
    intro: wc.customer_care.contactText,
    phones,
    emails: values('customer_care_email'),
    whatsapp: phones[0] ?? null,
    agency: agencyFacts(wc),
  };
}
