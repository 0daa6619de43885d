import 'server-only';
import { devMailboxEnabled } from './dev-mailbox';
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
 * Wherever the development mailbox is on, a copy of everything sent is kept so the mailbox shows
 * real deliveries too. In production (mailbox off) message bodies, which hold OTPs and links, are
 * not stored once a real transport carried them.
 */
function keepsCopies(): boolean {
  return devMailboxEnabled();
}

/**
 * Sends one e-mail or SMS. E-mail goes over SMTP when SMTP_URL is set, otherwise into the outbox
 * table; SMS goes through the registered provider (the outbox by default). Throws DeliveryError
 * when the transport refuses the message; never logs the message's content.
 */
export async function deliver(input: TDeliverInput & { fromName?: string }): Promise<TDeliveryResult> {
  const { db, fromName, ...message } = input;
  const copy = keepsCopies();

  if (message.channel === 'email') {
    const url = process.env.SMTP_URL;
    if (!url)
      return { outboxId: await recordInOutbox(db, message, 'outbox', 'recorded'), transport: 'outbox' };
    try {
      await smtpTransport(url).sendMail({
        from: defaultFrom(url, fromName),
        to: message.to,
        subject: message.subject ?? '',
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
      });
    } catch {
      if (copy) await recordInOutbox(db, message, 'smtp', 'failed');
      throw new DeliveryError('email', 'smtp');
    }
    return { outboxId: copy ? await recordInOutbox(db, message, 'smtp', 'sent') : null, transport: 'smtp' };
  }

  const provider = smsProvider();
  if (provider.isOutbox) {
    return {
      outboxId: await recordInOutbox(db, message, provider.name, 'recorded'),
      transport: provider.name,
    };
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
