import { createTranslator } from 'next-intl';
import type { TQuotation } from '@/lib/contract/planner';
import { formatDisplayDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import messages from '@/messages/en-GB/StaffQuotations.json';
import { factsMailBodies } from './facts-mail';
import type { TRendered } from './templates';

const t = createTranslator({
  locale: 'en-GB',
  messages: { StaffQuotations: messages },
  namespace: 'StaffQuotations.email',
});

/**
 * A quotation sent (again) to its customer by the agency (issue 29 item 2): the opportunity, the
 * destinations, the travel date, who travels and the price, with a button to the trip. Pure: the
 * caller attaches the quotation's PDF and delivers it.
 */
export function renderQuotationEmail(q: TQuotation, agencyName: string): TRendered {
  const agency = agencyName.trim() || 'Itinera';
  const facts = [
    t('oppId', { oppId: q.opp_id }),
    t('destinations', { destinations: q.destinations.join(', ') }),
    t('travelDate', { date: formatDisplayDate(q.travel_date) }),
    t('travellers', { adults: q.adults, children: q.children, infants: q.infants }),
    t('price', { amount: formatMoney(q.price) }),
  ];
  const { text, html } = factsMailBodies({
    agency,
    intro: t('intro', { agency }),
    facts,
    action: { label: t('action'), href: q.trip_url },
    after: [t('reply')],
  });
  return { subject: t('subject', { agency, oppId: q.opp_id }), text, html, links: [q.trip_url] };
}
