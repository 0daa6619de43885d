import 'server-only';
import nodemailer, { type Transporter } from 'nodemailer';

let cached: { url: string; transporter: Transporter } | null = null;

/** One pooled nodemailer transport per SMTP_URL (re-created when the URL changes, e.g. in tests). */
export function smtpTransport(url: string): Transporter {
  if (cached?.url !== url) {
    cached?.transporter.close();
    cached = { url, transporter: nodemailer.createTransport(url) };
  }
  return cached.transporter;
}

/** The sender: SMTP_FROM (or no-reply at the SMTP host), shown under the agency's name. */
export function defaultFrom(url: string, agencyName?: string): { name: string; address: string } {
  return {
    name: agencyName?.trim() || 'Itinera',
    address: process.env.SMTP_FROM || `no-reply@${safeHost(url)}`,
  };
}

function safeHost(url: string): string {
  try {
    const host = new URL(url).hostname;
    return host && host !== '127.0.0.1' && host !== 'localhost' ? host : 'itinera.localhost';
  } catch {
    return 'itinera.localhost';
  }
}
