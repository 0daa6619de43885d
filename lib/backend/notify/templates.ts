import 'server-only';
import type { Locale } from '@/i18n/locales';
import type { Db } from '@/lib/db/open';
import { deliver } from './deliver';
import { htmlOpening, type MailLocale, mailLocale, mailTranslator } from './mail-locale';
import type { TChannel, TDeliveryResult } from './types';

/** The templated messages of sign-in. Link lifetimes are stated in the text, so pass the real ones. */
export type TTemplate =
  | { kind: 'otp'; otp: string; expiresInMinutes: number }
  | { kind: 'set_password'; link: string; expiresInHours: number }
  | { kind: 'verify'; link: string; expiresInHours: number }
  | { kind: 'invitation'; link: string; expiresInHours: number }
  /** Registration with an e-mail that already has an account: nothing changed, a set-password link. */
  | { kind: 'account_exists'; link: string; expiresInHours: number }
  /** Sign-in locked by failed attempts from many places: a link that lifts the lock. */
  | { kind: 'unlock'; link: string; expiresInHours: number }
  /** An OTP or set-password link was asked for an address without an account: where to register. */
  | { kind: 'no_account'; link: string };

export interface TRendered {
  subject: string;
  text: string;
  html: string;
  links: string[];
}

const LINK_KEYS = {
  set_password: 'setPassword',
  verify: 'verify',
  invitation: 'invitation',
  account_exists: 'accountExists',
  unlock: 'unlock',
} as const;

type T = ReturnType<typeof mailTranslator>;

/**
 * Renders a template for one agency (brand name in subject, body and signature), in the reader's
 * language (`ml`, en-GB by default). Pure.
 */
export function renderTemplate(
  template: TTemplate,
  agencyName: string,
  channel: TChannel = 'email',
  ml: MailLocale = mailLocale(),
): TRendered {
  const t = mailTranslator(ml, 'Emails');
  const agency = agencyName.trim() || 'Itinera';
  if (template.kind === 'otp') {
    const vars = { agency, otp: template.otp, minutes: template.expiresInMinutes };
    if (channel === 'sms') {
      return { subject: '', text: t('otp.sms', vars), html: '', links: [] };
    }
    const lines = [t('otp.intro', vars), t('otp.expiry', vars)];
    return {
      subject: t('otp.subject', vars),
      text: textBody(t, lines, agency),
      html: htmlBody(t, ml, agency, [t('otp.intro', vars)], null, [t('otp.expiry', vars)]),
      links: [],
    };
  }
  if (template.kind === 'no_account') {
    const vars = { agency };
    const intro = t('noAccount.intro', vars);
    const action = t('noAccount.action', vars);
    return {
      subject: t('noAccount.subject', vars),
      text: textBody(t, [intro, `${action}: ${template.link}`], agency),
      html: htmlBody(t, ml, agency, [intro], { label: action, href: template.link }, []),
      links: [template.link],
    };
  }
  const key = LINK_KEYS[template.kind];
  const vars = { agency, hours: template.expiresInHours };
  const intro = t(`${key}.intro`, vars);
  const expiry = t(`${key}.expiry`, vars);
  const action = t(`${key}.action`, vars);
  return {
    subject: t(`${key}.subject`, vars),
    text: textBody(t, [intro, `${action}: ${template.link}`, expiry], agency),
    html: htmlBody(t, ml, agency, [intro], { label: action, href: template.link }, [expiry]),
    links: [template.link],
  };
}

function textBody(t: T, lines: string[], agency: string): string {
  return [t('greeting'), '', ...lines, '', t('ignore'), '', t('signature', { agency })].join('\n');
}

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function htmlBody(
  t: T,
  ml: MailLocale,
  agency: string,
  before: string[],
  button: { label: string; href: string } | null,
  after: string[],
): string {
  const p = (s: string) => `<p style="margin:0 0 16px">${escapeHtml(s)}</p>`;
  const cta = button
    ? `<p style="margin:0 0 16px"><a href="${escapeHtml(button.href)}" style="display:inline-block;padding:12px 20px;background:#1f4f99;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(button.label)}</a></p>`
    : '';
  return [
    htmlOpening(ml),
    `<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(agency)}</h1>`,
    p(t('greeting')),
    ...before.map(p),
    cta,
    ...after.map(p),
    p(t('ignore')),
    p(t('signature', { agency })),
    '</body></html>',
  ].join('');
}

/** The agency's display name from a tenant's site configuration (spec §3 agency_details.name). */
export function agencyNameOf(tenant: {
  config: { agency_details?: { name?: string | null } | null };
}): string {
  return tenant.config.agency_details?.name ?? '';
}

/**
 * Renders a template for the tenant and delivers it. For SMS only the OTP template exists.
 * `to` is the e-mail address or the E.164 phone number.
 */
export async function sendTemplate(input: {
  db: Db;
  tenant: { id: string; config: { agency_details?: { name?: string | null } | null } };
  channel: TChannel;
  to: string;
  template: TTemplate;
  /** The reader's language (the user's preferred locale); en-GB when unknown. */
  locale?: Locale;
}): Promise<TDeliveryResult> {
  const agency = agencyNameOf(input.tenant);
  const r = renderTemplate(input.template, agency, input.channel, mailLocale(input.locale));
  return deliver({
    db: input.db,
    tenantId: input.tenant.id,
    channel: input.channel,
    to: input.to,
    kind: input.template.kind,
    text: r.text,
    links: r.links,
    fromName: agency,
    ...(input.channel === 'email' ? { subject: r.subject, html: r.html } : {}),
  });
}
