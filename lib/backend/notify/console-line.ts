import type { TOutgoingMessage } from './types';

/**
 * A message that only the outbox holds (no SMTP_URL), as one short line for the server log, in the
 * manner of Django's console e-mail backend: a newcomer on `npm start` reads their own OTP or link
 * there. Only the recipient, the subject, the code and the links — never the body, which may greet
 * the person by name. Written only when no SMTP_URL is set (deliver.ts): a deployment that sends
 * real mail keeps codes out of its logs.
 */
export function consoleLine(message: Omit<TOutgoingMessage, 'tenantId'>): string {
  const what = message.channel === 'sms' ? 'SMS' : 'e-mail';
  const parts = [`[outbox] ${what} to ${message.to}`];
  if (message.subject) parts.push(`"${message.subject}"`);
  const code =
    message.kind === 'otp' || message.channel === 'sms' ? /\b\d{6}\b/.exec(message.text)?.[0] : undefined;
  if (code) parts.push(`code ${code}`);
  for (const link of message.links ?? []) parts.push(link);
  return parts.join(' — ');
}

export const CONSOLE_HINT =
  '[outbox] SMTP_URL is not set: e-mail and SMS go to the outbox, are listed in this log and at /dev/mailbox on this machine.';
