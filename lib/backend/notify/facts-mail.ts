import { htmlOpening, type MailLocale, mailLocale, mailTranslator } from './mail-locale';
import { escapeHtml } from './templates';

/** What a transactional e-mail with a list of facts says (the booking confirmation, a quotation). */
export interface FactsMail {
  agency: string;
  intro: string;
  facts: string[];
  action: { label: string; href: string };
  /** Paragraphs after the button. */
  after: string[];
}

/**
 * The text and HTML bodies of such an e-mail, in the same order: greeting, intro, the facts as a
 * list, the button (a link line in text), the closing paragraphs and the agency's signature. Every
 * value is escaped in the HTML. Pure.
 */
export function factsMailBodies(
  mail: FactsMail,
  ml: MailLocale = mailLocale(),
): { text: string; html: string } {
  const common = mailTranslator(ml, 'Emails');
  const signature = common('signature', { agency: mail.agency });
  const text = [
    common('greeting'),
    '',
    mail.intro,
    '',
    ...mail.facts,
    '',
    `${mail.action.label}: ${mail.action.href}`,
    ...mail.after,
    '',
    signature,
  ].join('\n');
  const p = (s: string) => `<p style="margin:0 0 16px">${escapeHtml(s)}</p>`;
  const html = [
    htmlOpening(ml),
    `<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(mail.agency)}</h1>`,
    p(common('greeting')),
    p(mail.intro),
    `<ul style="margin:0 0 16px;padding-inline-start:20px">${mail.facts.map((f) => `<li>${escapeHtml(f)}</li>`).join('')}</ul>`,
    `<p style="margin:0 0 16px"><a href="${escapeHtml(mail.action.href)}" style="display:inline-block;padding:12px 20px;background:#1f4f99;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(mail.action.label)}</a></p>`,
    ...mail.after.map(p),
    p(signature),
    '</body></html>',
  ].join('');
  return { text, html };
}
