import { createTranslator } from 'next-intl';
import type { TBooking } from '@/lib/contract/booking';
import { formatDisplayDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import messages from '@/messages/en-GB/Emails.json';
import { escapeHtml, type TRendered } from './templates';

const t = createTranslator({
  locale: 'en-GB',
  messages: { Emails: messages },
  namespace: 'Emails.bookingConfirmation',
});
const common = createTranslator({ locale: 'en-GB', messages: { Emails: messages }, namespace: 'Emails' });

/**
 * The booking confirmation e-mail (spec `send_book_email/`): reference, package, departure,
 * travellers, what it costs, what is paid and what is still due, and a link to the booking's page.
 * Pure: the caller attaches the voucher and delivers it.
 */
export function renderBookingConfirmation(booking: TBooking, agencyName: string, link: string): TRendered {
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
  const action = t('action');
  const subject = t(partial ? 'subjectPartial' : 'subject', { agency, reference: booking.reference });
  const signature = common('signature', { agency });
  const text = [
    common('greeting'),
    '',
    intro,
    '',
    ...facts,
    '',
    `${action}: ${link}`,
    t('voucher'),
    '',
    signature,
  ].join('\n');
  const p = (s: string) => `<p style="margin:0 0 16px">${escapeHtml(s)}</p>`;
  const html = [
    '<!doctype html><html lang="en-GB"><body style="margin:0;padding:24px;font-family:Arial,sans-serif;color:#1a1a1a">',
    `<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(agency)}</h1>`,
    p(common('greeting')),
    p(intro),
    `<ul style="margin:0 0 16px;padding-left:20px">${facts.map((f) => `<li>${escapeHtml(f)}</li>`).join('')}</ul>`,
    `<p style="margin:0 0 16px"><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;background:#1f4f99;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(action)}</a></p>`,
    p(t('voucher')),
    p(signature),
    '</body></html>',
  ].join('');
  return { subject, text, html, links: [link] };
}
