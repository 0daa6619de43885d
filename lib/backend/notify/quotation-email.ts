import type { TQuotation } from '@/lib/contract/planner';
import { factsMailBodies } from './facts-mail';
import { type MailLocale, mailLocale, mailTranslator } from './mail-locale';
import type { TRendered } from './templates';

/**
 * A quotation sent (again) to its customer by the agency (issue 29 item 2): the opportunity, the
 * destinations, the travel date, who travels and the price, with a button to the trip. Pure: the
 * caller attaches the quotation's PDF and delivers it.
 */
export function renderQuotationEmail(
  q: TQuotation,
  agencyName: string,
  /** The customer's language; en-GB by default. */
  ml: MailLocale = mailLocale(),
): TRendered {
  const t = mailTranslator(ml, 'StaffQuotations.email');
  const agency = agencyName.trim() || 'Itinera';
  const facts = [
    t('oppId', { oppId: q.opp_id }),
    t('destinations', { destinations: q.destinations.join(', ') }),
    t('travelDate', { date: ml.date(q.travel_date) }),
    t('travellers', { adults: q.adults, children: q.children, infants: q.infants }),
    t('price', { amount: ml.money(q.price) }),
  ];
  const { text, html } = factsMailBodies(
    {
      agency,
      intro: t('intro', { agency }),
      facts,
      action: { label: t('action'), href: q.trip_url },
      after: [t('reply')],
    },
    ml,
  );
  return { subject: t('subject', { agency, oppId: q.opp_id }), text, html, links: [q.trip_url] };
}
