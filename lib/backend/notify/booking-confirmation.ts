import type { TBooking } from '@/lib/contract/booking';
import { factsMailBodies } from './facts-mail';
import { type MailLocale, mailLocale, mailTranslator } from './mail-locale';
import type { TRendered } from './templates';

/**
 * The booking confirmation e-mail (spec `send_book_email/`): reference, package, departure,
 * travellers, what it costs, what is paid and what is still due, and a link to the booking's page.
 * In the booking's language (`ml`, en-GB by default). Pure: the caller attaches the voucher and delivers it.
 */
export function renderBookingConfirmation(
  booking: TBooking,
  agencyName: string,
  link: string,
  ml: MailLocale = mailLocale(),
): TRendered {
  const t = mailTranslator(ml, 'Emails.bookingConfirmation');
  const formatDisplayDate = ml.date;
  const formatMoney = ml.money;
  const agency = agencyName.trim() || 'Itinera';
  const partial = booking.balance_due.amount > 0;
  const names = booking.travellers
    .map((p) => [p.title, p.first_name, p.last_name].filter(Boolean).join(' '))
    .join(', ');
  const intro = partial
    ? t('introPartial', { agency, dueDate: formatDisplayDate(booking.balance_due_date ?? '') })
    : t('intro', { agency });
  const facts = [
    t('reference', { reference: booking.reference }),
    t('package', { title: booking.package.title }),
    t('departure', { date: formatDisplayDate(booking.departure_date) }),
    t('travellers', { names }),
    t('total', { amount: formatMoney(booking.price.total) }),
    t('paid', { amount: formatMoney(booking.paid) }),
    ...(partial ? [t('balance', { amount: formatMoney(booking.balance_due) })] : []),
  ];
  const subject = t(partial ? 'subjectPartial' : 'subject', { agency, reference: booking.reference });
  const { text, html } = factsMailBodies(
    {
      agency,
      intro,
      facts,
      action: { label: t('action'), href: link },
      after: [t('voucher')],
    },
    ml,
  );
  return { subject, text, html, links: [link] };
}
