import 'server-only';
import { CONSOLE_HINT, consoleLine } from './console-line';
import { recordInOutbox } from './outbox';
import { smsProvider } from './sms';
import { defaultFrom, smtpTransport } from './smtp';
import type { TDeliverInput, TDeliveryResult } from './types';

/** A delivery that no transport accepted. Carries no message content (it may hold an OTP). */
export class DeliveryError extends Error {
  constructor(
    readonly channel: string,
    readonly transport: string,
  ) {
    super(`delivery failed (${channel} via ${transport})`);
    this.name = 'DeliveryError';
  }
}

/**
 * Outside production (`next dev`) a copy of everything sent is kept so the development mailbox
 * shows real deliveries too. In a production build message bodies, which hold OTPs and links, are
 * not stored once a real transport carried them.
 */
function keepsCopies(): boolean {
  return process.env.NODE_ENV !== 'production';
}

const g = globalThis as typeof globalThis & { __itineraOutboxHinted?: boolean };

/**
 * Without SMTP_URL nothing leaves the machine: each message is also written to the server log in
 * short (console-line.ts), so whoever runs `npm start` reads their own code or link there.
 */
function logWithoutSmtp(message: Parameters<typeof consoleLine>[0]): void {
  if (process.env.SMTP_URL) return;
  if (!g.__itineraOutboxHinted) {
    g.__itineraOutboxHinted = true;
    console.log(CONSOLE_HINT);
  }
  console.log(consoleLine(message));
}

/**
 * Sends one e-mail or SMS. E-mail goes over SMTP when SMTP_URL is set, otherwise into the outbox
 * table; SMS goes through the registered provider (the outbox by default). Throws DeliveryError
 * when the transport refuses the message. Logs only what the outbox alone holds, and only without
 * SMTP_URL (logWithoutSmtp).
 */
export async function deliver(input: TDeliverInput & { fromName?: string }): Promise<TDeliveryResult> {
  const { db, fromName, ...message } = input;
  const copy = keepsCopies();

  if (message.channel === 'email') {
    const url = process.env.SMTP_URL;
    if (!url) {
      const outboxId = await recordInOutbox(db, message, 'outbox', 'recorded');
      logWithoutSmtp(message);
      return { outboxId, transport: 'outbox' };
    }
    try {
      await smtpTransport(url).sendMail({
        from: defaultFrom(url, fromName),
        to: message.to,
        subject: message.subject ?? '',
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        ...(message.headers ? { headers: message.headers } : {}),
        ...(message.attachments?.length
          ? {
              attachments: message.attachments.map((a) => ({
                filename: a.filename,
                contentType: a.contentType,
                content: a.content,
              })),
            }
          : {}),
      });
    } catch {
      if (copy) await recordInOutbox(db, message, 'smtp', 'failed');
      throw new DeliveryError('email', 'smtp');
    }
    return { outboxId: copy ? await recordInOutbox(db, message, 'smtp', 'sent') : null, transport: 'smtp' };
  }

  const provider = smsProvider();
  if (provider.isOutbox) {
    const outboxId = await recordInOutbox(db, message, provider.name, 'recorded');
    logWithoutSmtp(message);
    return { outboxId, transport: provider.name };
  }
  try {
    await provider.send({ to: message.to, text: message.text });
  } catch {
    if (copy) await recordInOutbox(db, message, provider.name, 'failed');
    throw new DeliveryError('sms', provider.name);
  }
  return {
    outboxId: copy ? await recordInOutbox(db, message, provider.name, 'sent') : null,
    transport: provider.name,
  };
}
