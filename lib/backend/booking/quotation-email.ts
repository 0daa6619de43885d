import 'server-only';
import type { Context } from 'hono';
import { createTranslator } from 'next-intl';
import { deliver } from '@/lib/backend/notify';
import { mailLocale } from '@/lib/backend/notify/mail-locale';
import { renderQuotationEmail } from '@/lib/backend/notify/quotation-email';
import { linkIn, readerLocale } from '@/lib/backend/notify/reader-locale';
import { agencyNameOf } from '@/lib/backend/notify/templates';
import { brandOf } from '@/lib/backend/pdf/brand';
import { renderQuotationPdf } from '@/lib/backend/pdf/render';
import type { Db } from '@/lib/db/open';
import type { Quotation, Tenant } from '@/lib/db/schema';
import { siteOrigin } from '@/lib/seo/site-origin';
import messages from '@/messages/en-GB/StaffQuotations.json';
import { findUserByEmail, findUserById } from '../auth/users';
import { AppError } from '../http/errors';
import { findLead } from '../planner/lead-repository';
import { toApiQuotation } from '../quotations/repository';
import { assertEmailWithinLimit } from './email-limit';

/**
 * Re-sending a quotation to its customer (issue 29 item 2, staff only: the route checks who asks).
 * Quotation e-mails had no sender before this; like the booking confirmation (confirmation-email.ts)
 * it goes through the notify outbox at once, the quotation's PDF attached, rendered from the
 * quotation itself (what was quoted, not the lead as it is now). It lives here, beside the other
 * customer e-mails, because `quotations` may not import `pdf` (pdf imports quotations).
 */

export const quotationStaffText = createTranslator({
  locale: 'en-GB',
  messages: { StaffQuotations: messages },
  namespace: 'StaffQuotations.server',
});

/** At most 3 re-sends per quotation per hour, whoever asks (each one is an e-mail to a customer). */
export const QUOTATION_EMAIL_LIMIT = { limit: 3, windowMs: 60 * 60_000 };

/** Counts one re-send of the quotation and refuses the fourth in an hour (429 with Retry-After). */
export async function assertQuotationEmailAllowed(c: Context, tenant: Tenant, quotationId: string) {
  await assertEmailWithinLimit(c, `quotationEmail:${tenant.id}:${quotationId}`, QUOTATION_EMAIL_LIMIT, (v) =>
    quotationStaffText('emailLimit', v),
  );
}

/** A quotation without a customer e-mail address cannot be sent (409, before anything is counted). */
export function assertHasCustomerEmail(row: Quotation): asserts row is Quotation & { customerEmail: string } {
  if (!row.customerEmail) throw new AppError('no_customer_email', 409, quotationStaffText('noCustomerEmail'));
}

/** Renders the quotation's e-mail and PDF and delivers them to its customer. */
export async function sendQuotationEmail(
  db: Db,
  tenant: Tenant,
  row: Quotation & { customerEmail: string },
): Promise<void> {
  const quotation = toApiQuotation(row, tenant.agencyId);
  const lead = await findLead(db, tenant.id, row.leadId);
  const brand = brandOf(tenant.config, siteOrigin(tenant.key, process.env));
  // The customer's language: theirs on this site if they have an account, else the site's default.
  const customer = lead?.userId
    ? await findUserById(db, tenant.id, lead.userId)
    : await findUserByEmail(db, tenant.id, row.customerEmail);
  const locale = readerLocale(tenant.config, customer?.locale);
  const ml = mailLocale(locale);
  const pdf = await renderQuotationPdf({
    brand,
    variant: row.variant,
    search: lead?.search ?? null,
    quotation,
    ml,
  });
  const agency = agencyNameOf(tenant);
  const mail = renderQuotationEmail(
    { ...quotation, trip_url: linkIn(tenant.config, locale, quotation.trip_url) },
    agency,
    ml,
  );
  await deliver({
    db,
    tenantId: tenant.id,
    channel: 'email',
    to: row.customerEmail,
    kind: 'quotation',
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    links: mail.links,
    fromName: agency,
    attachments: [
      { filename: `quotation-${quotation.opp_id}.pdf`, contentType: 'application/pdf', content: pdf },
    ],
  });
}
