/** Customer-care phone and e-mail as tappable links (spec §2 side menu: phone, email and WhatsApp). */

/** `tel:` keeps a leading + and the digits, so spaces and brackets in the configured number don't matter. */
export function telHref(phone: string | null | undefined): string | null {
  const digits = phone?.replace(/\D/g, '') ?? '';
  if (!digits) return null;
  return `tel:${phone?.trim().startsWith('+') ? '+' : ''}${digits}`;
}

/** WhatsApp click-to-chat wants the full international number as digits only. */
export function whatsAppHref(phone: string | null | undefined): string | null {
  const digits = phone?.replace(/\D/g, '') ?? '';
  return digits ? `https://wa.me/${digits}` : null;
}

const EMAIL = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;

export function mailtoHref(email: string | null | undefined): string | null {
  const value = email?.trim() ?? '';
  return EMAIL.test(value) ? `mailto:${value}` : null;
}
